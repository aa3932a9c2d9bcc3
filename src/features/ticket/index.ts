// One ticket as a gate needs it (route /ticket/{tickethash_id}), and the facts every view of a
// ticket shares: the single page, the order's code slider and the tickets' PDF.
//
//   const ticket = useTicket(id, lang);                    // GET /api/ticket/{id}
//   <TicketScreen ticketHashId={id} lang={lang} />            // the ticket, not found, or a retry
//   const facts = ticketFacts(orderTicket, lang);           // event, when, where, place, holder, code
import './ticket.css';

export { getTicket, getTicketQueryOptions, useTicket, isTicketNotFound } from './api/get-ticket';
export { TicketScreen } from './components/ticket-screen';
export { TicketSheet } from './components/ticket-sheet';
export { TicketCode } from './components/ticket-code';
export { ticketFacts, whenLine, whereLine, placeLine, sessionTime, codeKind, codeImage } from './model/ticket-facts';
export type { AnyTicket, TicketFacts, TicketCodeKind } from './model/ticket-facts';
export { qrMatrix, qrPath } from './model/qr-matrix';
export type { QrMatrix } from './model/qr-matrix';

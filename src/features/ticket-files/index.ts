// Tickets to keep (a paid order only): the order's tickets as a PDF, a page per ticket with
// its code, and its sessions as a calendar (.ics) file. The libraries load on first use.
//
//   <TicketDownloads order={orderView} lang={lang} />
import './ticket-files.css';

export { TicketDownloads } from './components/ticket-downloads';
export { useTicketFiles } from './hooks/use-ticket-files';
export { printableTickets, ticketPages, layoutTicketPage, wrapText, PAGE } from './model/ticket-pages';
export type { TicketPageData, DrawOp, Measure, FontSpec } from './model/ticket-pages';

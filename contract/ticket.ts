import { z } from 'zod';
import { orderTicketSchema } from './order';
import { int, optText, text } from './primitives';

/** A ticket as the single-ticket call sends it: the order view's ticket (seat and status included). */
export const singleTicketSchema = orderTicketSchema;
export type SingleTicket = z.infer<typeof singleTicketSchema>;

/** Status of a refunded ticket: it carries no codes and admits nobody. */
export const TICKET_REFUNDED = 70;

/**
 * GET /api/ticket/{tickethash_id}[?lang=]: one paid ticket, with its order's number and
 * buyer (what the single-ticket page shows). Unknown ids and unpaid orders answer 404 (-404),
 * a malformed id 400 (-400).
 */
export const ticketViewSchema = z.object({
  errorCode: int.default(0),
  errorText: text.default(''),
  ord_num: text,
  /** The buyer's name. */
  name: optText,
  ticket: singleTicketSchema,
});
export type TicketView = z.infer<typeof ticketViewSchema>;

import type { OrderTicket, OrderView } from '../../../../contract/order';
import { TICKET_REFUNDED } from '../../../../contract/ticket';

/** The tickets of one event session in an order (docs/product/order.md: grouped by action_group). */
export interface TicketGroup {
  actionGroup: number;
  /** The first ticket: event, date, time, venue and address are the group's. */
  head: OrderTicket;
  tickets: OrderTicket[];
  /** Extras added to this group's tickets (`toping`). */
  extras: OrderTicket[];
  /** What the group's tickets and extras cost, service fee included. */
  total: number;
  /** The service fee of the group (`service`), 0 when none. */
  serviceFee: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Groups in the order the server listed them; extras join their parent ticket's group. */
export function ticketGroups(order: Pick<OrderView, 'main' | 'toping' | 'service'>): TicketGroup[] {
  const groups = new Map<number, TicketGroup>();
  for (const ticket of order.main) {
    let group = groups.get(ticket.action_group);
    if (!group) {
      group = { actionGroup: ticket.action_group, head: ticket, tickets: [], extras: [], total: 0, serviceFee: 0 };
      groups.set(ticket.action_group, group);
    }
    group.tickets.push(ticket);
    group.total = cents(group.total + ticket.cost);
  }
  const parentGroup = new Map(order.main.map((t) => [t.id, t.action_group]));
  for (const extra of order.toping) {
    const group = groups.get((extra.parent_id != null ? parentGroup.get(extra.parent_id) : undefined) ?? extra.action_group);
    if (!group) continue;
    group.extras.push(extra);
    group.total = cents(group.total + extra.cost);
  }
  for (const { action_group, sum } of order.service) {
    const group = groups.get(action_group);
    if (group) group.serviceFee = cents(group.serviceFee + sum);
  }
  return [...groups.values()];
}

/** A refunded ticket admits nobody: it has no code to show. */
export const isRefunded = (t: Pick<OrderTicket, 'status'>) => t.status === TICKET_REFUNDED;

/** Tickets whose code can be shown (docs/product/order.md: not offered for ticket type 2, nor for a refunded ticket). */
export function ticketsWithCode(order: Pick<OrderView, 'main'>): OrderTicket[] {
  return order.main.filter((t) => t.tickettype !== 2 && !isRefunded(t));
}

/** The place on a ticket: sector, row and seat, as far as the ticket has them. */
export function ticketPlace(t: Pick<OrderTicket, 'sector' | 'rowname'> & { seat?: string | number | null }): { sector: string; row: string; seat: string } | null {
  const sector = t.sector?.trim() ?? '';
  const row = t.rowname?.trim() ?? '';
  const seat = t.seat == null ? '' : String(t.seat).trim();
  return sector || row || seat ? { sector, row, seat } : null;
}

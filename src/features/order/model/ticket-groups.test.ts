import { describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../../../contract/order';
import { orderFixture, ticketFixture } from '../testing/order-fixture';
import { orderBadge } from './order-badge';
import { ticketGroups, ticketPlace, ticketsWithCode } from './ticket-groups';

const parse = (over: Record<string, unknown> = {}) => orderViewSchema.parse(orderFixture(over));

describe('ticket groups', () => {
  it('groups tickets by session in server order, with the group total and its service fee', () => {
    const order = parse({
      main: [ticketFixture({ id: 1 }), ticketFixture({ id: 2, action_group: 7, cost: '500' }), ticketFixture({ id: 3 })],
      service: [{ action_group: 2234, sum: 120 }],
    });
    const groups = ticketGroups(order);
    expect(groups.map((g) => [g.actionGroup, g.tickets.map((t) => t.id), g.total, g.serviceFee])).toEqual([
      [2234, [1, 3], 3720, 120],
      [7, [2], 500, 0],
    ]);
  });

  it('puts an extra in its parent ticket\'s group and counts it in the total', () => {
    const order = parse({
      main: [ticketFixture({ id: 1 }), ticketFixture({ id: 2, action_group: 7, cost: '500' })],
      toping: [ticketFixture({ id: 9, parent_id: 2, action_group: 2234, cost: '450', candelete: 1, action_ru: 'Программка' })],
    });
    const [first, second] = ticketGroups(order);
    expect(first!.extras).toEqual([]);
    expect(second!.extras.map((x) => x.id)).toEqual([9]);
    expect(second!.total).toBe(950);
  });

  it('offers codes for every ticket type but 2, and none for a refunded ticket', () => {
    const order = parse({
      main: [ticketFixture({ id: 1, tickettype: 1 }), ticketFixture({ id: 2, tickettype: 2 }), ticketFixture({ id: 3, tickettype: 0 }), ticketFixture({ id: 4, status: 70 })],
    });
    expect(ticketsWithCode(order).map((t) => t.id)).toEqual([1, 3]);
  });

  it('reads the place from whatever the ticket has', () => {
    expect(ticketPlace({ sector: 'Партер', rowname: '3', seat: '14' })).toEqual({ sector: 'Партер', row: '3', seat: '14' });
    expect(ticketPlace({ sector: null, rowname: null, seat: null })).toBeNull();
  });
});

describe('order badge', () => {
  it('is paid when printing is allowed, annulled for Pushkin code 4 or a cancelled order, else not paid', () => {
    expect(orderBadge(parse({ printingAllowed: true }))).toBe('paid');
    expect(orderBadge(parse())).toBe('unpaid');
    expect(orderBadge(parse({ status: 90 }))).toBe('annulled');
    expect(orderBadge(parse({ discountData: { pochtaBankCode: 4 } }))).toBe('annulled');
  });
});

import type { CreateOrderRequest, CreateSchemeOrderRequest } from '../../contract/order';
import { ErrorCode } from '../../contract/envelope';
import { isoFromRu } from '../catalogue/clock';
import type { EventDetailRow } from '../catalogue/events';
import { setupFlags } from '../catalogue/setup';
import type { AppContext } from '../context';
import { DomainError } from '../domain-error';
import { msg, type Message } from '../texts/messages';
import { checkConsents, validateBuyer, type Buyer } from './buyer';
import type { PlanningCatalogue, PriceRow, SessionRow } from './planning-catalogue';

export interface PlannedLine {
  priceId: number;
  zonelevelId: number;
  /** A seat or standing place of the hall; null for a category line. */
  seatId: number | null;
  /** A numbered seat, held exclusively. */
  seat: boolean;
  quantity: number;
  price: number;
  fee: number;
  passagequant: number;
}

export interface OrderPlan {
  event: EventDetailRow;
  calendarId: number;
  buyer: Buyer;
  pushkin: boolean;
  lang: string;
  referral: string | null;
  clientId: number | null;
  subscription: { subscritId: number; quant: number } | null;
  lines: PlannedLine[];
  /** The catalogue version the plan was made from (undefined: read from the database directly). */
  catalogueVersion: number | undefined;
  /** The session's row as the plan's catalogue has it (for the wheelchair hold-back; hold/held-back.ts). */
  session?: Pick<SessionRow, 'day' | 'time' | 'wheelchair_release_hours'>;
}

export const limitFailure = (text: Message) => new DomainError('conflict', ErrorCode.limit, text);
const bad = (text: string) => new DomainError('invalid', ErrorCode.badRequest, text);

type CommonBody = Pick<CreateOrderRequest, 'hash' | 'lang' | 'checkboxList' | 'crmClient' | 'fio' | 'phone' | 'email' | 're_email' | 'surname' | 'name' | 'patronymic'>;

async function commonPlan(ctx: AppContext, cat: PlanningCatalogue, body: CommonBody) {
  const event = await cat.event(body.hash);
  if (event.sale === 'soon') throw limitFailure(msg('notOnSaleYet'));
  const pushkin = body.crmClient.pushkin === 1;
  const { showproculture } = await setupFlags(ctx.db);
  if (pushkin && !(event.usepushkarta && showproculture)) throw new DomainError('conflict', ErrorCode.payment, msg('pushkinNotAccepted'));
  if (!pushkin && !event.usenopushkarta) throw new DomainError('conflict', ErrorCode.payment, msg('pushkinOnly'));
  checkConsents(await cat.requiredCheckboxes(event.event_id), body.checkboxList);
  const buyer = validateBuyer(body, { pushkin, mailconfirm: event.mailconfirm === 1 });

  // A known client (personal account) is linked when its id and hash agree.
  let clientId: number | null = null;
  const crm = body.crmClient;
  if (crm.CRMFAN_ID && crm.CRMFAN_HASH_ID) {
    const client = await ctx.db.get<{ id: number }>('SELECT id FROM clients WHERE id = ? AND hash_id = ?', [crm.CRMFAN_ID, crm.CRMFAN_HASH_ID]);
    clientId = client?.id ?? null;
  }
  let subscription: OrderPlan['subscription'] = null;
  if (crm.subscritId) {
    const sub = await ctx.db.get<{ subscrit_id: number; quant: number }>(
      `SELECT s.subscrit_id, s.quant FROM client_subscriptions s WHERE s.subscrit_id = ? AND s.client_id = ? AND s.event_id = ?`,
      [crm.subscritId, clientId ?? -1, event.event_id],
    );
    if (!sub) throw new DomainError('forbidden', ErrorCode.badRequest, msg('subscriptionNotYours'));
    subscription = { subscritId: sub.subscrit_id, quant: sub.quant };
  }
  return { event, pushkin, buyer, clientId, subscription, lang: body.lang ?? 'ru', referral: crm.REFERRAL || null, catalogueVersion: cat.version };
}

/** The per-order limit: 1 with the Pushkin card, the subscription's quantity, else demquantlimit. */
function checkOrderLimit(count: number, event: EventDetailRow, pushkin: boolean, subscription: OrderPlan['subscription']): void {
  if (pushkin) {
    if (count > 1) throw limitFailure(msg('pushkinLimit'));
  } else if (subscription) {
    if (count > subscription.quant) throw limitFailure(msg('subscriptionShort'));
  } else if (count > event.demquantlimit) {
    throw limitFailure(msg('orderLimit', { limit: event.demquantlimit }));
  }
}

function allowedForCard(row: PriceRow, pushkin: boolean): boolean {
  return pushkin ? row.useproculture !== 2 : row.useproculture !== 1;
}

function checkRowLimits(rows: PriceRow[], qty: Map<number, number>, pushkin: boolean): void {
  for (const row of rows) {
    if (!allowedForCard(row, pushkin)) continue;
    const q = qty.get(row.price_id) ?? 0;
    if (row.needprice > 0 && q < row.minlimit) throw limitFailure(msg('categoryRequired', { min: row.minlimit }));
    if (q > 0 && (q < row.minlimit || q > row.maxlimit)) throw limitFailure(msg('categoryRange', { min: row.minlimit, max: row.maxlimit }));
  }
}

/** POST /api/order/create: validates and prices the category lines (availability is the transaction's job). */
export async function planCategoryOrder(ctx: AppContext, cat: PlanningCatalogue, body: CreateOrderRequest): Promise<OrderPlan> {
  const common = await commonPlan(ctx, cat, body);
  const { event, pushkin, subscription } = common;
  const lines = body.data.filter((l) => l.quantity !== 0);
  if (!lines.length) throw bad('data: no tickets chosen');
  if (lines.some((l) => l.quantity < 0 || l.quantity > 1000)) throw bad('data: quantity must be from 0 to 1000');
  if (lines.some((l) => l.actionId !== event.event_id)) throw bad('data: every line must be for the event of the order');
  const sessionKeys = new Set(lines.map((l) => `${l.day}|${l.time}`));
  if (sessionKeys.size !== 1) throw bad('data: all lines must be for one session (date and time)');
  const { day, time } = lines[0]!;
  const iso = isoFromRu(day) ?? (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined);
  if (!iso) throw bad('data: day must be dd.mm.yyyy');
  const session = await cat.sessionAt(event.event_id, iso, time === 'NO_TIME' ? '' : time);
  if (!session) throw new DomainError('notFound', ErrorCode.notFound, msg('sessionNotFound'));

  const rows = await cat.prices(event.event_id, session.pricetype_id);
  const qty = new Map<number, number>();
  const planned: PlannedLine[] = [];
  for (const l of lines) {
    const row = rows.find((r) => r.clientcategory_id === l.categoryId && r.zonelevel_id === l.zoneId);
    if (!row) throw bad(`data: no price for category ${l.categoryId} in zone ${l.zoneId} at this session`);
    if (!allowedForCard(row, pushkin)) throw new DomainError('conflict', ErrorCode.payment, msg('categoryNotForCard'));
    qty.set(row.price_id, (qty.get(row.price_id) ?? 0) + l.quantity);
    const free = subscription !== null || event.maybefree === 1;
    const price = free ? 0 : row.price;
    planned.push({ priceId: row.price_id, zonelevelId: row.zonelevel_id, seatId: null, seat: false, quantity: l.quantity, price, fee: free ? 0 : serviceFee(row.price, row.priceservise, row.currency_id), passagequant: row.passagequant });
  }
  checkOrderLimit([...qty.values()].reduce((a, b) => a + b, 0), event, pushkin, subscription);
  checkRowLimits(rows.filter((r) => !r.is_group), qty, pushkin);
  // Group rows count only in a group order (one with any group row): then all of them apply,
  // the mandatory ones (the guide's fee) included (docs/product/booking.md).
  const groupRows = rows.filter((r) => r.is_group);
  if (groupRows.some((r) => qty.has(r.price_id))) checkRowLimits(groupRows, qty, pushkin);
  return { ...common, calendarId: session.calendar_id, lines: planned };
}

/** POST /api/order/create-scheme: seats and standing places of one session. */
export async function planSchemeOrder(ctx: AppContext, cat: PlanningCatalogue, body: CreateSchemeOrderRequest): Promise<OrderPlan> {
  const common = await commonPlan(ctx, cat, body);
  const { event, pushkin, subscription } = common;
  if (!event.useseatsvg || event.hall_id == null) throw bad('This event is sold by category, not by seat');
  const session = await cat.session(body.calendarId);
  if (!session || session.event_id !== event.event_id) throw new DomainError('notFound', ErrorCode.notFound, msg('sessionNotFound'));
  const ids = [...new Set(body.tickets.map((t) => t.seat_id))];
  if (ids.length !== body.tickets.length) throw bad('tickets: a seat is listed twice');
  const byId = await cat.places(event.hall_id, ids);
  // The dearest price of the seat's zone that the card allows, the lower id among equal ones.
  const rows = (await cat.prices(event.event_id, session.pricetype_id)).filter((r) => !r.is_group).sort((a, b) => b.price - a.price || a.price_id - b.price_id);
  const planned: PlannedLine[] = [];
  for (const t of body.tickets) {
    const place = byId.get(t.seat_id);
    if (!place) throw bad(`tickets: seat ${t.seat_id} is not in this hall`);
    const row = rows.find((r) => r.zonelevel_id === place.zonelevel_id && allowedForCard(r, pushkin));
    if (!row) throw limitFailure(msg('seatNotOnSale'));
    const quantity = place.st_id === -1 ? (t.quantity ?? 1) : 1;
    if (quantity < 1 || quantity > 1000) throw bad('tickets: quantity must be from 1 to 1000');
    const price = subscription || event.maybefree ? 0 : row.price;
    planned.push({
      priceId: row.price_id, zonelevelId: row.zonelevel_id, seatId: t.seat_id, seat: place.st_id !== -1, quantity, price,
      fee: price ? serviceFee(row.price, row.priceservise, row.currency_id) : 0, passagequant: row.passagequant,
    });
  }
  checkOrderLimit(planned.reduce((s, l) => s + l.quantity, 0), event, pushkin, subscription);
  return { ...common, calendarId: session.calendar_id, lines: planned, session };
}

/** A service fee given in percent (currency_id 2) becomes money per ticket. */
export function serviceFee(price: number, priceservise: number, currencyId: number): number {
  return Math.round((currencyId === 2 ? (price * priceservise) / 100 : priceservise) * 100) / 100;
}

// Offering places that came back to the waiting list (docs/product/waiting-list.md): the first
// waiter, in joining order, whose wish the free places fit gets an unpaid reservation of them,
// held for WAITLIST_HOLD_MINUTES, and a mail with the link to pay. The reservation is an order
// like any other, so the sale and the live map on every instance respect it (seat_holds' key).
import { parseLang } from '../../contract/lang';
import { parseL10n } from '../catalogue/l10n';
import { currentSessionSeats, type SessionSeats } from '../catalogue/session-seats';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { kickMail } from '../mail/delivery';
import { placeWords } from '../mail/texts';
import { holdPlaces } from '../orders/hold/hold-places';
import { serviceFee, type OrderPlan, type PlannedLine } from '../orders/plan';
import { directCatalogue } from '../orders/planning-catalogue';
import { orderTickets } from '../orders/view';
import { chooseSeats, type Wish } from './fit';
import { queueOfferMail } from './mail';

/** A pass that died keeps other instances off the session at most this long. */
const LEASE_MS = 30_000;
/** Retries of one waiter when buyers take the chosen places first. */
const ATTEMPTS = 3;

interface EntryRow {
  entry_id: number;
  calendar_id: number;
  email: string;
  places: number;
  together: number;
  zones: string | null;
  max_price: number | null;
  lang: string;
  token: string;
  client_sid: string | null;
  client_ip: string | null;
}

const wishOf = (e: EntryRow): Wish => ({
  places: Number(e.places),
  together: Number(e.together) === 1,
  zones: e.zones ? (JSON.parse(e.zones) as number[]) : null,
  maxPrice: e.max_price == null ? null : Number(e.max_price),
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Takes the session's lease; false when another pass holds it (it is then told to run again). */
async function takeLease(db: Db, calendarId: number, now: Date): Promise<boolean> {
  for (;;) {
    const at = now.toISOString();
    const taken = await db.run(
      `INSERT INTO waitlist_passes (calendar_id, busy_until, again) VALUES (?, ?, 0)
       ON CONFLICT (calendar_id) DO UPDATE SET busy_until = excluded.busy_until, again = 0 WHERE waitlist_passes.busy_until <= ?`,
      [calendarId, new Date(now.getTime() + LEASE_MS).toISOString(), at],
    );
    if (taken.changes) return true;
    const told = await db.run('UPDATE waitlist_passes SET again = 1 WHERE calendar_id = ? AND busy_until > ?', [calendarId, at]);
    if (told.changes) return false;
    // Let go meanwhile: take it.
  }
}

/** Lets the lease go, unless places came back meanwhile: then true, and the pass runs again. */
async function releaseLease(db: Db, calendarId: number, now: Date): Promise<boolean> {
  const released = await db.run(`UPDATE waitlist_passes SET busy_until = '' WHERE calendar_id = ? AND again = 0`, [calendarId]);
  if (released.changes) return false;
  await db.run('UPDATE waitlist_passes SET again = 0, busy_until = ? WHERE calendar_id = ?', [new Date(now.getTime() + LEASE_MS).toISOString(), calendarId]);
  return true;
}

/** The reservation's lines: each seat at the dearest bank-card price of its zone (as an order on the map is priced). */
async function planFor(ctx: AppContext, hash: string, calendarId: number, entry: EntryRow, seatIds: number[]): Promise<OrderPlan | null> {
  const cat = directCatalogue(ctx.db);
  const event = await cat.event(hash);
  const session = await cat.session(calendarId);
  if (!session || event.hall_id == null) return null;
  const places = await cat.places(event.hall_id, seatIds);
  const rows = (await cat.prices(event.event_id, session.pricetype_id)).filter((r) => !r.is_group && r.useproculture !== 1).sort((a, b) => b.price - a.price || a.price_id - b.price_id);
  const lines: PlannedLine[] = [];
  for (const seatId of seatIds) {
    const place = places.get(seatId);
    const row = place && rows.find((r) => r.zonelevel_id === place.zonelevel_id);
    if (!place || !row) return null;
    const price = event.maybefree ? 0 : row.price;
    lines.push({ priceId: row.price_id, zonelevelId: row.zonelevel_id, seatId, seat: true, quantity: 1, price, fee: price ? serviceFee(row.price, row.priceservise, row.currency_id) : 0, passagequant: row.passagequant });
  }
  return {
    event, calendarId, pushkin: false, lang: parseLang(entry.lang), referral: null, clientId: null, subscription: null, lines, catalogueVersion: undefined,
    buyer: { fio: '', phone: '', email: entry.email, surname: null, name: null, patronymic: null },
  };
}

/** What the offer mail says of the session and its places, from the reservation's tickets. */
async function describe(tx: Db, orderId: number, lang: ReturnType<typeof parseLang>) {
  const local = (json: string | null) => {
    const t = parseL10n(json);
    return t[lang] || t.en || t.ru || '';
  };
  const tickets = await orderTickets({ db: tx } as AppContext, orderId);
  const first = tickets[0]!;
  const w = placeWords[lang];
  const [y, m, d] = first.day.split('-');
  return {
    event: local(first.event_name),
    when: `${d}.${m}.${y}${first.time ? ` ${first.time}` : ''}`,
    places: tickets.map((t) =>
      [local(t.zone_name), t.sector_name && `${w.sector} ${local(t.sector_name)}`, t.row_label && `${w.row} ${t.row_label}`, t.seat_label && `${w.seat} ${t.seat_label}`].filter(Boolean).join(', '),
    ),
    amount: tickets.reduce((s, t) => s + t.price + t.priceservise, 0),
  };
}

type Outcome = 'offered' | 'taken' | 'skipped';

/** Holds `seatIds` for the waiter and mails them; 'taken' when a buyer took a place first. */
async function offerTo(ctx: AppContext, hash: string, entry: EntryRow, seatIds: number[], unsafe: boolean): Promise<Outcome> {
  const now = ctx.now();
  const claim = await ctx.db.run(
    `UPDATE waitlist_entries SET state = 'offering', changed_at = ? WHERE entry_id = ?${unsafe ? '' : ` AND state = 'waiting'`}`,
    [now.toISOString(), entry.entry_id],
  );
  if (!claim.changes) return 'skipped';
  const backToWaiting = () => ctx.db.run(`UPDATE waitlist_entries SET state = 'waiting' WHERE entry_id = ? AND state = 'offering'`, [entry.entry_id]);
  const plan = await planFor(ctx, hash, entry.calendar_id, entry, seatIds);
  if (!plan) {
    await backToWaiting();
    return 'skipped';
  }
  const holdSeconds = ctx.config.waitlist.holdMinutes * 60;
  let placed: { orderId: number; hash: string };
  try {
    placed = await holdPlaces({ ...ctx, config: { ...ctx.config, reserveSeconds: holdSeconds } }, plan, null);
  } catch (error) {
    await backToWaiting();
    if (error instanceof DomainError && error.kind === 'conflict') return 'taken';
    throw error;
  }
  const lang = parseLang(entry.lang);
  await ctx.db.tx(async (tx) => {
    await tx.run(`UPDATE waitlist_entries SET state = 'offered', order_id = ?, changed_at = ? WHERE entry_id = ?`, [placed.orderId, now.toISOString(), entry.entry_id]);
    // The browser that joined sees the reservation as its own (its map, its sandbox mailbox).
    await tx.run('UPDATE orders SET client_sid = ?, client_ip = ? WHERE order_id = ?', [entry.client_sid, entry.client_ip, placed.orderId]);
    await queueOfferMail(
      tx,
      ctx.config.publicUrl,
      { entryId: entry.entry_id, orderId: placed.orderId, orderHash: placed.hash, email: entry.email, lang, token: entry.token },
      { ...(await describe(tx, placed.orderId, lang)), minutes: ctx.config.waitlist.holdMinutes },
      now,
    );
  });
  kickMail(ctx);
  return 'offered';
}

/** One look at the session's free places against its waiting entries, in joining order. */
async function passOnce(ctx: AppContext, hash: string, calendarId: number, unsafe: boolean): Promise<number> {
  const entries = await ctx.db.all<EntryRow>(
    `SELECT entry_id, calendar_id, email, places, together, zones, max_price, lang, token, client_sid, client_ip
       FROM waitlist_entries WHERE calendar_id = ? AND state = 'waiting' ORDER BY entry_id`,
    [calendarId],
  );
  let offered = 0;
  // Places offered in this pass, in case the kept statuses have not caught up with them yet.
  const given = new Set<number>();
  for (const entry of entries) {
    const excluded = new Set(given);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const seats: SessionSeats = (await currentSessionSeats(ctx.db, hash, calendarId, ctx.now())).seats;
      const chosen = chooseSeats(seats, wishOf(entry), excluded);
      if (!chosen) break;
      const ids = chosen.map((i) => seats.geometry.seats.ids[i]!);
      // The control's window between choosing and holding, on a waiter's first try (passes overlap there).
      if (unsafe && attempt === 0) await sleep(250);
      const outcome = await offerTo(ctx, hash, entry, ids, unsafe);
      if (outcome === 'offered') {
        offered++;
        for (const i of chosen) given.add(i);
      }
      if (outcome !== 'taken') break;
      for (const i of chosen) excluded.add(i);
    }
  }
  return offered;
}

/**
 * Offers the session's free places to its waiting list. One pass per session at a time across
 * instances (the lease); a pass asked for meanwhile makes the running one look again before it
 * ends. Answers how many offers this call made.
 */
export async function offerFreedPlaces(ctx: AppContext, calendarId: number): Promise<number> {
  const row = await ctx.db.get<{ hash_id: string }>('SELECT e.hash_id FROM sessions s JOIN events e ON e.event_id = s.event_id WHERE s.calendar_id = ?', [calendarId]);
  if (!row) return 0;
  const unsafe = !!ctx.config.unsafeWaitlistUnlocked;
  if (!unsafe && !(await takeLease(ctx.db, calendarId, ctx.now()))) return 0;
  let offered = 0;
  try {
    do offered += await passOnce(ctx, row.hash_id, calendarId, unsafe);
    while (!unsafe && (await releaseLease(ctx.db, calendarId, ctx.now())));
  } catch (error) {
    if (!unsafe) await ctx.db.run(`UPDATE waitlist_passes SET busy_until = '', again = 0 WHERE calendar_id = ?`, [calendarId]);
    throw error;
  }
  return offered;
}

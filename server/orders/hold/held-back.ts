// A hold on a wheelchair space the session keeps off general sale is refused (the map shows it
// unavailable; a request can still name it). The buyer whose best-available offer holds it,
// having asked for a wheelchair space, takes it. Called first on the hold path: the release
// only ever moves from held back to on sale, so checking before the hold's transaction is safe.
import { ErrorCode } from '../../../contract/envelope';
import { SeatKind } from '../../../contract/seat-kind';
import { hhmmOf, isoDay, ruDay } from '../../catalogue/clock';
import { wheelchairHeldUntil } from '../../catalogue/wheelchair-release';
import type { Db } from '../../db/driver';
import { DomainError } from '../../domain-error';
import { msg } from '../../texts/messages';
import type { OrderPlan } from '../plan';
import type { OrderClient } from './client-caps';

export async function refuseHeldBackSeats(db: Db, plan: OrderPlan, now: Date, client: OrderClient | null): Promise<void> {
  const seats = plan.lines.filter((l) => l.seat && l.seatId !== null).map((l) => l.seatId!);
  if (!seats.length) return;
  // The plan's session row, kept with its catalogue: when it holds nothing back the hold needs no
  // read of its own (a round trip an order on PostgreSQL). Were it stale, the hold's write
  // finds the catalogue's version moved and the order is planned again from fresh rows; a
  // hold-back it shows is read again here, so a kept row never refuses a seat.
  if (plan.session && !wheelchairHeldUntil(plan.session, now)) return;
  const session = await db.get<{ day: string; time: string; wheelchair_release_hours: number | null }>(
    'SELECT day, time, wheelchair_release_hours FROM sessions WHERE calendar_id = ?',
    [plan.calendarId],
  );
  const until = session ? wheelchairHeldUntil(session, now) : 0;
  if (!until) return;
  const spaces = await db.all<{ seat_id: number }>(
    `SELECT h.seat_id FROM hall_seats h JOIN venues v ON v.hall_id = h.hall_id
      WHERE v.seatroot_id = ? AND h.st_id = 0 AND (h.kind & ${SeatKind.wheelchair}) <> 0 AND h.seat_id IN (${seats.map(() => '?').join(',')})`,
    [plan.event.seatroot_id, ...seats],
  );
  if (!spaces.length) return;
  const offered = client?.sid
    ? new Set(
        (await db.all<{ seat_id: number }>('SELECT seat_id FROM seat_offers WHERE calendar_id = ? AND client_sid = ? AND expires_at > ?', [
          plan.calendarId,
          client.sid,
          now.toISOString(),
        ])).map((r) => Number(r.seat_id)),
      )
    : new Set<number>();
  const refused = spaces.map((s) => Number(s.seat_id)).filter((id) => !offered.has(id));
  if (!refused.length) return;
  const at = new Date(until);
  throw new DomainError('conflict', ErrorCode.limit, msg('wheelchairHeldBack', { day: ruDay(isoDay(at)), time: hhmmOf(at) }), { unavailable: refused.sort((a, b) => a - b) });
}

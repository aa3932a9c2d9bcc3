// Joining and leaving the waiting list (docs/product/waiting-list.md).
import crypto from 'node:crypto';
import { ErrorCode } from '../../contract/envelope';
import type { WaitlistJoinRequest, WaitlistJoinResponse } from '../../contract/waitlist';
import { currentSessionSeats } from '../catalogue/session-seats';
import type { AppContext } from '../context';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { EMAIL } from '../orders/buyer';
import { anyFreeAccepted } from './fit';

export interface WaitlistClient {
  sid: string | null;
  ip: string;
}

/** States in which an entry still counts as the address's entry for the session. */
const ACTIVE = ['waiting', 'offering', 'offered'];

/**
 * Puts the address on the session's waiting list. Refused when places that fit the wish are on
 * sale now (the buyer takes them on the map) or the event is sold to Pushkin-card holders only.
 * One entry per address and session: joining again while waiting updates the wish and keeps
 * the place in line; after an offer lapsed, was bought or the buyer left, it joins at the end.
 */
export async function joinWaitlist(ctx: AppContext, client: WaitlistClient, body: WaitlistJoinRequest): Promise<WaitlistJoinResponse> {
  const now = ctx.now();
  const email = body.email.trim().toLowerCase();
  if (email.length < 6 || email.length > 70 || !EMAIL.test(email)) throw new DomainError('invalid', ErrorCode.badRequest, msg('emailInvalid'));
  const { seats } = await currentSessionSeats(ctx.db, body.hash, body.calendar_id, now);
  if (!seats.event.usenopushkarta) throw new DomainError('conflict', ErrorCode.limit, msg('waitlistNotForEvent'));
  if (body.places > seats.event.demquantlimit) throw new DomainError('conflict', ErrorCode.limit, msg('orderLimit', { limit: seats.event.demquantlimit }));
  const zones = body.zones?.length ? [...new Set(body.zones.map(Number))].sort((a, b) => a - b) : null;
  if (zones?.some((z) => !seats.onSale.has(z))) throw new DomainError('notFound', ErrorCode.notFound, 'This category is not on sale in this session');
  const wish = { zones, maxPrice: body.max_price ?? null };
  if (anyFreeAccepted(seats, wish)) throw new DomainError('conflict', ErrorCode.limit, msg('waitlistPlacesOnSale'));
  const at = now.toISOString();
  const values = [body.places, body.together, zones ? JSON.stringify(zones) : null, wish.maxPrice, body.lang, at, client.sid, client.ip];
  await ctx.db.tx(async (tx) => {
    const existing = await tx.get<{ entry_id: number; state: string }>(
      'SELECT entry_id, state FROM waitlist_entries WHERE calendar_id = ? AND email = ? FOR UPDATE',
      [body.calendar_id, email],
    );
    if (existing && existing.state !== 'waiting' && ACTIVE.includes(existing.state)) throw new DomainError('conflict', ErrorCode.limit, msg('waitlistOffered'));
    if (existing?.state === 'waiting') {
      await tx.run(
        `UPDATE waitlist_entries SET places = ?, together = ?, zones = ?, max_price = ?, lang = ?, changed_at = ?, client_sid = COALESCE(?, client_sid), client_ip = ? WHERE entry_id = ?`,
        [...values, existing.entry_id],
      );
      return;
    }
    // A closed entry gives way to a new one at the end of the line.
    if (existing) await tx.run('DELETE FROM waitlist_entries WHERE entry_id = ?', [existing.entry_id]);
    await tx.run(
      `INSERT INTO waitlist_entries (calendar_id, email, token, joined_at, places, together, zones, max_price, lang, changed_at, client_sid, client_ip)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [body.calendar_id, email, crypto.randomBytes(16).toString('hex'), at, ...values],
    );
  }, { isolation: 'read committed', locks: [`waitlist:join:${body.calendar_id}:${email}`] });
  return { state: 'waiting' };
}

/**
 * The unsubscribe link: the entry leaves the list. Places already held for it stay in its
 * reservation until that lapses (they then go to the next waiter).
 */
export async function leaveWaitlist(ctx: AppContext, token: string): Promise<{ left: true }> {
  const row = await ctx.db.get<{ entry_id: number }>('SELECT entry_id FROM waitlist_entries WHERE token = ?', [token]);
  if (!row) throw new DomainError('notFound', ErrorCode.notFound, msg('waitlistEntryUnknown'));
  await ctx.db.run(`UPDATE waitlist_entries SET state = 'left', changed_at = ? WHERE entry_id = ? AND state IN ('waiting', 'offered')`, [ctx.now().toISOString(), row.entry_id]);
  return { left: true };
}

import { ErrorCode } from '../../../contract/envelope';
import type { AppContext } from '../../context';
import type { Db } from '../../db/driver';
import { DomainError } from '../../domain-error';
import { msg } from '../../texts/messages';

/** Who asks for an order: the browser session (CSRF cookie) and the address. */
export interface OrderClient {
  sid: string | null;
  ip: string;
}

export interface HoldLimitCheck {
  column: 'client_sid' | 'client_ip';
  value: string;
  limit: number;
}

/** The caps that apply to this client (a limit of 0 is none). */
export function holdLimitChecks(ctx: AppContext, client: OrderClient | null): HoldLimitCheck[] {
  if (!client) return [];
  const { heldPerClient, heldPerAddress } = ctx.config.clientLimits;
  const checks: HoldLimitCheck[] = [];
  if (heldPerAddress) checks.push({ column: 'client_ip', value: client.ip, limit: heldPerAddress });
  if (client.sid && heldPerClient) checks.push({ column: 'client_sid', value: client.sid, limit: heldPerClient });
  return checks;
}

/**
 * The per-client locks (in one order) under which the checks count: two concurrent orders of
 * one client count one after the other on PostgreSQL; SQLite's transactions exclude each
 * other anyway. The hold transaction takes them as it begins (TxOptions.locks).
 */
export const holdLockKeys = (checks: readonly HoldLimitCheck[]): string[] => checks.map((c) => `hold:${c.column}:${c.value}`).sort();

export const holdLimitFailure = (limit: number) => new DomainError('conflict', ErrorCode.limit, msg('holdLimit', { limit }));

/**
 * Inside the hold transaction, under holdLockKeys' locks: the places this client holds unpaid
 * for the session, plus the new ones, stay within the limits. The count reads only the
 * client's live orders, at most the limit's worth.
 */
export async function checkHoldLimits(tx: Db, checks: readonly HoldLimitCheck[], calendarId: number, need: number, now: Date): Promise<void> {
  for (const { column, value, limit } of checks) {
    if (need > limit) throw holdLimitFailure(limit);
    const row = await tx.get<{ held: number | null }>(
      `SELECT SUM(l.quantity - l.refunded) AS held FROM orders o JOIN order_lines l ON l.order_id = o.order_id
        WHERE o.${column} = ? AND o.status = 0 AND o.reserve_until > ? AND l.calendar_id = ?`,
      [value, now.toISOString(), calendarId],
    );
    if (Number(row?.held ?? 0) + need > limit) throw holdLimitFailure(limit);
  }
}

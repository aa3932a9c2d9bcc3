import { localized, type Lang } from '../../../../contract/lang';
import type { RefundRowData } from '../../../../contract/refund';
import { REFUND_CONFIRMED, REFUND_DONE, REFUND_OPEN, REFUND_UNCONFIRMED, type LoadReturnInput } from '../../../../engine/machines';

/**
 * What the refund machine loads, and the cache key the page reads the display fields by: the
 * same object on both sides (the machine passes hashConf whenever the address has one).
 */
export function returnLoadInput(hash: string, lang: Lang, hashConf: string | null): LoadReturnInput {
  return { hash, lang, ...(hashConf ? { hashConf } : {}) };
}

/** How a line's status_id reads (docs/product/refund.md): a checkbox, or a status text. */
export type RowStatus = 'open' | 'unconfirmed' | 'confirmed' | 'other';

export function rowStatus(statusId: number): RowStatus {
  if (statusId === REFUND_OPEN) return 'open';
  if (statusId === REFUND_UNCONFIRMED) return 'unconfirmed';
  if (statusId === REFUND_CONFIRMED || statusId === REFUND_DONE) return 'confirmed';
  return 'other';
}

export type RefundGroup = {
  sortnum: number;
  event: string;
  /** `dd.mm.yyyy`, as the rows send it. */
  day: string;
  time: string;
  rows: Array<{ row: RefundRowData; number: number }>;
  /** Some line names its visitor: the table gets that column. */
  hasVisitors: boolean;
};

/** Lines grouped by sortnum (the session), in the order the server sent them; `number` counts across the order. */
export function refundGroups(rows: readonly RefundRowData[], lang: Lang): RefundGroup[] {
  const groups = new Map<number, RefundGroup>();
  rows.forEach((row, i) => {
    let g = groups.get(row.sortnum);
    if (!g) {
      g = { sortnum: row.sortnum, event: localized(row, 'action', lang), day: row.day ?? '', time: row.time ?? '', rows: [], hasVisitors: false };
      groups.set(row.sortnum, g);
    }
    g.rows.push({ row, number: i + 1 });
    if (row.name) g.hasVisitors = true;
  });
  return [...groups.values()];
}

/** The line's category, with its zone when that says more (`Партер · Взрослый`). */
export function rowCategory(row: RefundRowData, lang: Lang): string {
  const category = localized(row, 'clientcategory', lang);
  const zone = localized(row, 'zonelevel', lang);
  return [zone, category].filter((x, i, all) => x && all.indexOf(x) === i).join(' · ');
}

/** `24.11.2026 18:05` → the date part and the time part. */
export function splitDateTime(datime: string | null | undefined): { date: string; time: string } {
  const m = /^(\d{2}\.\d{2}\.\d{4})(?:\s+(\d{1,2}:\d{2}))?/.exec(datime?.trim() ?? '');
  return m ? { date: m[1]!, time: m[2] ?? '' } : { date: '', time: '' };
}

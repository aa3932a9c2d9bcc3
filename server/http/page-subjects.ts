import type { Db } from '../db/driver';

type Subject = 'order' | 'event' | 'ticket';

/** The pages that show one thing by its hash, and which thing (contract/page-paths.ts lists every page). */
const SUBJECT_PAGES: Array<[RegExp, Subject]> = [
  [/^\/order\/(?:return|declined)\/([^/]+)\/?$/i, 'order'],
  [/^\/order\/([^/]+)\/?$/i, 'order'],
  [/^\/nominal-tickets\/([^/]+)\/?$/i, 'order'],
  [/^\/(?:event|scheme)\/([^/]+)(?:\/[^/]+){0,2}\/?$/i, 'event'],
  [/^\/ticket\/([^/]+)\/?$/i, 'ticket'],
];

const LOOKUPS: Record<Subject, string> = {
  order: 'SELECT 1 AS found FROM orders WHERE hash = ?',
  event: 'SELECT 1 AS found FROM events WHERE hash_id = ?',
  // As the ticket call answers: a ticket of a paid order, else not found.
  ticket: 'SELECT 1 AS found FROM tickets t JOIN orders o ON o.order_id = t.order_id WHERE t.tickethash_id = ? AND o.status = 20',
};

/**
 * Whether the page at `pathname` names an order, event or ticket that does not exist: its
 * HTML then answers 404 (the app still shows its own "not found"), so that crawlers, link
 * checkers and monitors read what the buyer reads. Other pages, and a lookup that fails,
 * are not missing.
 */
export async function pageSubjectMissing(db: Db, pathname: string): Promise<boolean> {
  for (const [pattern, subject] of SUBJECT_PAGES) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    let key: string;
    try {
      key = decodeURIComponent(m[1]!);
    } catch {
      return true; // Fastify refuses such a path first (400); kept for any other caller
    }
    // Hashes are stored in lower case (events and tickets are looked up so by their calls).
    const value = subject === 'order' ? key : key.toLowerCase();
    const row = await db.get<{ found: number }>(LOOKUPS[subject], [value]);
    return !row;
  }
  return false;
}

type Subject = 'order' | 'event' | 'ticket';

/**
 * Whether an order, event or ticket with this hash exists (a ticket: of a paid order, as its
 * page shows it). The domain answers; app.ts builds it from the domain's own look-ups.
 */
export type PageSubjects = Record<Subject, (hash: string) => Promise<boolean>>;

/** The pages that show one thing by its hash, and which thing (contract/page-paths.ts lists every page). */
const SUBJECT_PAGES: Array<[RegExp, Subject]> = [
  [/^\/order\/(?:return|declined)\/([^/]+)\/?$/i, 'order'],
  [/^\/order\/([^/]+)\/?$/i, 'order'],
  [/^\/nominal-tickets\/([^/]+)\/?$/i, 'order'],
  [/^\/(?:event|scheme)\/([^/]+)(?:\/[^/]+){0,2}\/?$/i, 'event'],
  [/^\/ticket\/([^/]+)\/?$/i, 'ticket'],
];

/**
 * Whether the page at `pathname` names an order, event or ticket that does not exist: its
 * HTML then answers 404 (the app still shows its own "not found"), so that crawlers, link
 * checkers and monitors read what the buyer reads. Other pages, and a lookup that fails,
 * are not missing.
 */
export async function pageSubjectMissing(subjects: PageSubjects, pathname: string): Promise<boolean> {
  for (const [pattern, subject] of SUBJECT_PAGES) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    let key: string;
    try {
      key = decodeURIComponent(m[1]!);
    } catch {
      return true; // Fastify refuses such a path first (400); kept for any other caller
    }
    return !(await subjects[subject](key));
  }
  return false;
}

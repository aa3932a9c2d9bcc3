// Every path of both specs in one place, so that pages never hand-build URLs.
// `paths` are React Router patterns; `routes` build concrete URLs (without `?lang`;
// add it with `withLang` or use `LangLink`, which does it for you).

export const paths = {
  afisha: '/',
  contacts: '/contacts',
  events: '/event/:hash/:date?/:time?',
  scheme: '/scheme/:hash/:date?/:time?',
  orderView: '/order/:hash',
  orderReturn: '/order/return/:hash',
  orderDeclined: '/order/declined/:hash',
  ticketsNominal: '/nominal-tickets/:hash',
  ticket: '/ticket/:tickethash_id',
  purchaseTerms: '/rules/purchase-terms',
  privacyPolicy: '/rules/privacy-policy',
  // The old rules URLs, still linked from e-mails and other sites.
  legacyRules: '/:lang/rules',
  legacyRulesAgreement: '/:lang/rules-agreement',
  seatmapDemo: '/demo/seatmap',
  /** The waiting list's unsubscribe link (docs/product/waiting-list.md). */
  waitlistLeave: '/waitlist/leave/:token',
  notFound: '*',
} as const;

// Colons stay literal so that times read as `/14:00`, the form the platform links to.
function segment(value: string | number): string {
  return encodeURIComponent(String(value)).replace(/%3A/gi, ':');
}

function withOptional(base: string, ...optional: (string | undefined)[]): string {
  let url = base;
  // A later optional segment without the earlier one would shift meaning (a time read as a date).
  for (const part of optional) {
    if (!part) break;
    url += `/${segment(part)}`;
  }
  return url;
}

export const routes = {
  afisha: () => paths.afisha,
  contacts: () => paths.contacts,
  /** `date` is YYYY-MM-DD, `time` HH:MM. */
  event: (hash: string, date?: string, time?: string) => withOptional(`/event/${segment(hash)}`, date, time),
  scheme: (hash: string, date?: string, time?: string) => withOptional(`/scheme/${segment(hash)}`, date, time),
  orderView: (hash: string) => `/order/${segment(hash)}`,
  orderReturn: (hash: string) => `/order/return/${segment(hash)}`,
  orderDeclined: (hash: string) => `/order/declined/${segment(hash)}`,
  ticketsNominal: (hash: string) => `/nominal-tickets/${segment(hash)}`,
  ticket: (ticketHashId: string) => `/ticket/${segment(ticketHashId)}`,
  purchaseTerms: () => paths.purchaseTerms,
  privacyPolicy: () => paths.privacyPolicy,
  seatmapDemo: () => paths.seatmapDemo,
  waitlistLeave: (token: string) => `/waitlist/leave/${segment(token)}`,
} as const;

/** Spec: the scheme route when the event has a hash_id and useseatsvg equals 1, else the events route. */
export function eventRoute(event: { hash_id?: string | null; useseatsvg?: number | null }, date?: string, time?: string): string | null {
  if (!event.hash_id) return null;
  return event.useseatsvg === 1 ? routes.scheme(event.hash_id, date, time) : routes.event(event.hash_id, date, time);
}

import type { PageHandle } from '../../app/page-queries';
import { getNoSchemeQueryOptions } from '../../features/booking-shared';

// Loaded on demand by the router: the booking forms (phone input, captcha, the flow
// machines) stay out of the storefront's main bundle until an event page is opened.
export { EventsPage as Component } from './events-page';

/** The server renders the event with its load (src/entry-server.tsx). */
export const handle: PageHandle = {
  module: 'src/pages/events/route.ts',
  pageQueries: ({ params, lang }) => [getNoSchemeQueryOptions(params.hash ?? '', lang)],
};

import type { PageHandle } from '../../app/page-queries';
import { getSchemeQueryOptions } from '../../features/seat-booking';

// Loaded on demand by the router: the engine (Konva, d3-zoom, the parser) stays out of
// the storefront's main bundle until a scheme page is opened.
export { SchemePage as Component } from './scheme-page';

/** The server renders the event's heading and the booking around the map with its load (src/entry-server.tsx). */
export const handle: PageHandle = {
  module: 'src/pages/scheme/route.ts',
  pageQueries: ({ params, lang }) => [getSchemeQueryOptions(params.hash ?? '', lang)],
};

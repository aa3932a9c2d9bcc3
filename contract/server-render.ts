// The server render's interface: what the server asks of the client's server bundle
// (src/entry-server.tsx, loaded by server/http/ssr.ts without importing src/), and the
// state the rendered page carries for the browser (<script id="ssr-state">, read by src/main.tsx).
import { z } from 'zod';

export type RenderRequest = {
  /** The page's path and query, as the visitor asked. */
  url: string;
  /** The visitor's calls, answered by the server's own routes (their cookies, limits, errors). */
  fetch: typeof globalThis.fetch;
  /** The CSRF token made for this visitor (the data loads are POSTs). */
  token: string | null;
  /** Whether the visitor's browser says it is a phone (the listing's layout follows it). */
  phone: boolean;
};

export type RenderedPage = {
  /** What goes into <head>: the page's meta tags and preloads. */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** JSON for <script id="ssr-state"> (SsrState): the answers and what the render assumed. */
  state: string;
  /** The page's <html lang>. */
  htmlLang: string;
  /** The lazy page modules shown (their stylesheets and chunks, from the client's manifest). */
  modules: string[];
};

/** What the server bundle exports. */
export type ServerRenderModule = {
  renderPage: (request: RenderRequest) => Promise<RenderedPage | null>;
  /** A window (jsdom) for parsing and sanitising HTML fragments only; the server brings it. */
  prepareServerRender: (htmlWindow: Window & typeof globalThis) => void;
};

/** The id of the <script type="application/json"> that carries the state. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * What a server-rendered page carries for its hydration: the API answers its markup was made
 * from (TanStack Query's dehydrated state), the router's hydration state, and what it assumed
 * about the screen. The libraries own the first two's shapes; the client types them.
 */
export const ssrStateSchema = z.object({
  queries: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }).passthrough(),
  router: z.object({}).passthrough(),
  phone: z.boolean(),
});

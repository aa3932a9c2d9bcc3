// Where `npm run dev` sends the API (vite.config.ts): API_URL, default the server npm start
// runs on this machine. Set it to run the dev build beside another server (a second
// checkout, a server on another port or machine).
export const DEFAULT_API_URL = 'http://localhost:8080';

/** The paths the dev server hands to the API server, and where. */
export function devProxy(env: Record<string, string | undefined>): Record<string, string> {
  const raw = env.API_URL?.trim() || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`API_URL must be an http(s) address such as http://localhost:8080, not '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_URL must be an http(s) address, not '${raw}'`);
  // The proxied paths are the server's own: a path in API_URL would be dropped, so it is refused.
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`API_URL is the server's origin (scheme, host, port) without a path: '${raw}'`);
  const target = url.origin;
  return {
    '/api': target,
    '/svg': target,
    '/images': target,
    // The sandbox bank's pages (the card widget's hosted page in its frame) and the widget's
    // served files; not /widget/src/…, the sources the dev server itself serves to the page.
    '/sandbox': target,
    '^/widget/checkout\\.m?js$': target,
  };
}

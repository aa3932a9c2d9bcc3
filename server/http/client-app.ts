import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { parseLang } from '../../contract/lang';
import { isPagePath } from '../../contract/page-paths';
import { pickEncoding } from './accept-encoding';
import { failure } from './envelope';
import { pageSubjectMissing, type PageSubjects } from './page-subjects';
import { createPageRenderer, pageAssets } from './ssr';
import { scriptJson } from '../../contract/script-json';
import { escapeHtml } from '../texts/escape-html';
import { PageBytes } from './page-bytes';
import { pageScripts, type PageScripts } from './page-scripts';
import { PAGE_TOKEN_COOKIE } from '../../contract/page-token';
import { EARLY_GETS_ID } from './scripts/globals';

/**
 * What a missing static file is named like. Page routes may carry dots too (a date in
 * the old dd.mm.yyyy form, an order hash): those still get the page and its 404.
 */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|webmanifest|wasm)$/i;
const STATIC_FOLDERS = ['/assets/', '/images/', '/svg/'];

/**
 * `/api/…` however a client spells it (`//api/`, `/API/`, `/%61pi/`): a script that reaches
 * no route there still reads the envelope, not a page or plain text.
 */
function looksLikeApi(url: string): boolean {
  let spelled = url;
  try {
    spelled = decodeURIComponent(url);
  } catch {
    // A malformed escape: the path as sent.
  }
  spelled = spelled.replace(/\/{2,}/g, '/').toLowerCase();
  return spelled === '/api' || spelled.startsWith('/api/');
}

/** A page route, not a missing file, and HTML accepted. */
function wantsHtml(req: FastifyRequest, url: string): boolean {
  if (STATIC_FILE.test(url) || STATIC_FOLDERS.some((f) => url.startsWith(f))) return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}


/**
 * The GETs a page makes first, started by an inline script while its code downloads (the
 * client's API layer takes the answer instead of asking again). Keyed by the exact path the
 * client's fetcher builds: src/features/afisha/api/get-afisha.ts for the listing.
 */
function earlyGets(pathname: string, query: URLSearchParams): string[] {
  if (pathname === '/') return [`/api/afisha?${new URLSearchParams({ lang: parseLang(query.get('lang')) })}`];
  return [];
}

/** The listing's first GETs for scripts/early-gets.ts, as JSON before the script. */
function earlyGetsScript(scripts: PageScripts, paths: string[]): string {
  return `<script id="${EARLY_GETS_ID}" type="application/json">${scriptJson(paths)}</script><script>${scripts.earlyGets}</script>`;
}

type IndexFile = { html: string; mtimeMs: number };

/**
 * The page with the server's markup in place of what index.html shows before the code: the
 * root is the body's last element (Vite moves the entry script into the head). `html`
 * closes the root itself and may add what follows it.
 */
function withRoot(page: string, html: string): string | null {
  const start = page.indexOf('<div id="root">');
  const end = page.lastIndexOf('</body>');
  if (start < 0 || end < start) return null;
  return `${page.slice(0, start)}<div id="root">${html}\n  ${page.slice(end)}`;
}

/** The visitor's Cookie header with the cookies a response just set (the new session). */
function withSetCookies(cookie: string | undefined, setCookie: string | string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The page token's cookie: for the session, like the session cookie it belongs to, and readable by the page's code. */
function pageTokenCookie(token: string, secure: boolean): string {
  return `${PAGE_TOKEN_COOKIE}=${token}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Serves the built client and falls back to index.html for every non-API GET that
 * accepts HTML (history-mode routing), with 404 for a path no page has (the app shows its
 * not-found page). Hashed assets are cached for a year; index.html never.
 *
 * Each page's HTML carries what its first paint needs, so that no round trip stands before
 * it on a slow mobile network: the stylesheet inline, the setup (header, banner, footer)
 * as JSON, and for the listing an early start of its data. The CSRF token for the page's
 * first POSTs comes in a cookie set with the session's (contract/page-token.ts), not in the
 * HTML: a page is then the same bytes for every visitor, compressed once (page-bytes.ts).
 */
export async function installClientApp(app: FastifyInstance, clientDir: string, subjects: PageSubjects): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Its own header would override ours: hashed assets are immutable, the rest revalidate.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    installBrotliAssets(app, clientDir);
  } else {
    app.log.warn({ clientDir }, 'client is not built: run `npm run build` (npm start does it for you)');
  }

  const scripts = await pageScripts();
  const compressed = new PageBytes();
  const renderer = createPageRenderer(app, clientDir);
  const assetsOf = pageAssets(clientDir);

  // Read once and again when a new build replaces it (tests rebuild under a running server).
  let cached: IndexFile | null = null;
  // The stylesheets index.html links (inlined already): a rendered page's own come on top.
  const readIndexStyles = (): string[] => {
    try {
      const raw = fs.readFileSync(indexFile, 'utf8');
      return [...raw.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] ?? '');
    } catch {
      return [];
    }
  };
  const readIndex = (): string => {
    const mtimeMs = fs.statSync(indexFile).mtimeMs;
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    cached = { html: inlineStylesheets(fs.readFileSync(indexFile, 'utf8'), clientDir), mtimeMs };
    return cached.html;
  };

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply, status: number) => {
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The storefront client is not built yet: run `npm run build` or `npm start`.');
    }
    const url = new URL(req.url, 'http://page');
    const head: string[] = [];

    // The answers the page would ask for first, from this server's own routes (their hooks,
    // cookies and errors included), so that the HTML carries nothing the API would not say.
    // A proxy's headers go along, so that the cookie is Secure behind HTTPS and the
    // calls count against the visitor's address.
    const passed: Record<string, string> = { accept: 'application/json' };
    for (const name of ['cookie', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-request-id']) {
      const value = req.headers[name];
      if (typeof value === 'string') passed[name] = value;
    }
    const [token, setup] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/token', headers: passed, remoteAddress: req.socket.remoteAddress }),
      app.inject({ method: 'GET', url: '/api/setup', headers: passed, remoteAddress: req.socket.remoteAddress }),
    ]);
    let csrf: string | null = null;
    let cookie = passed.cookie;
    if (token.statusCode === 200) {
      const setCookie = token.headers['set-cookie'];
      const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? [...setCookie] : [setCookie];
      const value = (token.json() as { response?: unknown }).response;
      if (typeof value === 'string') {
        csrf = value;
        // In a cookie the page's code reads, not in the HTML: the page stays the same bytes for every visitor.
        if (req.cookies[PAGE_TOKEN_COOKIE] !== value) cookies.push(pageTokenCookie(value, req.protocol === 'https'));
      }
      if (cookies.length) {
        reply.header('set-cookie', cookies);
        cookie = withSetCookies(cookie, cookies);
      }
    }
    if (setup.statusCode === 200) head.push(`<script id="boot-setup" type="application/json">${scriptJson(setup.json())}</script>`);

    // The page's content, rendered here by the same components from the same answers; when
    // that fails, the page goes out as before and the browser renders it.
    const rendered = await renderer.render(req, csrf, cookie);
    // React's preloads (the first card's picture) go first in <head>: on HTTP/1.1 a phone
    // opens six connections, and behind twenty script preloads a picture waits seconds.
    const first: string[] = [];
    if (rendered) {
      first.push(rendered.head, `<script>${scripts.earlyTaps}</script>`);
      const assets = assetsOf(rendered.modules);
      const inlined = new Set(readIndexStyles());
      for (const href of assets.css) if (!inlined.has(href)) head.push(inlineStyle(clientDir, href) ?? `<link rel="stylesheet" href="${escapeHtml(href)}">`);
      for (const href of assets.js) head.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
    }
    else {
      const early = status === 200 ? earlyGets(url.pathname, url.searchParams) : [];
      if (early.length) head.push(earlyGetsScript(scripts, early));
    }

    let page = readIndex();
    if (rendered) {
      // The answers go after the markup: the content paints before they have arrived.
      page = withRoot(page, `${rendered.html}</div><script id="ssr-state" type="application/json">${rendered.state}</script>`) ?? page;
      page = page.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(rendered.htmlLang)}"`);
    }
    const at = page.includes('</head>') ? page.indexOf('</head>') : Math.max(0, page.indexOf('<div id="root"'));
    let html = page.slice(0, at) + head.join('') + page.slice(at);
    if (first.length) {
      const viewport = html.search(/<meta name="viewport"[^>]*>/);
      const after = viewport < 0 ? -1 : html.indexOf('>', viewport) + 1;
      if (after > 0) html = html.slice(0, after) + first.join('') + html.slice(after);
    }
    // Its cookies are this visitor's: no shared cache may keep the page.
    reply.status(status).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(html);
    // Content-Encoding set here tells @fastify/compress to leave the body alone.
    return reply.header('content-encoding', encoding).send(await compressed.bytes(html, encoding));
  };

  app.get('/', (req, reply) => sendIndex(req, reply, 200));

  // A page of an order, event or ticket that does not exist answers 404 like an unknown path.
  const pageStatus = async (url: string): Promise<number> => {
    try {
      return (await pageSubjectMissing(subjects, url)) ? 404 : 200;
    } catch (err) {
      app.log.warn({ err, url }, 'could not look up the page subject; answering 200');
      return 200;
    }
  };

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const isApi = looksLikeApi(url);
    if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && wantsHtml(req, url)) return sendIndex(req, reply, isPagePath(url) ? await pageStatus(url) : 404);
    if (isApi) return reply.status(404).send(failure(ErrorCode.notFound, `No API route ${req.method} ${url}`));
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/**
 * The entry's stylesheet as a <style> in the page: a blocking stylesheet costs the first
 * paint a round trip (562 ms on a slow mobile network) for ~4 KB compressed.
 */
function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => inlineStyle(clientDir, href) ?? tag);
}

/** A built stylesheet as a <style> element; null when it is not one of the build's assets. */
function inlineStyle(clientDir: string, href: string): string | null {
  const file = path.join(clientDir, href);
  if (!file.startsWith(path.join(clientDir, 'assets') + path.sep) || !fs.existsSync(file)) return null;
  return `<style>${fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
}

const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html)$/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * The hashed assets in Brotli's best compression, made once in the background after start
 * (they never change under their names) and kept in memory: on the fly the compression
 * plugin uses a fast level, ~15% larger, which a phone on a slow network pays on every
 * first visit. Until an asset's turn comes, it is served as before.
 */
function installBrotliAssets(app: FastifyInstance, clientDir: string): void {
  const assetsDir = path.join(clientDir, 'assets');
  const ready = new Map<string, Buffer>();
  let stopped = false;
  app.addHook('onClose', async () => {
    stopped = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.startsWith('/assets/')) return;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (!/\bbr\b/.test(accepts)) return;
    const body = ready.get(req.url);
    if (!body) return;
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-encoding', 'br')
      .header('vary', 'accept-encoding')
      .type(TYPES[path.extname(req.url)] ?? 'application/octet-stream')
      .send(body);
  });
  app.addHook('onReady', async () => {
    if (!fs.existsSync(assetsDir)) return;
    const files = fs.readdirSync(assetsDir).filter((f) => COMPRESSIBLE.test(f));
    // One at a time on libuv's pool: the server answers meanwhile.
    void (async () => {
      for (const file of files) {
        if (stopped) return;
        try {
          const raw = await fs.promises.readFile(path.join(assetsDir, file));
          ready.set(`/assets/${file}`, await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        } catch (err) {
          app.log.warn({ err, file }, 'could not precompress an asset; it is served compressed on the fly');
        }
      }
    })();
  });
}

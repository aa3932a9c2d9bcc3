import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage, ServerRenderModule as RenderModule } from '../../contract/server-render';
import { SSR_ENTRY_FILE, ssrDirFor } from './ssr-paths';

/**
 * How long a page's render may take before the page goes out without it (the browser then
 * renders it, as it would without server rendering). Its loads are the server's own routes
 * in memory: a render that takes longer is stuck, and the visitor should not wait for it.
 */
export const SSR_TIMEOUT_MS = 3000;

export type PageRenderer = {
  /** The page rendered, or null when it is not rendered here (no bundle, a failure, a timeout: logged). */
  render: (req: FastifyRequest, token: string | null, cookie: string | undefined) => Promise<RenderedPage | null>;
};

/**
 * Loads the client build's server render and renders pages with it. The bundle is read
 * again when a new build replaces it (tests rebuild under a running server); without it,
 * pages are rendered by the browser alone, with one warning in the log.
 */
export function createPageRenderer(app: FastifyInstance, clientDir: string, options: { timeoutMs?: number; load?: (file: string) => Promise<RenderModule> } = {}): PageRenderer {
  const entry = path.join(ssrDirFor(clientDir), SSR_ENTRY_FILE);
  const timeoutMs = options.timeoutMs ?? SSR_TIMEOUT_MS;
  const load = options.load ?? loadBundle;
  let loaded: { mtimeMs: number; module: Promise<RenderModule>; ready: RenderModule | null } | null = null;
  let warned = false;

  /** The bundle once loaded; while it loads (seconds, at start) pages go out as before rather than wait. */
  const renderModule = (log: FastifyBaseLogger): Promise<RenderModule> | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(entry).mtimeMs;
    } catch {
      if (!warned) log.warn({ entry }, 'no server render bundle: pages are rendered in the browser only (build the client with `npm run build`)');
      warned = true;
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // A query of its own makes a rebuilt bundle a new module (ESM caches by URL).
      const module = load(`${pathToFileURL(entry).href}?v=${mtimeMs}`);
      const current = { mtimeMs, module, ready: null as RenderModule | null };
      module.then(
        (m) => {
          current.ready = m;
        },
        () => undefined,
      );
      loaded = current;
    }
    return loaded.module;
  };

  // Loaded at start, so that the first visitor does not wait for the bundle (and jsdom).
  app.addHook('onReady', async () => {
    void renderModule(app.log)?.catch((err: unknown) => app.log.error({ err, entry }, 'could not load the server render bundle: pages are rendered in the browser only'));
  });

  return {
    async render(req, token, cookie) {
      if (!renderModule(req.log)) return null;
      const module = loaded?.ready;
      if (!module) return null;
      const fetch = injectFetch(app, req, cookie);
      const ua = String(req.headers['user-agent'] ?? '');
      const phone = req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android|iPhone|iPod/i.test(ua);
      let timer: NodeJS.Timeout | undefined;
      try {
        const rendered = await Promise.race([
          module.renderPage({ url: req.url, fetch, token, phone }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return rendered;
      } catch (err) {
        req.log.error({ err, url: req.url }, 'server render failed: the page goes out without its content (the browser renders it)');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The bundle, given a window for its HTML helpers (sanitising and cutting descriptions): jsdom,
 * imported here so that the bundle, wherever it was built, needs no package of its own.
 */
async function loadBundle(file: string): Promise<RenderModule> {
  const [module, { JSDOM }] = await Promise.all([import(file) as Promise<RenderModule>, import('jsdom')]);
  module.prepareServerRender(new JSDOM('<!doctype html><html><body></body></html>').window);
  return module;
}

/**
 * fetch() for the render's API calls, answered by this server's own routes as the
 * visitor's (cookie, address, proxy headers), so that the page says nothing the API would not.
 */
function injectFetch(app: FastifyInstance, req: FastifyRequest, cookie: string | undefined): typeof globalThis.fetch {
  const passed: Record<string, string> = {};
  for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-request-id', 'user-agent']) {
    const value = req.headers[name];
    if (typeof value === 'string') passed[name] = value;
  }
  if (cookie) passed.cookie = cookie;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = { ...passed };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = (init?.method ?? 'GET').toUpperCase();
    const res = await app.inject({
      method: method === 'POST' ? 'POST' : 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: req.socket.remoteAddress,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) out.append(name, v);
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * What a server-rendered lazy page needs before its code runs: its stylesheets (inline, so
 * the page does not shift when they would arrive) and its chunks (preloaded, so hydration
 * does not wait for one chunk to name the next). From the client build's manifest.
 */
export function pageAssets(clientDir: string): (modules: string[]) => { css: string[]; js: string[] } {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | null = null;
  const manifest = (): Record<string, ManifestChunk> => {
    try {
      const mtimeMs = fs.statSync(file).mtimeMs;
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk> };
      return cached.manifest;
    } catch {
      return {};
    }
  };
  return (modules) => {
    const chunks = manifest();
    const css = new Set<string>();
    const js = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = chunks[key];
      if (!chunk) return;
      js.add(`/${chunk.file}`);
      for (const c of chunk.css ?? []) css.add(`/${c}`);
      for (const i of chunk.imports ?? []) visit(i);
    };
    modules.forEach(visit);
    return { css: [...css], js: [...js] };
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssrDirFor } from '../../server/http/ssr-paths';
import { eventHash } from '../../server/seed/ids';
import { serverRenderBuild } from '../../vite.config';
import { startServer, type TestServer } from './harness';

// The pages' first content comes in their HTML (issue 18: largest contentful paint on a
// phone), rendered by the real components from the server's own answers; a render that
// fails or hangs costs the visitor only that, never the page.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Outside the repository, as a deployment may put it: the bundle needs no package of its own.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-server-render-'));
const INDEX = '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Афиша</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><div class="shell" aria-busy="true">index-html-placeholder</div></div></body></html>';
const dinosaurs = eventHash('world-of-dinosaurs');
const html = async (server: TestServer, url: string) => {
  const res = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text(), cookies: res.headers.getSetCookie() };
};
/** Waits for a condition (the bundles load in the background after a start), up to a minute. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the server render bundle was not loaded within a minute');
    await new Promise((r) => setTimeout(r, 200));
  }
}
const hangingLoaded = () => (globalThis as { __hangingRenderLoaded?: boolean }).__hangingRenderLoaded === true;
/** The markup in #root (the answers after it are all languages' data). */
const rootOf = (page: string) => {
  const start = page.indexOf('<div id="root">');
  const state = page.indexOf('<script id="ssr-state"');
  return page.slice(start, state > start ? state : undefined);
};
const stateOf = (page: string) => JSON.parse(/<script id="ssr-state" type="application\/json">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as {
  queries: { queries: { queryKey: unknown[]; dehydratedAt?: number; state: { dataUpdatedAt: number } }[] };
} | null;

function clientWith(name: string, renderer?: string): string {
  const clientDir = path.join(work, name, 'client');
  fs.mkdirSync(clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  if (renderer !== undefined) {
    fs.mkdirSync(ssrDirFor(clientDir), { recursive: true });
    fs.writeFileSync(path.join(ssrDirFor(clientDir), 'entry-server.js'), renderer);
  }
  return clientDir;
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('server rendering with the real bundle', () => {
  let server: TestServer;
  const errors: string[] = [];
  beforeAll(async () => {
    const clientDir = clientWith('real');
    // A production bundle, as `npm run build` makes it (vitest's NODE_ENV=test would make a development one).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build(serverRenderBuild(ssrDirFor(clientDir), { configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' }));
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    server = await startServer({ config: { clientDir }, logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } } });
    // The bundle loads after the start (pages go out unrendered meanwhile): wait until it renders.
    await until(async () => (await html(server, '/contacts')).text.includes('id="ssr-state"'));
  }, 300_000);
  afterAll(() => server?.close());

  it("puts the listing's first cards and the event's heading and dates into the page, in the address's language", async () => {
    const ru = await html(server, '/');
    expect(ru.status).toBe(200);
    expect(rootOf(ru.text)).toContain('class="event-card');
    expect(rootOf(ru.text)).toContain('Интерактивная выставка «Мир динозавров»');
    expect(rootOf(ru.text)).not.toContain('index-html-placeholder');
    // The first card's picture starts with the HTML, before the scripts.
    expect(ru.text.indexOf('rel="preload" as="image"')).toBeLessThan(ru.text.indexOf('<script type="module"'));
    expect(ru.text).toContain('fetchPriority="high"');
    // The answers it was made from come along: the browser asks nothing again.
    expect(stateOf(ru.text)?.queries.queries.map((q) => q.queryKey)).toEqual([['afisha', 'ru']]);
    // Their times in steps of 5 s: the page rendered again within the step is the same
    // bytes, compressed once (server/http/page-bytes.ts).
    for (const q of stateOf(ru.text)?.queries.queries ?? []) {
      expect(q.dehydratedAt! % 5000).toBe(0);
      expect(q.state.dataUpdatedAt % 5000).toBe(0);
      expect(q.state.dataUpdatedAt).toBeGreaterThan(0);
    }
    expect(ru.text).not.toContain('<script id="early-gets"');

    const en = await html(server, '/?lang=en');
    expect(en.text).toMatch(/<html lang="en"/);
    expect(rootOf(en.text)).toContain('Interactive exhibition &quot;World of Dinosaurs&quot;');
    expect(rootOf(en.text)).not.toContain('Мир динозавров');

    for (const [lang, title, day] of [
      ['ru', 'Интерактивная выставка «Мир динозавров»', /aria-label="(понедельник|вторник|среда|четверг|пятница|суббота|воскресенье), \d+ /],
      ['kz', '«Динозаврлар әлемі» интерактивті көрмесі', /aria-label="(дүйсенбі|сейсенбі|сәрсенбі|бейсенбі|жұма|сенбі|жексенбі), \d+ /],
    ] as const) {
      const page = await html(server, `/event/${dinosaurs}${lang === 'ru' ? '' : `?lang=${lang}`}`);
      expect(page.status).toBe(200);
      const content = rootOf(page.text);
      expect(content, lang).toMatch(new RegExp(`<h1[^>]*>(<span>)?${title}`));
      // The session dates to choose from, in the page's language (Kazakh through date-fns).
      expect(content, lang).toMatch(day);
      expect(content, lang).not.toContain('flow-traces');
      expect(stateOf(page.text)?.queries.queries.map((q) => q.queryKey)).toEqual([['no-scheme', dinosaurs, lang]]);
    }
  });

  it("leaves a buyer's own pages and the demo to the browser, without a failure in the log", async () => {
    errors.length = 0;
    for (const url of ['/order/abc', '/order/declined/abc', '/ticket/1', '/demo/seatmap']) {
      const page = await html(server, url);
      // No such order or ticket: the page answers 404 (page-status.test.ts), still drawn by the browser.
      expect(page.status, url).toBe(url === '/demo/seatmap' ? 200 : 404);
      expect(page.text, url).not.toContain('id="ssr-state"');
      expect(rootOf(page.text), url).toContain('index-html-placeholder');
    }
    // Before the routes said which pages the server renders, the order page and the demo failed
    // their renders (no getServerSnapshot, `window` at render) and logged it on every visit.
    expect(errors).toEqual([]);
  });

  it('keeps the 404 of a path no page has and the CSRF token and setup of every page', async () => {
    const missing = await html(server, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(rootOf(missing.text)).toContain('Страница не найдена');
    const page = await html(server, `/event/${dinosaurs}`);
    expect(page.cookies.some((c) => /^storefront_csrf=[^;]+/.test(c))).toBe(true);
    expect(page.text).toContain('<script id="boot-setup" type="application/json">');
  });
});

describe('a render that fails or hangs', () => {
  let failing: TestServer;
  let hanging: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    const stream = { write: (line: string) => logged.push(line) };
    failing = await startServer({
      config: { clientDir: clientWith('failing', 'export function prepareServerRender() {} export async function renderPage() { throw new Error("render bug"); }') },
      logger: { level: 'error', stream },
    });
    // It says when it is loaded, so that the test knows the page waited for it and gave up.
    hanging = await startServer({
      config: { clientDir: clientWith('hanging', 'globalThis.__hangingRenderLoaded = true; export function prepareServerRender() {} export function renderPage() { return new Promise(() => {}); }') },
    });
    // Each loads its bundle after the start; until then its pages go out unrendered anyway.
    await until(async () => logged.some((line) => line.includes('render bug')) || (await html(failing, '/'), false));
    await until(hangingLoaded);
  }, 120_000);
  afterAll(async () => {
    await failing?.close();
    await hanging?.close();
  });

  it('sends the page the browser renders, with its placeholder, token and setup, and logs why', async () => {
    for (const server of [failing, hanging]) {
      const page = await html(server, '/');
      expect(page.status).toBe(200);
      expect(rootOf(page.text)).toContain('index-html-placeholder');
      expect(page.text).not.toContain('id="ssr-state"');
      expect(page.cookies.some((c) => /^storefront_csrf=[^;]+/.test(c))).toBe(true);
      expect(page.text).toContain('<script id="early-gets"');
    }
    expect(logged.some((line) => line.includes('server render failed') && line.includes('render bug'))).toBe(true);
    expect((await html(failing, '/no/such/page')).status).toBe(404);
  });
});

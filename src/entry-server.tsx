/**
 * The server's render of a page (built with `vite build --ssr`, loaded by
 * server/http/ssr.ts): the same components as the browser, from the same API answers,
 * so that a phone paints the page's content from the HTML instead of after ~170 KB of
 * code has run. The browser then hydrates it (main.tsx) from the answers dehydrated here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type Params } from 'react-router-dom';
import { parseLang } from '../contract/lang';
import { scriptJson } from '../contract/script-json';
import { setServerCallScope, type CallScope } from './api/client';
import { pageModuleOf, pageQueriesOf, rendersOnServer } from './app/page-queries';
import { setServerHtmlWindow } from './components/html-dom';
import { AppProviders } from './app/provider';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/routes';
import { PHONE_QUERY, assumeMediaQuery } from './features/afisha/hooks/use-media-query';
import { assumeSlidesScreen } from './features/booking-shared/model/slides-per-view';
import { getSetupQueryOptions } from './features/setup/api/get-setup';
import { i18n, loadLanguage, loadPageTexts } from './i18n/i18n';
import { htmlLang, i18nCode } from './i18n/languages';
import type { SsrState } from './ssr-state';
import type { RenderRequest, RenderedPage, ServerRenderModule } from '../contract/server-render';

const calls = new AsyncLocalStorage<CallScope>();
setServerCallScope(() => calls.getStore());
/**
 * Called once by the server after loading the bundle, with a window (jsdom) only for parsing and
 * sanitising HTML fragments; the app's code still sees no `window` or `document` and takes its
 * server paths. The server brings it so that the bundle needs no package of its own.
 */
export function prepareServerRender(htmlWindow: Window & typeof globalThis): void {
  setServerHtmlWindow(htmlWindow);
}

/** How long one page's render may take before it is given up (the server waits 3 s in all). */
const RENDER_LIMIT_MS = 2000;

let renderQueue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const turn = renderQueue.then(render, render);
  renderQueue = turn.catch(() => undefined);
  return turn;
}

/**
 * The grain the answers' times are rounded down to: the same page rendered again within it is
 * then the same bytes, which the server compresses once (server/http/page-bytes.ts). The data
 * only seems up to this much older than it is, well within its 30 s of freshness: at worst a
 * refetch comes this much sooner.
 */
const TIME_GRAIN_MS = 5_000;

function toTimeGrain(state: DehydratedState): DehydratedState {
  const floor = (ms: number) => ms - (ms % TIME_GRAIN_MS);
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      ...(q.dehydratedAt === undefined ? {} : { dehydratedAt: floor(q.dehydratedAt) }),
      state: { ...q.state, dataUpdatedAt: floor(q.state.dataUpdatedAt) },
    })),
  };
}

/** Answers the page's first loads into a fresh cache; a failed one stays out (the browser asks again). */
async function prefetch(queryClient: QueryClient, matches: { params: Params; route: { handle?: unknown } }[], lang: ReturnType<typeof parseLang>) {
  const options = [getSetupQueryOptions(), ...matches.flatMap((m) => pageQueriesOf(m.route.handle)?.({ params: m.params, lang }) ?? [])];
  await Promise.all(options.map((o) => queryClient.prefetchQuery({ ...o, retry: false })));
}

/**
 * The page at `url`, or null when it is not one to render here (a redirect, a page whose route
 * does not ask for it: PageHandle.serverRender). Throws when
 * rendering fails: the server then sends the page without content, as before.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://page');
  const lang = parseLang(url.searchParams.get('lang'));
  const scope: CallScope = { fetch: request.fetch, token: request.token, language: htmlLang[lang] };

  const handler = createStaticHandler(appRoutes);
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = await calls.run(scope, async () => {
    // Resolves the lazy routes (their code and the Russian page texts) as the browser will.
    const routed = await handler.query(new Request(url.href, { signal: AbortSignal.timeout(10_000) }));
    if (routed instanceof Response) return null;
    if (!rendersOnServer(routed.matches.at(-1)?.route.handle)) return null;
    await Promise.all([loadLanguage(lang), loadPageTexts(), prefetch(queryClient, routed.matches, lang)]);
    return routed;
  });
  if (!context) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  // i18next's language and the assumed screen belong to the process: one page is rendered
  // at a time (a render of loaded data takes milliseconds), so no visitor's page is drawn
  // in another's language.
  const html = await oneAtATime(async () => {
    await i18n.changeLanguage(i18nCode[lang]);
    if (i18n.language !== i18nCode[lang]) throw new Error(`i18next did not switch to ${lang}`);
    assumeMediaQuery(PHONE_QUERY, request.phone);
    assumeSlidesScreen(request.phone);
    // prerender waits for what suspends (a lazy part), so the markup is the page's whole first render.
    // A part that never resolves must not hold the next visitors' pages: the render is given up.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      { signal: AbortSignal.timeout(RENDER_LIMIT_MS) },
    );
    const parts: Buffer[] = [];
    for await (const chunk of prelude) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(parts).toString('utf8');
  });
  const state: SsrState = {
    // The setup is in the page already (#boot-setup, read by its query's initialData).
    queries: toTimeGrain(dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] !== 'setup' })),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    phone: request.phone,
  };
  queryClient.clear();
  // React puts what belongs in <head> (the page's meta tags, the preload of the first
  // card's picture) before the markup when it renders less than the whole document.
  const hoisted = /^(?:<(?:link|meta)\b[^>]*>)+/.exec(html)?.[0] ?? '';
  const modules = context.matches.flatMap((m) => pageModuleOf(m.route.handle) ?? []);
  return { head: hoisted, html: html.slice(hoisted.length), state: scriptJson(state), htmlLang: htmlLang[lang], modules };
}

// The server loads this bundle as contract/server-render.ts says; the compiler holds both ends to it.
const _asTheServerLoadsIt: ServerRenderModule = { renderPage, prepareServerRender };

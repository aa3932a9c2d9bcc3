import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { EarlyTapsReplay } from './app/early-taps';
import { createQueryClient } from './app/query-client';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { PHONE_QUERY, assumeMediaQuery } from './features/afisha/hooks/use-media-query';
import { assumeSlidesScreen } from './features/booking-shared/model/slides-per-view';
import { initialLang, loadLanguage } from './i18n/i18n';
import { readSsrState } from './ssr-state';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page opened in English, Kazakh or Chinese gets its texts before the first render (one
// small chunk; Russian is bundled), so no frame shows raw keys or the wrong language.
// The lazy page's code too, whether the server rendered the page or not: a router started
// before it is loaded renders nothing and warns that it has no HydrateFallback. Without a
// server render a failed load is left to the router, which tries again and shows its error.
const ssr = readSsrState();
const routesLoaded = loadMatchedRoutes(window.location.pathname);
await Promise.all([loadLanguage(initialLang()), ssr ? routesLoaded : routesLoaded.catch(() => undefined)]);

if (ssr) {
  // The server rendered this page (src/entry-server.tsx): take over its markup with the
  // answers it was made from, so that nothing is asked again and nothing is drawn twice.
  const queryClient = createQueryClient();
  hydrate(queryClient, ssr.queries);
  assumeMediaQuery(PHONE_QUERY, ssr.phone);
  assumeSlidesScreen(ssr.phone);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter(ssr.router)} />
      <EarlyTapsReplay />
    </StrictMode>,
    {
      // A markup difference is repaired by rendering afresh; it is logged to be fixed.
      onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack ?? ''),
    },
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

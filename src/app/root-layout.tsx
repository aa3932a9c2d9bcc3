import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { loadPageTexts } from '../i18n/i18n';
import { useSyncLanguage } from '../i18n/use-sync-language';
import { Layout } from '../shell/layout';

// Development builds offer the recorded flow traces for download (QA replays them with
// `npm run replay`). Vite replaces import.meta.env.DEV with false in production, so the
// import below and its chunk are left out of production bundles; unit tests of pages
// (mode 'test') go without it.
const FlowTraceDownload = import.meta.env.DEV && import.meta.env.MODE !== 'test'
  ? lazy(() => Promise.all([import('../flows/trace-download'), loadPageTexts()]).then(([m]) => ({ default: m.FlowTraceDownload })))
  : null;

/** The element of the root route: language follows the address, every page gets the shell. */
export function RootLayout() {
  useSyncLanguage();
  return (
    <Layout>
      <Outlet />
      {FlowTraceDownload && (
        <Suspense fallback={null}>
          <FlowTraceDownload />
        </Suspense>
      )}
    </Layout>
  );
}

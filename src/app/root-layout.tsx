import { Outlet } from 'react-router-dom';
import { useSyncLanguage } from '../i18n/use-sync-language';
import { Layout } from '../shell/layout';

/** The element of the root route: language follows the address, every page gets the shell. */
export function RootLayout() {
  useSyncLanguage();
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

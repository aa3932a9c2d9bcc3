import type { RouteObject } from 'react-router-dom';
import { loadPageTexts } from '../i18n/i18n';
import { paths, routes } from '../config/routes';
import { AfishaPage } from '../pages/afisha/afisha-page';
import { ContactsPage } from '../pages/contacts/contacts-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { LegacyRulesRedirect } from '../pages/rules/legacy-rules-redirect';
import { RulesPage } from '../pages/rules/rules-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { PageHandle } from './page-queries';
import { getAfishaQueryOptions } from '../features/afisha/api/get-afisha';

const afishaHandle: PageHandle = { pageQueries: ({ lang }) => [getAfishaQueryOptions(lang)] };
/** Pages of fixed content (their texts and the setup, both in the page already). */
const fixedHandle: PageHandle = { serverRender: true };

/** A lazy page's code together with its texts (the first chunk carries only the listing's). */
function withPageTexts<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, loadPageTexts()]).then(([module]) => module);
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.afisha, element: <AfishaPage />, handle: afishaHandle },
      { path: paths.contacts, element: <ContactsPage />, handle: fixedHandle },
      { path: paths.events, lazy: () => withPageTexts(import('../pages/events/route')) },
      { path: paths.scheme, lazy: () => withPageTexts(import('../pages/scheme/route')) },
      { path: paths.orderView, lazy: () => withPageTexts(import('../pages/order-view/route')) },
      { path: paths.orderReturn, lazy: () => withPageTexts(import('../pages/order-return/route')) },
      { path: paths.orderDeclined, lazy: () => withPageTexts(import('../pages/order-declined/route')) },
      { path: paths.ticketsNominal, lazy: () => withPageTexts(import('../pages/tickets-nominal/route')) },
      { path: paths.ticket, lazy: () => withPageTexts(import('../pages/ticket/route')) },
      { path: paths.purchaseTerms, element: <RulesPage kind="purchase-terms" />, handle: fixedHandle },
      { path: paths.privacyPolicy, element: <RulesPage kind="privacy-policy" />, handle: fixedHandle },
      // The old forms: `rules` was the purchase terms, `rules-agreement` the personal-data policy.
      { path: paths.legacyRules, element: <LegacyRulesRedirect to={routes.purchaseTerms()} /> },
      { path: paths.legacyRulesAgreement, element: <LegacyRulesRedirect to={routes.privacyPolicy()} /> },
      { path: paths.seatmapDemo, lazy: () => withPageTexts(import('../pages/demo-seatmap/route')) },
      { path: paths.waitlistLeave, lazy: () => withPageTexts(import('../pages/waitlist-leave/route')) },
      { path: paths.notFound, element: <NotFoundPage />, handle: fixedHandle },
    ],
  },
];

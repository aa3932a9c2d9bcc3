import { catalogueOf } from './catalogues';

// Bundled with the app: the Russian texts of the shell and the pages in the first chunk
// (listing, contacts, rules, not found). The booking, order and seat-map texts come with
// those pages' code (catalogue-ru-pages.ts, loadPageTexts in i18n.ts).
export default catalogueOf(import.meta.glob<Record<string, unknown>>('./locales/ru/{account,afisha,common,contacts,language,loadFailure,meta,notFound,pages,routeError,rules,shell}.json', { eager: true, import: 'default' }), 'ru');

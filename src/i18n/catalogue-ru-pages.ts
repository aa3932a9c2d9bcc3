import { catalogueOf } from './catalogues';

// The Russian texts of the pages loaded on demand (every namespace but those of catalogue-ru.ts).
export default catalogueOf(
  import.meta.glob<Record<string, unknown>>(['./locales/ru/*.json', '!./locales/ru/{account,afisha,common,contacts,language,loadFailure,meta,notFound,pages,routeError,rules,shell}.json'], { eager: true, import: 'default' }),
  'ru',
);

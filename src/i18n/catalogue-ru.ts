import { catalogueOf } from './catalogues';

// One chunk per language (bundled with the app: the default language).
export default catalogueOf(import.meta.glob<Record<string, unknown>>('./locales/ru/*.json', { eager: true, import: 'default' }), 'ru');

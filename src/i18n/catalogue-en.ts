import { catalogueOf } from './catalogues';

// One chunk per language (loaded when a page is in it).
export default catalogueOf(import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' }), 'en');

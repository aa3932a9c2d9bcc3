import type { Catalogue } from './catalogue.gen';

// Russian is the reference catalogue: a key missing from it is a type error in `t()`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

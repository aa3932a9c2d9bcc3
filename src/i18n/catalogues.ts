import { languages, type Lang } from '../../contract/lang';
import type { Catalogue } from './catalogue.gen';

// Every locales/<lang>/<namespace>.json, found by name: a feature adds its texts by adding
// one file per language, with nothing to register. Bundled (eager), so i18next starts
// synchronously and no render sees raw keys.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function catalogueOf(lang: Lang): Catalogue {
  const catalogue: Record<string, unknown> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === lang) catalogue[match[2]!] = texts;
  }
  // The Russian files are what Catalogue is generated from; the other languages are held
  // to the same keys by i18n.test.ts.
  return catalogue as Catalogue;
}

export const catalogues = Object.fromEntries(languages.map((lang) => [lang, catalogueOf(lang)])) as Record<Lang, Catalogue>;
export type { Catalogue };

import { languages, type Lang } from '../../contract/lang';
import type { Catalogue } from './catalogue.gen';

/** One language's catalogue from its locales/<lang>/<namespace>.json files. */
export function catalogueOf(files: Record<string, Record<string, unknown>>, lang: Lang): Catalogue {
  const catalogue: Record<string, unknown> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === lang) catalogue[match[2]!] = texts;
  }
  // The Russian files are what Catalogue is generated from; the other languages are held
  // to the same keys by i18n.test.ts.
  return catalogue as Catalogue;
}

/**
 * Every language at once, for tests and tools. The app bundles only Russian (the default)
 * and loads another language when the page is in it (language-bundles.ts): each catalogue
 * is ~8 KB compressed that a Russian visitor's phone need not download.
 */
export function allCatalogues(): Record<Lang, Catalogue> {
  // Found by name: a feature adds its texts by adding one file per language.
  const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
  return Object.fromEntries(languages.map((lang) => [lang, catalogueOf(files, lang)])) as Record<Lang, Catalogue>;
}

export type { Catalogue };

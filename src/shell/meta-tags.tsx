import type { Lang } from '../../contract/lang';
import { isLang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';
import { htmlLang } from '../i18n/languages';

type Meta = Setup['db']['meta'][number];

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** The meta entry of the language, else English, else Russian (as the title). */
export function metaFor(setup: Setup | undefined, lang: Lang): Meta | undefined {
  const meta = setup?.db.meta ?? [];
  return meta.find((m) => m.lang === lang) ?? meta.find((m) => m.lang === 'en') ?? meta.find((m) => m.lang === 'ru');
}

/** setup.db.meta for the language as head tags; React 19 hoists them into <head>. */
export function MetaTags({ setup, lang }: { setup: Setup | undefined; lang: Lang }) {
  const meta = metaFor(setup, lang);
  if (!meta) return null;
  const alternateLang = meta.alternate_lang && isLang(meta.alternate_lang) ? htmlLang[meta.alternate_lang] : meta.alternate_lang;
  return (
    <>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {meta.subject && <meta name="subject" content={meta.subject} />}
      {meta.owner && <meta name="author" content={meta.owner} />}
      <meta property="og:title" content={meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      {meta.metatype && <meta property="og:type" content={meta.metatype} />}
      {meta.siteurlimage && <meta property="og:image" content={absolute(meta.siteurlimage)} />}
      <meta property="og:locale" content={htmlLang[lang]} />
      {meta.alternate && alternateLang && <link rel="alternate" hrefLang={alternateLang} href={absolute(meta.alternate)} />}
    </>
  );
}

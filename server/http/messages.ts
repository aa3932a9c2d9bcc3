import type { FastifyRequest } from 'fastify';
import { defaultLang, isLang, type Lang } from '../../contract/lang';

/** The catalogue lives beside the domain that names its messages (server/texts); the HTTP layer renders them. */
export { catalogue, msg, render, type Message, type MessageKey } from '../texts/messages';

/**
 * Accept-Language tags (the storefront sends its <html lang>: ru, en, kk, zh-Hans) by their
 * primary subtag. A Map, so that a tag such as `constructor` finds nothing.
 */
const fromTag = new Map<string, Lang>([['ru', 'ru'], ['en', 'en'], ['kk', 'kz'], ['kz', 'kz'], ['zh', 'ch']]);

/** The first language of an Accept-Language header the storefront speaks, by preference order. */
export function acceptedLang(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: fromTag.get(tag.trim().toLowerCase().split('-')[0] ?? ''), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.lang && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.lang;
}

/**
 * The language to answer in: the body's `lang` (every order call of the page sends it), else
 * the `lang` query parameter, else Accept-Language (the storefront sends its page language
 * there, for calls whose payload has no `lang`), else the platform's default, Russian
 * (docs/product/errors.md).
 */
export function requestLang(req: FastifyRequest): Lang {
  const { body, query } = req;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).lang : undefined;
  if (isLang(fromBody)) return fromBody;
  const fromQuery = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined;
  if (isLang(fromQuery)) return fromQuery;
  return acceptedLang(req.headers['accept-language']) ?? defaultLang;
}

import type { FastifyRequest } from 'fastify';
import { defaultLang, isLang, type Lang } from '../../contract/lang';
import { abuse } from './texts/abuse';
import { afterSale } from './texts/after-sale';
import { general } from './texts/general';
import { ordering } from './texts/ordering';
import type { Localised } from './texts/plural';
import { waitlist } from './texts/waitlist';

/**
 * The refusals a buyer can meet through the storefront, in its four languages: the page
 * shows the server's errorText as it came (docs/product/errors.md), so it must be in the page's language.
 */
export const catalogue = { ...general, ...ordering, ...afterSale, ...abuse, ...waitlist };

export type MessageKey = keyof typeof catalogue;
type ParamsOf<K extends MessageKey> = Parameters<(typeof catalogue)[K]>;

/** A catalogue text and its parameters, rendered once the request's language is known. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: unknown;
}

export function msg<K extends MessageKey>(key: K, ...params: ParamsOf<K>): Message {
  return { key, params: params[0] };
}

export function render(message: Message, lang: Lang): string {
  const texts = catalogue[message.key] as (params: unknown) => Localised;
  return texts(message.params)[lang];
}

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

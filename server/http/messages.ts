import type { FastifyRequest } from 'fastify';
import { defaultLang, isLang, type Lang } from '../../contract/lang';
import { afterSale } from './texts/after-sale';
import { general } from './texts/general';
import { ordering } from './texts/ordering';
import type { Localised } from './texts/plural';

/**
 * The refusals a buyer can meet through the storefront, in its four languages: the page
 * shows the server's errorText as it came (spec 2 §8), so it must be in the page's language.
 */
export const catalogue = { ...general, ...ordering, ...afterSale };

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
 * The language to answer in: the body's `lang` (every order call of the page sends it), else
 * the `lang` query parameter, else the platform's default, Russian (spec 1 §9).
 */
export function requestLang(req: FastifyRequest): Lang {
  const { body, query } = req;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).lang : undefined;
  if (isLang(fromBody)) return fromBody;
  const fromQuery = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined;
  return isLang(fromQuery) ? fromQuery : defaultLang;
}

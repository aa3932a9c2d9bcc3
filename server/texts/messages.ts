import type { Lang } from '../../contract/lang';
import { abuse } from './abuse';
import { afterSale } from './after-sale';
import { general } from './general';
import { ordering } from './ordering';
import type { Localised } from './plural';
import { waitlist } from './waitlist';

/**
 * The refusals a buyer can meet through the storefront, in its four languages: the page
 * shows the server's errorText as it came, so it must be in the page's language. The domain
 * names a message by its key; the HTTP layer renders it in the request's language.
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

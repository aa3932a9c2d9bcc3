import { render, type Message } from './texts/messages';

/**
 * What kind of refusal a domain error is. The domain says what went wrong in its own words;
 * server/http/errors.ts alone turns each kind into an HTTP status.
 */
export type RefusalKind =
  /** The request is malformed or names something that cannot be chosen. */
  | 'invalid'
  /** Not allowed to this buyer, or not at all in this shop. */
  | 'forbidden'
  | 'notFound'
  /** The thing exists but its state does not allow it now (a limit, a payment state). */
  | 'conflict'
  /** It was allowed once and no longer is (a confirmation link that expired). */
  | 'gone';

/**
 * A refusal of the domain: the client sees its `code` (the contract's ErrorCode) and its text,
 * a catalogue message rendered in the request's language, or a plain English string for
 * developer-facing refusals that no page shows to a buyer. `details` are extra fields of the
 * answer (the seats that were taken meanwhile, say).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: number,
    readonly text: Message | string,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof text === 'string' ? text : render(text, 'en'));
  }
}

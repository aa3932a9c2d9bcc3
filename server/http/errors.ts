import type { z } from 'zod';
import { ErrorCode } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import { DomainError, type RefusalKind } from '../domain-error';
import { render, type Message } from './messages';

/**
 * A refusal of the HTTP layer itself (a limit, a malformed request, a forged callback): the
 * client sees it as `{"response": {"errorCode", "errorText"}}` with a 4xx status (the domain
 * refuses with DomainError, server/domain-error.ts, and names no status). Its text is a catalogue message, answered in the request's language; a plain string is for
 * developer-facing refusals (a malformed request) that no page shows to a buyer, in English.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly text: Message | string,
    /** Extra fields for the client. */
    readonly extra?: Record<string, unknown>,
    /** A limit's answer (429): when trying again can succeed, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof text === 'string' ? text : render(text, 'en'));
  }
}

/** The status of each kind of domain refusal: the one place the domain's words become HTTP. */
const STATUS_OF: Record<RefusalKind, number> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409, gone: 410 };

/** A refusal as HTTP answers it: status, the envelope's fields, and when to try again (429). */
export interface HttpRefusal {
  status: number;
  code: number;
  text: Message | string;
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/** A domain error or an HTTP layer's own refusal as HTTP answers it; null for any other error. */
export function httpRefusal(err: unknown): HttpRefusal | null {
  if (err instanceof DomainError) return { status: STATUS_OF[err.kind], code: err.code, text: err.text, details: err.details };
  if (err instanceof ApiFailure) return { status: err.status, code: err.code, text: err.text, details: err.extra, retryAfterSeconds: err.retryAfterSeconds };
  return null;
}

/** A refusal's text in `lang`: a catalogue message rendered, a developer's string as it is. */
export const refusalText = (refusal: HttpRefusal, lang: Lang): string => (typeof refusal.text === 'string' ? refusal.text : render(refusal.text, lang));

/** Validates a request part with a contract schema; the first problems become the error text. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part = 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidRequest(result.error.issues, part);
}

/** The refusal of a request part that fails its schema (here and in the routes' declared schemas). */
export function invalidRequest(issues: readonly z.core.$ZodIssue[], part: string): ApiFailure {
  const details = issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : part}: ${i.message}`)
    .join('; ');
  return new ApiFailure(400, ErrorCode.badRequest, `Invalid request ${part}: ${details}`);
}

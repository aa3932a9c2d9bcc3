import type { z } from 'zod';
import { ErrorCode } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import { render, type Message } from './messages';

/**
 * A refusal the client should see as `{"response": {"errorCode", "errorText"}}` with a 4xx status.
 * Its text is a catalogue message, answered in the request's language; a plain string is for
 * developer-facing refusals (a malformed request) that no page shows to a buyer, in English.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly text: Message | string,
    /** Extra fields for the client, e.g. the seats that were taken meanwhile. */
    readonly extra?: Record<string, unknown>,
    /** A limit's answer (429): when trying again can succeed, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof text === 'string' ? text : render(text, 'en'));
  }

  textIn(lang: Lang): string {
    return typeof this.text === 'string' ? this.text : render(this.text, lang);
  }
}

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

import { z } from 'zod';
import { int, text } from './primitives';

/** Every answer of the platform is wrapped: `{"response": …}`. */
export function envelopeSchema<T extends z.ZodType>(inner: T) {
  return z.object({ response: inner });
}

/** A refusal: `{"response": {"errorCode": "-9999", "errorText": "…"}}`. */
export const errorBodySchema = z.object({
  errorCode: int,
  errorText: text.default(''),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const tokenResponseSchema = envelopeSchema(z.string().min(16));

/** Result codes of the error catalogue (docs/product/errors.md). */
export const ErrorCode = {
  ok: 0,
  invalidCsrf: -1000,
  invalidCaptcha: -1001,
  internal: -9999,
  limit: -9998,
  payment: -9997,
  unknownBank: -9996,
  noBank: -9995,
  notFound: -404,
  badRequest: -400,
  tooManyRequests: -429,
} as const;

/** A missing code means the internal error; "0" means success (docs/product/errors.md). */
export function resultCode(response: unknown): number {
  if (response && typeof response === 'object' && 'errorCode' in response) {
    const n = Number((response as { errorCode: unknown }).errorCode);
    return Number.isFinite(n) ? n : ErrorCode.internal;
  }
  return ErrorCode.internal;
}

import type { z } from 'zod';
import { ErrorCode } from '../../contract/envelope';

/** A refusal the client should see as `{"response": {"errorCode", "errorText"}}` with a 4xx status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** Extra fields for the client, e.g. the seats that were taken meanwhile. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiFailure(404, ErrorCode.notFound, `${what} not found`);

/** Validates a request part with a contract schema; the first problems become the error text. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part = 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : part}: ${i.message}`)
    .join('; ');
  throw new ApiFailure(400, ErrorCode.badRequest, `Invalid request ${part}: ${details}`);
}

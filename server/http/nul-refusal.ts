import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { ApiFailure } from './errors';

/** `%00` in the request line: the router and the query parser would decode it to NUL. */
const ESCAPED_NUL = /%00/i;

/** True when `value` (a parsed body: objects, lists, strings) holds NUL in a string or a key. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) {
      // A loop, not a spread: a long list would overflow the call stack (a 500, not a 400).
      for (const x of v) stack.push(x);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\0')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/**
 * No field of any call takes a NUL character, and PostgreSQL refuses one in text outright
 * (an error, which used to surface as a 500). Refused with 400 in every path segment, query
 * value and body string (keys too) before any route runs, on both databases alike. Cookies
 * need no check: the one the server reads, the session id, must match its own pattern.
 */
export function installNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (ESCAPED_NUL.test(req.url) || req.url.includes('\0') || holdsNul(req.body)) {
      throw new ApiFailure(400, ErrorCode.badRequest, 'The request holds a NUL character (\\u0000), which no field accepts');
    }
  });
}

import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { isDatabaseUnavailable } from '../db/unavailable';
import { httpRefusal, refusalText } from './errors';
import { msg, render, requestLang } from './messages';

export const ok = <T>(response: T) => ({ response });

/** Retry-After of a limit that names no window of its own, and of a moment without the database or during shutdown. */
const RETRY_LIMIT_SECONDS = 60;
const RETRY_UNAVAILABLE_SECONDS = 5;
export const failure = (code: number, errorText: string, extra?: Record<string, unknown>) => ({
  response: { ...extra, errorCode: String(code), errorText },
});

/** Fastify's own 4xx (bad JSON, too large, wrong media type, a bad URL) keep their status, in the envelope. */
function describeFrameworkError(err: FastifyError): { status: number; code: number; text: string } | null {
  const status = err.statusCode ?? 0;
  if (status < 400 || status >= 500) return null;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ErrorCode.badRequest, text: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ErrorCode.badRequest, text: 'Request body must be application/json' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: ErrorCode.badRequest, text: 'The address is not valid (a malformed %-escape)' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ErrorCode.badRequest, text: 'Request body is empty; send a JSON object' };
    default:
      if (err instanceof SyntaxError || /JSON/i.test(err.message)) {
        return { status: 400, code: ErrorCode.badRequest, text: 'Request body is not valid JSON' };
      }
      return { status, code: status === 429 ? ErrorCode.tooManyRequests : ErrorCode.badRequest, text: err.message };
  }
}

/**
 * Errors Fastify answers before any route or hook runs (a malformed %-escape in the URL,
 * say): they get the envelope too. Pass as the `frameworkErrors` option.
 */
export function frameworkErrorReply(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const { status, code, text } = describeFrameworkError(err) ?? { status: 400, code: ErrorCode.badRequest, text: err.message };
  reply.status(status).send(failure(code, text));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const refusal = httpRefusal(err);
    if (refusal) {
      const { status, code, text, details, retryAfterSeconds } = refusal;
      req.log.info({ code, status, key: typeof text === 'string' ? undefined : text.key }, err.message);
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(status).send(failure(code, refusalText(refusal, requestLang(req)), details));
    }
    // The pool reconnects by itself: the buyer is told to try again, not that the server broke.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'the database is out of reach');
      return reply.status(503).header('retry-after', String(RETRY_UNAVAILABLE_SECONDS)).send(failure(ErrorCode.internal, render(msg('unavailable'), requestLang(req))));
    }
    const known = describeFrameworkError(err);
    if (known) {
      req.log.info({ code: err.code, status: known.status }, known.text);
      return reply.status(known.status).send(failure(known.code, known.text));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.internal, 'Internal error'));
  });
  // Every limit and every "not now" says when to come back, whichever code answered it.
  app.addHook('onSend', async (_req, reply, payload) => {
    const status = reply.statusCode;
    if ((status === 429 || status === 503) && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(status === 429 ? RETRY_LIMIT_SECONDS : RETRY_UNAVAILABLE_SECONDS));
    }
    return payload;
  });
}

/**
 * While the server closes (a SIGTERM), requests still arriving on open connections are turned
 * away in the envelope, with Retry-After and the connection closed, so the client or the proxy
 * tries again elsewhere; those already running finish. Replaces Fastify's own 503 body
 * (`return503OnClosing: false`).
 */
export function installClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(failure(ErrorCode.internal, render(msg('unavailable'), requestLang(req))));
  });
}

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers over the limit, a
 * garbage request line, Content-Length with Transfer-Encoding): the answer is still the
 * envelope, in JSON, and the connection is closed. Pass as the `clientErrorHandler` option.
 */
export function clientErrorReply(err: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const text = tooLarge ? 'Request headers are too large' : 'The request is malformed';
  const body = JSON.stringify(failure(ErrorCode.badRequest, text));
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

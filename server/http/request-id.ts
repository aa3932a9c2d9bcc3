import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[\w.:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id a proxy in front already gave the request (so one id follows it
 * through the proxy's log and ours), if it looks like one, else a fresh random one. Unique
 * across instances, unlike Fastify's per-process counter.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * Every answer names its request id in `X-Request-Id`, and every refusal in its envelope
 * (`response.requestId`) too, so a buyer's report or a client's log finds the server's log
 * lines (Fastify writes `reqId` in each of them).
 */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const response = (payload as { response?: unknown }).response;
    if (!response || typeof response !== 'object' || Array.isArray(response) || !('errorCode' in response)) return payload;
    return { ...payload, response: { ...response, requestId: req.id } };
  });
}

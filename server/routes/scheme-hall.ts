import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import { ErrorCode } from '../../contract/envelope';
import { seatAvailabilityRequestSchema } from '../../contract/seat-availability';
import { geometryByHash } from '../catalogue/geometry';
import { currentSessionSeats } from '../catalogue/session-seats';
import { pickEncoding, type Coding } from '../http/accept-encoding';
import { sessionIdOf } from '../http/csrf';
import { ApiFailure } from '../http/errors';
import type { RoutePlugin } from './route-plugin';
import { bestSeatsRoutes } from './scheme-best';

interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Whether If-None-Match names this entity tag (weak comparison, as for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

function sendPrecompressed(req: FastifyRequest, reply: FastifyReply, body: Precompressed) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  // Content-Encoding set here tells @fastify/compress to leave the body alone.
  if (encoding === 'identity') return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/** Brotli quality 3: a quarter of quality 6's time for the same size on the stadium's document. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/**
 * What the availability goes out as: gzip whenever the client takes it, since its document is
 * kept in gzip pieces (catalogue/availability-document.ts) and costs next to nothing per buyer,
 * where brotli would compress the whole for each; brotli only for a client that takes nothing else.
 */
function availabilityEncoding(header: string | undefined): Coding | 'identity' {
  return pickEncoding(header, ['gzip', 'br']);
}

/**
 * The split map (server/README.md, "Hall geometry and availability"): the hall's geometry at a
 * content-addressed, immutable URL; a session's seat statuses as a compact document.
 */
export const schemeHallRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get<{ Params: { hash: string } }>('/api/scheme/hall/:hash', { config: { limit: false } }, async (req, reply) => {
    const entry = await geometryByHash(ctx.db, req.params.hash);
    if (!entry) throw new ApiFailure(404, ErrorCode.notFound, 'No hall has this content hash (unknown, or the hall changed since)');
    const etag = `"${entry.hash}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return sendPrecompressed(req, reply, entry.body);
  });

  app.get('/api/scheme/availability', { schema: { querystring: seatAvailabilityRequestSchema }, config: { limit: false } }, async (req, reply) => {
    const { hash, calendar_id } = req.query;
    const cached = await currentSessionSeats(ctx.db, hash, calendar_id, ctx.now());
    const sid = sessionIdOf(req);
    // Per buyer (their held seats) and changing by the second: never stored by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    // Read at once, before any await: the kept statuses move on with the next change.
    const encoding = availabilityEncoding(req.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(cached.documentFor(sid, 'gzip'));
    const text = cached.documentFor(sid, 'identity');
    if (encoding === 'identity') return reply.send(text);
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(text, BROTLI_FAST));
  });

  await app.register(bestSeatsRoutes, { ctx });
};

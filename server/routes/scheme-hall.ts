import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ErrorCode } from '../../contract/envelope';
import { seatAvailabilityRequestSchema } from '../../contract/seat-availability';
import { geometryByHash } from '../catalogue/geometry';
import { availabilityDocument, currentSessionSeats, heldBy } from '../catalogue/session-seats';
import type { AppContext } from '../context';
import { sessionIdOf } from '../http/csrf';
import { ok } from '../http/envelope';
import { ApiFailure, parseInput } from '../http/errors';
import { bestSeatsRoutes } from './scheme-best';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}


/** The best encoding the client takes among ours (q=0 refuses one; no header: identity). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (e: string) => accepted.get(e) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
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

const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/** A body compressed on first demand per encoding, then kept (one per session change). */
export class LazyCompressed {
  private readonly pending = new Map<'br' | 'gzip', Promise<Buffer>>();
  readonly identity: Buffer;
  constructor(json: string) {
    this.identity = Buffer.from(json);
  }
  get(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let p = this.pending.get(encoding);
    if (!p) {
      p = encoding === 'br' ? brotli(this.identity, BROTLI_FAST) : gzip(this.identity, { level: 6 });
      this.pending.set(encoding, p);
    }
    return p;
  }
}

async function sendLazy(req: FastifyRequest, reply: FastifyReply, body: { identity: Buffer; get(encoding: 'br' | 'gzip'): Promise<Buffer> }) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(await body.get(encoding));
}

/**
 * The split map (server/README.md, "Hall geometry and availability"): the hall's geometry at a
 * content-addressed, immutable URL; a session's seat statuses as a compact document.
 */
export async function schemeHallRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { hash: string } }>('/api/scheme/hall/:hash', async (req, reply) => {
    const entry = await geometryByHash(ctx.db, req.params.hash);
    if (!entry) throw new ApiFailure(404, ErrorCode.notFound, 'No hall has this content hash (unknown, or the hall changed since)');
    const etag = `"${entry.hash}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return sendPrecompressed(req, reply, entry.body);
  });

  app.get('/api/scheme/availability', async (req, reply) => {
    const { hash, calendar_id } = parseInput(seatAvailabilityRequestSchema, req.query);
    const cached = await currentSessionSeats(ctx.db, hash, calendar_id, ctx.now());
    const mine = heldBy(cached, sessionIdOf(req) ?? null);
    // Per buyer (their held seats) and changing by the second: never stored by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    if (mine.length > 0) return ok(availabilityDocument(cached.seats, mine, cached.changeId));
    // Most buyers hold nothing: their document is the same, serialised and compressed once a change.
    cached.shared ??= new LazyCompressed(JSON.stringify(ok(availabilityDocument(cached.seats, [], cached.changeId))));
    return sendLazy(req, reply, cached.shared);
  });

  await bestSeatsRoutes(app, ctx);
}

import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/driver';
import type { JournalAdvance, LiveHub } from './hub';

/** An answer serialised once, with its validator and both compressions, served as bytes. */
export interface CachedAnswer {
  etag: string;
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Entry {
  answer: CachedAnswer | undefined;
  /** Sessions the answer counts places of (undefined: all of them). */
  sessions: ReadonlySet<number> | undefined;
  dirty: boolean;
  builtAt: number;
  /** When the answer turns stale by time alone (a session starts, a reservation runs out), ms. */
  validUntil: number;
  building: Promise<CachedAnswer> | undefined;
  used: number;
}

export interface Built {
  /** The answer's `response`; it goes out as `{"response": …}`. */
  response: unknown;
  /** The sessions whose places it counts (undefined: every session). */
  sessions?: Iterable<number>;
}

const MAX_ENTRIES = 500;
/**
 * How long past its time-based end (a session leaving the sale, a reservation running out)
 * an answer may still be served while its successor is built: a loaded database can take
 * seconds to rebuild the afisha, and every reader would wait for it.
 */
const TIME_GRACE_MS = 5_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The answer's bytes; both compressions run on libuv's threads, off the event loop that serves requests. */
export async function serialise(response: unknown): Promise<CachedAnswer> {
  const json = Buffer.from(JSON.stringify({ response }));
  const [br, gz] = await Promise.all([
    // Quality 5: a tenth of the time of the default 11 for a few percent more bytes; done once per change.
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzip(json, { level: 6 }),
  ]);
  return { etag: `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`, json, br, gzip: gz };
}

/**
 * Reads computed once per change (issue 16): an answer is kept until the journal says a
 * session it counts (or the catalogue) changed, or time alone changes it (the next minute,
 * when sessions stop being on sale, or the next reservation's end). The journal is read by
 * every instance, so a sale through any of them invalidates all. Under a stream of changes
 * an answer is rebuilt at most once per `minAgeMs` (the old one is served meanwhile), and
 * one build at a time per key.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    hub: LiveHub,
    private readonly now: () => Date,
    private readonly minAgeMs: number,
  ) {
    hub.watch((advance) => this.invalidate(advance));
  }

  private invalidate(advance: JournalAdvance): void {
    for (const e of this.entries.values()) {
      if (e.dirty) continue;
      if (advance.catalogue || !e.sessions) e.dirty = true;
      else for (const s of advance.sessions) if (e.sessions.has(s)) {
        e.dirty = true;
        break;
      }
    }
  }

  async get(key: string, build: () => Promise<Built>): Promise<CachedAnswer> {
    const now = this.now().getTime();
    let e = this.entries.get(key);
    if (!e) {
      if (this.entries.size >= MAX_ENTRIES) this.evict();
      e = { answer: undefined, sessions: undefined, dirty: true, builtAt: 0, validUntil: 0, building: undefined, used: now };
      this.entries.set(key, e);
    }
    e.used = now;
    const stale = e.dirty || now >= e.validUntil;
    if (e.answer && !stale) return e.answer;
    // Changed by a sale, but rebuilt less than minAgeMs ago: the last answer still serves.
    const usable = e.answer !== undefined && now < e.validUntil + TIME_GRACE_MS;
    if (usable && now - e.builtAt < this.minAgeMs) return e.answer!;
    let building = e.building;
    if (!building) {
      const entry = e;
      building = entry.building = this.rebuild(entry, build).finally(() => {
        entry.building = undefined;
      });
      // Served stale meanwhile, nobody may await it: its failure is the next request's.
      building.catch(() => undefined);
    }
    // The last answer serves while the next is built, unless time alone made it wrong for
    // longer than the grace (a reservation that ended a few seconds ago may still count).
    return usable ? e.answer! : building;
  }

  private async rebuild(e: Entry, build: () => Promise<Built>): Promise<CachedAnswer> {
    // Marked clean before reading: a change that lands while building marks it again.
    e.dirty = false;
    const startedAt = this.now().getTime();
    try {
      const [built, until] = await Promise.all([build(), this.staleAt(this.now())]);
      e.answer = await serialise(built.response);
      e.sessions = built.sessions ? new Set(built.sessions) : undefined;
      e.builtAt = startedAt;
      e.validUntil = until;
      return e.answer;
    } catch (err) {
      e.dirty = true;
      throw err;
    }
  }

  /** The next minute (sessions leave the sale by hh:mm) or the next reservation's end. */
  private async staleAt(now: Date): Promise<number> {
    const nextMinute = Math.floor(now.getTime() / 60_000) * 60_000 + 60_000;
    const row = await this.db.get<{ m: string | null }>('SELECT MIN(reserve_until) AS m FROM orders WHERE status = 0 AND reserve_until > ?', [now.toISOString()]);
    const nextEnd = row?.m ? Date.parse(row.m) : Infinity;
    return Math.min(nextMinute, nextEnd);
  }

  private evict(): void {
    const oldest = [...this.entries].sort((a, b) => a[1].used - b[1].used).slice(0, MAX_ENTRIES / 10);
    for (const [key] of oldest) this.entries.delete(key);
  }
}

function encodingFor(req: FastifyRequest): 'br' | 'gzip' | undefined {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/**
 * Sends a kept answer as bytes, compressed as the client accepts; with `conditional` (GET)
 * a matching If-None-Match gets 304 and no body.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, conditional: boolean): FastifyReply {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (conditional) {
    const given = String(req.headers['if-none-match'] ?? '');
    if (given.split(',').some((t) => t.trim().replace(/^W\//, '') === answer.etag)) return reply.code(304).send();
  }
  const encoding = encodingFor(req);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.json);
}

const perApp = new WeakMap<LiveHub, ReadCache>();

/** What the read cache needs of the app's context (server/context.ts's AppContext has it). */
interface ReadCacheContext {
  db: Db;
  live: LiveHub;
  now: () => Date;
  config: { live: { readMinAgeMs: number } };
}

/** The app's read cache (one per app, on its journal reader). */
export function readCache(ctx: ReadCacheContext): ReadCache {
  let cache = perApp.get(ctx.live);
  if (!cache) perApp.set(ctx.live, (cache = new ReadCache(ctx.db, ctx.live, ctx.now, ctx.config.live.readMinAgeMs)));
  return cache;
}

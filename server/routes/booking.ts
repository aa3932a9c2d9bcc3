import type { FastifyInstance } from 'fastify';
import { noSchemeRequestSchema, schemeMapRequestSchema, schemeRequestSchema, schemeSessionsRequestSchema } from '../../contract/booking';
import { parseLang } from '../../contract/lang';
import { cachedNoScheme, cachedScheme, cachedSchemeSessions } from '../catalogue/booking';
import { buildSchemeMap } from '../catalogue/map';
import { keptAvailability } from '../catalogue/kept-availability';
import type { AppContext } from '../context';
import { sessionIdOf } from '../http/csrf';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';
import { readCache, sendCached } from '../live/read-cache';

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The booking loads are kept per event until what they count changes (server/live/read-cache.ts).
  app.post('/api/no-scheme', async (req, reply) => {
    const { hash } = parseInput(noSchemeRequestSchema, req.body);
    return sendCached(req, reply, await cachedNoScheme(readCache(ctx), ctx.db, hash, ctx.now(), keptAvailability(ctx)), false);
  });

  app.post('/api/scheme', async (req, reply) => {
    const { hash } = parseInput(schemeRequestSchema, req.body);
    return sendCached(req, reply, await cachedScheme(readCache(ctx), ctx.db, hash, ctx.now(), keptAvailability(ctx)), false);
  });

  app.post('/api/scheme/sessions', async (req, reply) => {
    const { hash, date } = parseInput(schemeSessionsRequestSchema, req.body);
    return sendCached(req, reply, await cachedSchemeSessions(readCache(ctx), ctx.db, hash, ctx.now(), keptAvailability(ctx), date), false);
  });

  app.post('/api/scheme/map', async (req) => {
    const { hash, calendar_id, lang } = parseInput(schemeMapRequestSchema, req.body);
    return ok(await buildSchemeMap(ctx.db, hash, calendar_id, parseLang(lang), ctx.now(), sessionIdOf(req) ?? null));
  });
}

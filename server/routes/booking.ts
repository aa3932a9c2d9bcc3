import { noSchemeRequestSchema, schemeMapRequestSchema, schemeRequestSchema, schemeSessionsRequestSchema } from '../../contract/booking';
import { parseLang } from '../../contract/lang';
import { cachedNoScheme, cachedScheme, cachedSchemeSessions } from '../catalogue/booking';
import { buildSchemeMap } from '../catalogue/map';
import { keptAvailability } from '../catalogue/kept-availability';
import { sessionIdOf } from '../http/csrf';
import { ok } from '../http/envelope';
import { readCache, sendCached } from '../live/read-cache';
import type { RoutePlugin } from './route-plugin';

export const bookingRoutes: RoutePlugin = async (app, { ctx }) => {
  // The booking loads are kept per event until what they count changes (server/live/read-cache.ts).
  app.post('/api/no-scheme', { schema: { body: noSchemeRequestSchema }, config: { limit: false } }, async (req, reply) => {
    return sendCached(req, reply, await cachedNoScheme(readCache(ctx), ctx.db, req.body.hash, ctx.now(), keptAvailability(ctx)), false);
  });

  app.post('/api/scheme', { schema: { body: schemeRequestSchema }, config: { limit: false } }, async (req, reply) => {
    return sendCached(req, reply, await cachedScheme(readCache(ctx), ctx.db, req.body.hash, ctx.now(), keptAvailability(ctx)), false);
  });

  app.post('/api/scheme/sessions', { schema: { body: schemeSessionsRequestSchema }, config: { limit: false } }, async (req, reply) => {
    const { hash, date } = req.body;
    return sendCached(req, reply, await cachedSchemeSessions(readCache(ctx), ctx.db, hash, ctx.now(), keptAvailability(ctx), date), false);
  });

  app.post('/api/scheme/map', { schema: { body: schemeMapRequestSchema }, config: { limit: false } }, async (req) => {
    const { hash, calendar_id, lang } = req.body;
    return ok(await buildSchemeMap(ctx.db, hash, calendar_id, parseLang(lang), ctx.now(), sessionIdOf(req) ?? null));
  });
};

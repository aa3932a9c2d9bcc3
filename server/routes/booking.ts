import type { FastifyInstance } from 'fastify';
import { noSchemeRequestSchema, schemeMapRequestSchema, schemeRequestSchema, schemeSessionsRequestSchema } from '../../contract/booking';
import { parseLang } from '../../contract/lang';
import { buildNoScheme, buildScheme, buildSchemeSessions } from '../catalogue/booking';
import { buildSchemeMap } from '../catalogue/map';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/no-scheme', async (req) => {
    const { hash } = parseInput(noSchemeRequestSchema, req.body);
    return ok(await buildNoScheme(ctx.db, hash, ctx.now()));
  });

  app.post('/api/scheme', async (req) => {
    const { hash } = parseInput(schemeRequestSchema, req.body);
    return ok(await buildScheme(ctx.db, hash, ctx.now()));
  });

  app.post('/api/scheme/sessions', async (req) => {
    const { hash, date } = parseInput(schemeSessionsRequestSchema, req.body);
    return ok(await buildSchemeSessions(ctx.db, hash, ctx.now(), date));
  });

  app.post('/api/scheme/map', async (req) => {
    const { hash, calendar_id, lang } = parseInput(schemeMapRequestSchema, req.body);
    return ok(await buildSchemeMap(ctx.db, hash, calendar_id, parseLang(lang), ctx.now()));
  });
}

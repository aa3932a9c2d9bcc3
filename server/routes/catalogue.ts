import { cachedAfisha } from '../catalogue/afisha';
import { buildSetup } from '../catalogue/setup';
import { keptAvailability } from '../catalogue/kept-availability';
import { ok } from '../http/envelope';
import { readCache, sendCached } from '../live/read-cache';
import type { RoutePlugin } from './route-plugin';

export const catalogueRoutes: RoutePlugin = async (app, { ctx }) => {
  const setupOptions = () => ({ captchaEnabled: ctx.config.captchaEnabled, now: ctx.now() });

  app.get('/api/setup', { config: { limit: false } }, async () => ok(await buildSetup(ctx.db, setupOptions())));

  // Every text comes in all four languages, so `?lang` does not change the answer.
  // Kept until a sale or the catalogue changes it; revalidated by ETag (304 when unchanged).
  app.get('/api/afisha', { config: { limit: false } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return sendCached(req, reply, await cachedAfisha(readCache(ctx), ctx.db, setupOptions(), keptAvailability(ctx)), true);
  });
};

import type { FastifyInstance } from 'fastify';
import { buildAfisha } from '../catalogue/afisha';
import { buildSetup } from '../catalogue/setup';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';

export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const setupOptions = () => ({ captchaEnabled: ctx.config.captchaEnabled, now: ctx.now() });

  app.get('/api/setup', async () => ok(await buildSetup(ctx.db, setupOptions())));

  // Every text comes in all four languages, so `?lang` does not change the answer.
  app.get('/api/afisha', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await buildAfisha(ctx.db, setupOptions()));
  });
}

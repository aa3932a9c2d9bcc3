import type { FastifyInstance } from 'fastify';
import { parseLang } from '../../contract/lang';
import { demoHall, demoMap } from '../catalogue/demo-hall';
import { ok } from '../http/envelope';

/**
 * GET /api/demo/hall?seats=N | ?hall=<fixture>: a hall for the engine demo page and the
 * benchmarks, in the shape of /api/scheme/map with every place on sale.
 */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { seats?: string; hall?: string; lang?: string } }>('/api/demo/hall', async (req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok(demoMap(demoHall(req.query), parseLang(req.query.lang)));
  });
}

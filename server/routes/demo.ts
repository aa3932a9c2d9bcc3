import zlib from 'node:zlib';
import { parseLang } from '../../contract/lang';
import { DemoHallCache } from '../catalogue/demo-hall-cache';
import type { RoutePlugin } from './route-plugin';

/**
 * GET /api/demo/hall?seats=N | ?hall=<fixture>: a hall for the engine demo page and the
 * benchmarks, in the shape of /api/scheme/map with every place on sale. Only the sizes of
 * DEMO_SIZES, served from a cache, and limited per address (RATE_LIMIT_DEMO a minute).
 */
export const demoRoutes: RoutePlugin = async (app) => {
  const cache = new DemoHallCache();
  app.get<{ Querystring: { seats?: string; hall?: string; lang?: string } }>('/api/demo/hall', { config: { limit: 'demo' } }, async (req, reply) => {
    const body = await cache.get(req.query, parseLang(req.query.lang));
    reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    // Kept gzipped: sent as it is to every client that takes gzip (browsers, fetch), else
    // inflated as it is sent, a piece at a time off the event loop (inflating the 40 MB of a
    // 200,000-seat hall at once stalled it 140 ms a request and held a copy each).
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(body.gzip);
    const inflated = zlib.createGunzip();
    inflated.end(body.gzip);
    return reply.send(inflated);
  });
};

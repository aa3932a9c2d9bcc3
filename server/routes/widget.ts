import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildWidget, type WidgetBundle, type WidgetFile } from '../../widget/build';

/** The card-payment widget's stable URLs (widget/README.md). */
export const WIDGET_FILES: Record<string, WidgetFile> = {
  '/widget/checkout.js': 'checkout.js',
  '/widget/checkout.mjs': 'checkout.mjs',
};

type Served = { body: string; etag: string };

/**
 * Built once per process, on the first request (esbuild, about 0.2 s), from the sources in
 * widget/src, so a fresh clone serves it with no build step and a restart serves edits.
 * A failed build is logged and answered 503; the next request tries again.
 */
let built: Promise<Record<WidgetFile, Served>> | null = null;
function bundle(): Promise<Record<WidgetFile, Served>> {
  built ??= buildWidget().then(
    (files: WidgetBundle) =>
      Object.fromEntries(
        Object.entries(files).map(([name, body]) => [name, { body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }]),
      ) as Record<WidgetFile, Served>,
    (err: unknown) => {
      built = null;
      throw err;
    },
  );
  return built;
}

/** Whether the client's copy (If-None-Match) is this one. */
function fresh(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export const widgetRoutes: FastifyPluginAsync = async (app) => {
  for (const [url, file] of Object.entries(WIDGET_FILES)) {
    app.get(url, async (req: FastifyRequest, reply: FastifyReply) => {
      let served: Served;
      try {
        served = (await bundle())[file];
      } catch (err) {
        req.log.error({ err }, 'the card-payment widget does not build');
        return reply.status(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('The card-payment widget could not be built; see the server log.');
      }
      // A stable URL: browsers keep it and ask again each time (304 while unchanged).
      reply
        .header('etag', served.etag)
        .header('cache-control', 'no-cache')
        // Merchant pages on other sites load it (an ES module needs CORS).
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (fresh(req, served.etag)) return reply.status(304).send();
      return reply.type('text/javascript; charset=utf-8').send(served.body);
    });
  }
};

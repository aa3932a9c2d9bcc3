import fs from 'node:fs';
import type { RoutePlugin } from './route-plugin';

const locationPoint = fs.readFileSync(new URL('../assets/location_point.svg', import.meta.url));

/** Static assets the API owns: the map pin and catalogue images stored in the database. */
export const assetRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/svg/location_point.svg', async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(locationPoint),
  );

  app.get<{ Params: { file: string } }>('/images/:file', async (req, reply) => {
    const row = await ctx.db.get<{ content_type: string; body: Buffer }>('SELECT content_type, body FROM images WHERE file = ?', [req.params.file]);
    if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Image not found');
    // Catalogue SVGs are data, never documents: forbid scripts even when opened directly.
    return reply
      .type(row.content_type)
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(row.body);
  });
};

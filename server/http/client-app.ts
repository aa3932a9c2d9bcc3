import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { failure } from './envelope';

/**
 * What a missing static file is named like. Page routes may carry dots too (a date in
 * the old dd.mm.yyyy form, an order hash): those still get the page and its 404.
 */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|webmanifest|wasm)$/i;
const STATIC_FOLDERS = ['/assets/', '/images/', '/svg/'];

/** A page route, not a missing file, and HTML accepted. */
function wantsHtml(req: FastifyRequest, url: string): boolean {
  if (STATIC_FILE.test(url) || STATIC_FOLDERS.some((f) => url.startsWith(f))) return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/**
 * Serves the built client and falls back to index.html for every non-API GET that
 * accepts HTML (history-mode routing). Hashed assets are cached for a year; index.html never.
 */
export async function installClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Its own header would override ours: hashed assets are immutable, the rest revalidate.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ clientDir }, 'client is not built: run `npm run build` (npm start does it for you)');
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The storefront client is not built yet: run `npm run build` or `npm start`.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  };

  app.get('/', (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && wantsHtml(req, url)) return sendIndex(reply);
    if (isApi) return reply.status(404).send(failure(ErrorCode.notFound, `No API route ${req.method} ${url}`));
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

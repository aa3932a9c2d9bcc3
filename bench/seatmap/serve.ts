import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { generateHall } from '../../fixtures/halls';
import { demoMap } from '../../server/catalogue/demo-hall';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The body of GET /api/demo/hall?seats=N on the reference server (the same builder), made once per size. */
export function hallResponse(seats: number): string {
  return JSON.stringify(demoMap(generateHall(seats), 'ru'));
}

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * A tiny server for the bench page and its halls, so that the benchmark needs neither the
 * API server nor its database: `/` is the built page, `/hall?seats=N` a prepared hall.
 * Port 0 lets the system choose a free one, so runs side by side never meet.
 */
export async function serveBench(pageDir: string, halls: ReadonlyMap<number, string>, port = 0): Promise<BenchServer> {
  const root = path.resolve(pageDir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname === '/hall') {
      const body = halls.get(Number(url.searchParams.get('seats')));
      if (body === undefined) {
        res.writeHead(404).end('no such hall');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
      return;
    }
    const file = path.resolve(root, '.' + (url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname)));
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

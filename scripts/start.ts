/**
 * `npm start`: builds the client when it is missing or older than its sources, then runs
 * the reference server (which creates and seeds the database on first start).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient } from './build-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientIndex = path.join(root, 'dist/client/index.html');
// widget/src is bundled into the client too (the order page's card widget); the server builds its own copy.
const sources = ['src', 'engine', 'contract', 'widget/src', 'index.html', 'vite.config.ts', 'package.json', 'public'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function clientIsStale(): boolean {
  if (!fs.existsSync(clientIndex)) return true;
  const built = fs.statSync(clientIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (clientIsStale()) {
  console.log('Building the storefront client (vite build)…');
  const built = buildClient();
  console.log(built.output);
  if (!built.ok) process.exit(1);
}

await import('../server/main');

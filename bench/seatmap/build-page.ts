import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The bench page's own bundle: built apart from the storefront, never shipped with it. */
export const PAGE_DIR = path.resolve(here, '../../dist/bench-seatmap');

export async function buildPage(): Promise<void> {
  await build({
    configFile: false,
    root: path.join(here, 'page'),
    base: './',
    logLevel: 'warn',
    build: { outDir: PAGE_DIR, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });
}

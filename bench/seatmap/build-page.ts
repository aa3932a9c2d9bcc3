import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the bench page's own bundle into `outDir`: apart from the storefront, never shipped with it. */
export async function buildPage(outDir: string, minify = true): Promise<void> {
  await build({
    configFile: false,
    root: path.join(here, 'page'),
    base: './',
    logLevel: 'warn',
    build: { outDir: path.resolve(outDir), emptyOutDir: true, sourcemap: false, minify, chunkSizeWarningLimit: 4096 },
  });
}

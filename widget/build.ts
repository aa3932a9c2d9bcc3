/**
 * Builds the widget's two served files with esbuild (present through tsx and vite):
 * `checkout.js`, a classic script defining `window.CardCheckout`, and `checkout.mjs`, an
 * ES module. In memory: the server builds them on the first request and keeps them
 * (server/routes/widget.ts); `npm test` checks them (scripts/check-widget-bundle.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { VERSION } from './src/protocol';

export const WIDGET_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

export type WidgetFile = 'checkout.js' | 'checkout.mjs';
export type WidgetBundle = Record<WidgetFile, string>;

const banner = `/*! card checkout ${VERSION}: the card-payment widget (widget/README.md) */`;

const common: BuildOptions = {
  bundle: true,
  write: false,
  platform: 'browser',
  // ES2020: every browser of the last years (Safari 14, Chrome 80).
  target: 'es2020',
  minify: true,
  legalComments: 'inline',
  banner: { js: banner },
  logLevel: 'silent',
};

async function one(entry: string, format: 'iife' | 'esm'): Promise<string> {
  const result = await build({ ...common, entryPoints: [path.join(WIDGET_SOURCE, entry)], format });
  if (result.warnings.length) throw new Error(`widget build (${entry}): ${result.warnings.map((w) => w.text).join('; ')}`);
  const file = result.outputFiles?.[0];
  if (!file) throw new Error(`widget build (${entry}): no output`);
  return file.text;
}

/** Both files; throws with esbuild's message when the sources do not build. */
export async function buildWidget(): Promise<WidgetBundle> {
  const [classic, module] = await Promise.all([one('global.ts', 'iife'), one('index.ts', 'esm')]);
  return { 'checkout.js': classic, 'checkout.mjs': module };
}

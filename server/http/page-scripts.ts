import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The scripts a page carries inline (sources in ./scripts, type-checked and linted with the rest). */
export type PageScripts = { earlyGets: string; earlyTaps: string };

const SOURCES: Record<keyof PageScripts, string> = {
  earlyGets: fileURLToPath(new URL('./scripts/early-gets.ts', import.meta.url)),
  earlyTaps: fileURLToPath(new URL('./scripts/early-taps.ts', import.meta.url)),
};

/**
 * Phones a few years old still open the storefront: what esbuild lowers for them (optional
 * chaining and the like) costs nothing in a script this small.
 */
const TARGET = ['es2017', 'chrome61', 'safari11', 'firefox60'];

/** One script as a self-contained, minified IIFE that is safe inside a <script> element. */
async function bundle(entry: string): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', minify: true, target: TARGET, platform: 'browser', write: false, logLevel: 'silent' });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  // The HTML parser ends the element at the first `</script`, whatever the JavaScript means.
  return code.replace(/<\/script/gi, '<\\/script');
}

let built: Promise<PageScripts> | null = null;

/**
 * Bundled once per process (esbuild, well under a second) from the TypeScript sources, so a
 * fresh clone and `npm start` need no build step for them. A broken source fails the start
 * with esbuild's message rather than sending pages without their scripts.
 */
export function pageScripts(): Promise<PageScripts> {
  built ??= Promise.all([bundle(SOURCES.earlyGets), bundle(SOURCES.earlyTaps)]).then(
    ([earlyGets, earlyTaps]) => ({ earlyGets, earlyTaps }),
    (err: unknown) => {
      built = null;
      throw err;
    },
  );
  return built;
}

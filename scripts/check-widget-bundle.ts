// The card-payment widget's served files (widget/build.ts), checked as a merchant page
// would meet them: the classic script defines window.CardCheckout with the documented API,
// the ES module exports it. Run by `npm test`: tsx scripts/check-widget-bundle.ts
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { buildWidget, type WidgetBundle } from '../widget/build';
import { ENVIRONMENTS } from '../widget/src/environments';
import { VERSION } from '../widget/src/protocol';

/** The documented API (widget/README.md). */
const FUNCTIONS = ['open', 'close', 'configure', 'createCheckout'] as const;
/** Merchant pages load it on every payment: it stays small. */
export const MAX_BYTES = 32 * 1024;

/** Problems found in a built bundle; none means it is fit to serve. */
export async function checkWidgetBundle(bundle: WidgetBundle): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, text] of Object.entries(bundle)) {
    if (Buffer.byteLength(text) > MAX_BYTES) problems.push(`${name}: ${Buffer.byteLength(text)} bytes, more than ${MAX_BYTES}`);
    if (!text.includes(VERSION)) problems.push(`${name}: does not carry the version ${VERSION}`);
  }

  // The classic script, run in a page: it reads its own tag and defines the global.
  const sandbox: Record<string, unknown> = {
    document: { currentScript: { src: 'https://bank.test/widget/checkout.js', dataset: { environment: 'UAT' } } },
    location: { origin: 'https://shop.test' },
    URL,
    URLSearchParams,
    console,
  };
  sandbox.window = sandbox;
  try {
    vm.runInNewContext(bundle['checkout.js'], sandbox, { filename: 'checkout.js' });
    const api = sandbox.CardCheckout as Record<string, unknown> | undefined;
    if (!api) problems.push('checkout.js: does not define window.CardCheckout');
    else {
      if (api.version !== VERSION) problems.push(`checkout.js: CardCheckout.version is ${String(api.version)}, not ${VERSION}`);
      for (const f of FUNCTIONS) if (typeof api[f] !== 'function') problems.push(`checkout.js: CardCheckout.${f} is not a function`);
      if (JSON.stringify(api.environments) !== JSON.stringify(ENVIRONMENTS)) problems.push('checkout.js: CardCheckout.environments is not the five environments');
    }
  } catch (err) {
    problems.push(`checkout.js: does not run as a classic script: ${(err as Error).message}`);
  }

  // The ES module, imported.
  try {
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(bundle['checkout.mjs']).toString('base64')}`)) as Record<string, unknown>;
    if (mod.version !== VERSION || mod.VERSION !== VERSION) problems.push(`checkout.mjs: version is ${String(mod.version)}, not ${VERSION}`);
    for (const f of FUNCTIONS) if (typeof mod[f] !== 'function') problems.push(`checkout.mjs: does not export ${f}()`);
  } catch (err) {
    problems.push(`checkout.mjs: does not load as an ES module: ${(err as Error).message}`);
  }
  return problems;
}

/** 0 fit to serve, 1 problems found, 2 it does not build. */
export async function main(log: (line: string) => void = console.log, error: (line: string) => void = console.error): Promise<number> {
  let bundle: WidgetBundle;
  try {
    bundle = await buildWidget();
  } catch (err) {
    error(`check-widget-bundle: the widget does not build: ${(err as Error).message}`);
    return 2;
  }
  const problems = await checkWidgetBundle(bundle);
  if (problems.length) {
    error('check-widget-bundle: the card-payment widget is not fit to serve:');
    for (const p of problems) error(`  ${p}`);
    return 1;
  }
  log(`check-widget-bundle: checkout.js ${bundle['checkout.js'].length} B and checkout.mjs ${bundle['checkout.mjs'].length} B build, run and expose CardCheckout ${VERSION}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main());
}

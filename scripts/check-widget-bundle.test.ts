import { describe, expect, it } from 'vitest';
import { buildWidget } from '../widget/build';
import { checkWidgetBundle, main, MAX_BYTES } from './check-widget-bundle';

describe('the served card-payment widget', () => {
  it('builds, runs as a classic script defining CardCheckout and loads as an ES module', async () => {
    const out: string[] = [];
    expect(await main((l) => out.push(l), (l) => out.push(l))).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^check-widget-bundle: checkout\.js \d+ B and checkout\.mjs \d+ B build, run and expose CardCheckout v2\.31\.2$/)]);
  });

  it('names what is wrong with a bundle that would not serve merchants', async () => {
    const good = await buildWidget();
    expect(await checkWidgetBundle(good)).toEqual([]);
    const problems = await checkWidgetBundle({
      'checkout.js': 'window.Other = {}; /* v2.31.2 */',
      'checkout.mjs': `export const version = 'v2.31.1';${' '.repeat(MAX_BYTES)}`,
    });
    expect(problems).toEqual([
      `checkout.mjs: ${MAX_BYTES + 33} bytes, more than ${MAX_BYTES}`,
      'checkout.mjs: does not carry the version v2.31.2',
      'checkout.js: does not define window.CardCheckout',
      'checkout.mjs: version is v2.31.1, not v2.31.2',
      'checkout.mjs: does not export open()',
      'checkout.mjs: does not export close()',
      'checkout.mjs: does not export configure()',
      'checkout.mjs: does not export createCheckout()',
    ]);
    expect(await checkWidgetBundle({ ...good, 'checkout.js': 'export const x = 1; v2.31.2' })).toEqual([expect.stringMatching(/^checkout\.js: does not run as a classic script: /)]);
  });
});

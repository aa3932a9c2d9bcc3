// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCheckout } from './defaults';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** A phone window whose navigation we can read. */
function phone() {
  return { document, location: { href: 'http://shop.test/p', host: 'shop.test', assign: vi.fn() }, navigator: { userAgent: PHONE }, addEventListener: vi.fn(), removeEventListener: vi.fn() };
}
const target = (w: ReturnType<typeof phone>) => {
  const u = new URL(w.location.assign.mock.calls[0]![0] as string);
  return `${u.origin}${u.pathname}`;
};

afterEach(() => vi.restoreAllMocks());

describe('the default checkout (a script tag or module with no configuration)', () => {
  it('uses the sandbox of the site that served the library, for every environment', async () => {
    const w = phone();
    const page = defaultCheckout('https://bank.test:8443/widget/checkout.js', { environment: 'IFT' });
    page.configure({ window: w as unknown as Window });
    void page.open({ bankInvoiceId: 'inv' });
    expect(target(w)).toBe('https://bank.test:8443/sandbox/widget');
    expect(page.version).toBe('v2.31.2');
  });

  it('the safe family from the tag; configure replaces the configuration', () => {
    const w = phone();
    const page = defaultCheckout('http://bank.test/widget/checkout.js', { safe: true, window: w as unknown as Window });
    void page.open({ bankInvoiceId: 'inv' });
    expect(target(w)).toBe('http://bank.test/sandbox/safe/widget');
    const w2 = phone();
    page.configure({ safe: false, window: w2 as unknown as Window, hosts: { ...defaultHosts(), PRODUCTION: { standard: 'https://other.test/pay', safe: 'https://other.test/safe' } } });
    void page.open({ bankInvoiceId: 'inv' });
    expect(target(w2)).toBe('https://other.test/pay');
  });

  it('a library bundled into the page (no http URL of its own) uses the page origin', () => {
    const w = phone();
    const page = defaultCheckout('file:///app/checkout.js', { window: w as unknown as Window });
    void page.open({ bankInvoiceId: 'inv' });
    expect(target(w)).toBe(`${location.origin}/sandbox/widget`);
    const w2 = phone();
    const again = defaultCheckout('not a url', { window: w2 as unknown as Window });
    void again.open({ bankInvoiceId: 'inv' });
    expect(target(w2)).toBe(`${location.origin}/sandbox/widget`);
  });
});

function defaultHosts() {
  const e = { standard: 'http://x.test/a', safe: 'http://x.test/b' };
  return { 'localhost-https': e, localhost: e, IFT: e, UAT: e, PRODUCTION: e };
}

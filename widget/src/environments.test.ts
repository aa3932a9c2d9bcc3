import { describe, expect, it } from 'vitest';
import { isDesktopSafari, isMobile } from './device';
import { base64Json, fromBase64Json, webUrl, withQuery } from './encode';
import { ENVIRONMENTS, hostedPage, resolveEnvironment, sandboxHosts, type HostTable } from './environments';

const table: HostTable = {
  'localhost-https': { standard: 'https://localhost:8443/widget', safe: 'https://localhost:8443/safe' },
  localhost: { standard: 'http://localhost:8080/widget/', safe: 'http://localhost:8080/safe' },
  IFT: { standard: 'https://ift.bank.test/widget', safe: 'https://ift-safe.bank.test/widget' },
  UAT: { standard: 'https://uat.bank.test/widget', safe: 'https://uat-safe.bank.test/widget' },
  PRODUCTION: { standard: 'https://bank.test/widget', safe: 'https://safe.bank.test/widget' },
};

describe('environments and host families', () => {
  it('five environments; a name in any case; anything else is PRODUCTION', () => {
    expect(ENVIRONMENTS).toEqual(['localhost-https', 'localhost', 'IFT', 'UAT', 'PRODUCTION']);
    for (const e of ENVIRONMENTS) expect(resolveEnvironment(e)).toBe(e);
    expect(resolveEnvironment('uat')).toBe('UAT');
    expect(resolveEnvironment(' Localhost-HTTPS ')).toBe('localhost-https');
    for (const unknown of ['staging', '', undefined, null, 3, {}]) expect(resolveEnvironment(unknown)).toBe('PRODUCTION');
  });

  it('the flag picks the family; a trailing slash is dropped', () => {
    expect(hostedPage(table, 'IFT', false).href).toBe('https://ift.bank.test/widget');
    expect(hostedPage(table, 'IFT', true).href).toBe('https://ift-safe.bank.test/widget');
    expect(hostedPage(table, 'localhost', false).pathname).toBe('/widget');
    expect(hostedPage(table, 'nonsense', true).href).toBe('https://safe.bank.test/widget');
  });

  it('refuses a host that is missing, not a web address, or carries a query', () => {
    expect(() => hostedPage({ ...table, PRODUCTION: { standard: '', safe: 'x' } }, 'PRODUCTION', false)).toThrow(/no standard host configured for PRODUCTION/);
    expect(() => hostedPage({ ...table, UAT: { standard: 'ftp://bank.test/w', safe: '' } }, 'UAT', false)).toThrow(/not a web address/);
    expect(() => hostedPage({ ...table, UAT: { standard: 'https://bank.test/w#x', safe: '' } }, 'UAT', false)).toThrow(/no query or fragment/);
    expect(() => hostedPage({} as HostTable, 'UAT', false)).toThrow();
  });

  it('the demo table: every environment on the sandbox bank of one origin, two paths', () => {
    const hosts = sandboxHosts('http://127.0.0.1:9200/some/page?x=1');
    for (const e of ENVIRONMENTS) expect(hosts[e]).toEqual({ standard: 'http://127.0.0.1:9200/sandbox/widget', safe: 'http://127.0.0.1:9200/sandbox/safe/widget' });
    hosts.UAT.standard = 'changed';
    expect(hosts.IFT.standard).toBe('http://127.0.0.1:9200/sandbox/widget');
  });
});

describe('the device', () => {
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
  it('phones and tablets by user agent, client hints or iPadOS touch points', () => {
    expect(isMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' })).toBe(true);
    expect(isMobile({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36' })).toBe(true);
    expect(isMobile({ userAgent: chrome, userAgentData: { mobile: true } })).toBe(true);
    expect(isMobile({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isMobile({ userAgent: chrome })).toBe(false);
    expect(isMobile(undefined)).toBe(false);
  });

  it('desktop Safari, not Chrome, Edge, Firefox, Opera or Yandex on the same Mac, nor Safari on a phone', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
    expect(isDesktopSafari({ userAgent: `${mac} Version/17.4 Safari/605.1.15`, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(true);
    for (const ua of [
      `${mac} Chrome/140.0.0.0 Safari/537.36`,
      `${mac} Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0`,
      `${mac} Chrome/140.0.0.0 Safari/537.36 OPR/110.0.0.0`,
      `${mac} Chrome/140.0.0.0 YaBrowser/24.4.0.0 Safari/537.36`,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ]) expect(isDesktopSafari({ userAgent: ua, platform: 'MacIntel', maxTouchPoints: 0 }), ua).toBe(false);
  });
});

describe('encoding', () => {
  it('params: base64 of the UTF-8 JSON, read back as it was', () => {
    const value = { bankInvoiceId: 'a1', note: 'Оплата заказа № 5 — 中文 ✓', n: 3 };
    const text = base64Json(value);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(text, 'base64').toString('utf8'))).toEqual(value);
    expect(fromBase64Json(text)).toEqual(value);
    expect(() => base64Json(undefined)).toThrow();
  });

  it('only web addresses are followed, resolved against the page', () => {
    expect(webUrl('/order/x?lang=en', 'http://shop.test/a')?.href).toBe('http://shop.test/order/x?lang=en');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', ' ', 7, null, 'http://[bad']) expect(webUrl(bad, 'http://shop.test/')).toBeNull();
  });

  it('withQuery sets the state and keeps what the address had', () => {
    expect(withQuery(new URL('http://shop.test/order/x?lang=kz&state=old'), { state: 'success', bankInvoiceId: 'i 1' })).toBe('http://shop.test/order/x?lang=kz&state=success&bankInvoiceId=i+1');
  });
});

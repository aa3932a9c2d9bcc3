import { describe, expect, it } from 'vitest';
import { identityFramePage, merchantPage, payPage, readWidgetParams } from './sandbox-page';

const SITE = 'http://127.0.0.1:9200';
const INVOICE = 'a'.repeat(32);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

describe('the phone widget page reads the open parameters', () => {
  it('backUrl: success, decline and Close lead back to it with state and bankInvoiceId (its own query kept)', () => {
    const r = readWidgetParams(b64({ bankInvoiceId: INVOICE, orderId: INVOICE, backUrl: `${SITE}/order/h?lang=en`, host: 'shop.test:9200', href: `${SITE}/order/h` }), INVOICE, SITE);
    expect(r).toEqual({
      ok: true,
      merchantHost: 'shop.test:9200',
      returns: {
        success: `${SITE}/order/h?lang=en&state=success&bankInvoiceId=${INVOICE}`,
        fail: `${SITE}/order/h?lang=en&state=return&bankInvoiceId=${INVOICE}`,
        close: `${SITE}/order/h?lang=en&state=return&bankInvoiceId=${INVOICE}`,
      },
    });
  });

  it('no backUrl: successUrl and failUrl (relative ones on this site); neither: the bank decides and there is no Close', () => {
    expect(readWidgetParams(b64({ successUrl: '/ok', failUrl: `${SITE}/no` }), INVOICE, SITE)).toEqual({ ok: true, merchantHost: null, returns: { success: `${SITE}/ok`, fail: `${SITE}/no`, close: `${SITE}/no` } });
    expect(readWidgetParams(b64({ orderId: INVOICE }), INVOICE, SITE)).toEqual({ ok: true, merchantHost: null, returns: { success: null, fail: null, close: null } });
  });

  it('UTF-8 fields read as they were written', () => {
    const r = readWidgetParams(Buffer.from(JSON.stringify({ host: 'магазин.рф' })).toString('base64'), INVOICE, SITE);
    expect(r.ok && r.merchantHost).toBe('магазин.рф');
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', Buffer.from('{nope').toString('base64')],
    ['not an object', b64([1, 2])],
    ['null', b64(null)],
    ['too long', 'A'.repeat(9000)],
    ['orderId is another invoice', b64({ orderId: 'b'.repeat(32) })],
  ])('%s: refused with a clear text', (why, raw) => {
    const r = readWidgetParams(raw, INVOICE, SITE);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^Параметры виджета не читаются \/ The widget's parameters cannot be read: /);
    expect(!r.ok && r.error).toContain(why === 'null' ? 'not an object' : why);
  });

  it.each([
    ['another site', { backUrl: 'https://evil.test/steal' }, 'backUrl'],
    ['a script address', { successUrl: 'javascript:alert(1)' }, 'successUrl'],
    ['protocol-relative', { failUrl: '//evil.test/x' }, 'failUrl'],
    ['not a string', { backUrl: 42 }, 'backUrl'],
  ])('a way back to %s is refused (no open redirect)', (_name, params, field) => {
    const r = readWidgetParams(b64(params), INVOICE, SITE);
    expect(r).toEqual({ ok: false, error: `Адрес возврата не на сайте магазина / The return address is not on the merchant's site: ${field}` });
  });
});

describe('the hosted pages', () => {
  const base = { invoiceId: INVOICE, ordNum: '17', amount: 2100, status: 'created' };

  it('in the frame: the backdrop layout, Close, the identity and cookie notes; the return links are inert JSON', () => {
    const html = payPage({ ...base, mode: 'widget', widget: { platform: 'desktop', returns: null, merchantHost: null } });
    expect(html).toContain('rgba(16,24,40,.55)');
    expect(html).toContain('id="close"');
    expect(html).toContain('id="identity-state" hidden');
    const phone = payPage({ ...base, mode: 'widget', widget: { platform: 'page', returns: { success: '/a?x=</script><script>alert(1)</script>', fail: null, close: null }, merchantHost: '<b>shop</b>' } });
    expect(phone).not.toContain('</script><script>alert(1)');
    expect(phone).toContain('\\u003c/script>');
    expect(phone).toContain('&#60;b&#62;shop&#60;/b&#62;');
    // No Close without a way back.
    expect(phone).not.toContain('id="close"');
  });

  it('the identity frame knows only its invoice', () => {
    expect(identityFramePage(INVOICE)).toContain(`var expected = "${INVOICE}"`);
  });

  it('the demo merchant: one script tag, one open() call; the way back says how it went', () => {
    const html = merchantPage({ invoice: { ...base }, state: 'success', error: null });
    expect(html.match(/<script src="\/widget\/checkout\.js"><\/script>/g)).toHaveLength(1);
    expect(html.match(/CardCheckout\.open\(/g)).toHaveLength(1);
    expect(html).toContain('Оплачено / Paid');
    expect(merchantPage({ invoice: null, state: null, error: '<x>' })).toContain('&#60;x&#62;');
  });
});

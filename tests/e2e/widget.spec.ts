import { expect, test, type Page } from '@playwright/test';
import { createCategoryOrder, serverOrder, type Api } from './support/api';
import { expectOverlayOpen, openWidgetInvoice, pageState, widgetContainer, widgetFrame, widgetOverlay, widgetParams } from './support/widget';

// The card-payment widget (widget/, served at /widget/checkout.js) in real Chromium against
// the sandbox bank's hosted page: the demo merchant page (/sandbox/merchant: one script tag,
// one CardCheckout.open() call) on desktop and on a phone, the desktop Safari popup, the
// 20 s time-out, hostile frames, the page state given back after every outcome, and the
// order page's card payment going through the library.

const cardEvent = 'bach-by-candlelight';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const SANDBOX = 'allow-same-origin allow-scripts allow-popups allow-forms allow-modals allow-popups-to-escape-sandbox allow-storage-access-by-user-activation';
type View = { printingAllowed: boolean };

/** A storefront order and the card-widget invoice its payment opened. */
async function invoice(api: Api) {
  const hash = await createCategoryOrder(api, cardEvent);
  const { bankInvoiceId, backUrl } = await openWidgetInvoice(api, hash);
  return { hash, bankInvoiceId, backUrl };
}

/** The demo merchant paying `id`; `ret`: none → only the promise's outcome, the page stays. */
async function merchant(page: Page, id: string, ret?: 'none' | 'urls') {
  await page.goto(`/sandbox/merchant?bankInvoiceId=${id}${ret ? `&return=${ret}` : ''}`);
  await expect(payButton(page)).toBeVisible();
}
const payButton = (page: Page) => page.getByRole('button', { name: 'Оплатить картой / Pay by card' });
const outcome = (page: Page) => page.locator('#outcome');
const bankButton = (page: Page, name: 'Оплатить / Pay' | 'Отклонить / Decline' | 'Закрыть / Close') => widgetFrame(page).getByRole('button', { name });
const paid = async (api: Api, hash: string) => (await serverOrder<View>(api, hash)).printingAllowed;

test.describe('desktop: the overlay', () => {
  test.skip(({ isMobile }) => isMobile, 'the overlay is the desktop widget; phones have their own tests below');

  test('merchant page: one script tag, open() → the overlay over the page; Pay → success, back to backUrl?state=success', async ({ page }) => {
    const { hash, bankInvoiceId } = await invoice(page.request);
    await merchant(page, bankInvoiceId);
    await payButton(page).click();
    await expectOverlayOpen(page);

    // The container on the body, a fixed transparent full-screen overlay, the sandboxed frame.
    expect(await widgetContainer(page).evaluate((el) => el.parentElement === document.body)).toBe(true);
    expect(await widgetOverlay(page).evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex, getComputedStyle(el).backgroundColor])).toEqual(['fixed', '1000', 'rgba(0, 0, 0, 0)']);
    expect(await widgetOverlay(page).boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
    const frame = widgetOverlay(page).locator('iframe[title="web widget"]');
    expect(await frame.getAttribute('sandbox')).toBe(SANDBOX);
    expect(new URL((await frame.getAttribute('src'))!).search).toBe(`?orderId=${bankInvoiceId}&platform=desktop`);
    // The bank's page got the parameters (the merchant's host), and the identity frame its payload, then closed.
    await expect(widgetFrame(page).locator('#merchant-host')).toHaveText(new URL(page.url()).host);
    await expect(widgetFrame(page).getByText('Банковский ID проверен / Bank ID checked')).toBeVisible();
    await expect(page.locator('iframe[title="identity login"]')).toHaveCount(0);

    await bankButton(page, 'Оплатить / Pay').click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/merchant\\?state=success&bankInvoiceId=${bankInvoiceId}$`));
    await expect(page.locator('#state')).toHaveText('Оплачено / Paid');
    expect(await paid(page.request, hash)).toBe(true);
  });

  test('merchant page: Decline → fail, back to backUrl?state=return; with successUrl/failUrl instead, to failUrl', async ({ page }) => {
    const first = await invoice(page.request);
    await merchant(page, first.bankInvoiceId);
    await payButton(page).click();
    await expectOverlayOpen(page);
    await bankButton(page, 'Отклонить / Decline').click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/merchant\\?state=return&bankInvoiceId=${first.bankInvoiceId}$`));
    await expect(page.locator('#state')).toHaveText('Оплата не завершена / Payment not completed');
    expect(await paid(page.request, first.hash)).toBe(false);

    const second = await invoice(page.request);
    await merchant(page, second.bankInvoiceId, 'urls');
    await payButton(page).click();
    await expectOverlayOpen(page);
    await bankButton(page, 'Отклонить / Decline').click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/merchant\\?bankInvoiceId=${second.bankInvoiceId}&state=return$`));
  });

  test("OPEN_LINK: the bank page's link takes the merchant's window to the bank's own page, where it pays", async ({ page }) => {
    const { hash, bankInvoiceId } = await invoice(page.request);
    await merchant(page, bankInvoiceId, 'none');
    await payButton(page).click();
    await expectOverlayOpen(page);
    await widgetFrame(page).getByRole('link', { name: "Оплатить на странице банка / Pay on the bank's page" }).click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${bankInvoiceId}$`));
    await page.getByRole('button', { name: 'Оплатить / Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?state=success&bankInvoiceId=${bankInvoiceId}$`));
    expect(await paid(page.request, hash)).toBe(true);
  });

  test('after success, fail and close: the outcome resolves open(), and body styles, scroll position and focus are as they were', async ({ page }) => {
    for (const [button, result] of [['Оплатить / Pay', 'success'], ['Отклонить / Decline', 'fail'], ['Закрыть / Close', 'closed']] as const) {
      const { bankInvoiceId } = await invoice(page.request);
      await merchant(page, bankInvoiceId, 'none');
      await page.evaluate(() => {
        document.body.style.cssText = 'overflow: scroll !important; position: relative;';
        window.scrollTo(0, 300);
        const pay = document.getElementById('pay')!;
        pay.focus({ preventScroll: true });
        pay.click();
      });
      await expectOverlayOpen(page);
      const during = await pageState(page);
      expect(during.y).toBe(300);
      await bankButton(page, button).click();
      await expect(outcome(page)).toHaveText(`open() → ${result}`);
      await expect(widgetContainer(page)).toHaveCount(0);
      expect(await pageState(page)).toMatchObject({ inline: ['overflow: scroll !important', 'position: relative'], overflow: 'scroll', position: 'relative', x: 0, y: 300, focused: 'pay' });
      expect(page.url()).toContain(`bankInvoiceId=${bankInvoiceId}&return=none`);
    }
  });

  test('a hosted page that never announces itself: after 20 s open() rejects with fail and the page is as it was', async ({ page }) => {
    await page.clock.install();
    const { bankInvoiceId } = await invoice(page.request);
    // The bank's page, silent: loads, never posts the port nor asks for its parameters.
    await page.route(/\/sandbox\/widget\?orderId=/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>silent</title><p id="silent">never announces</p>' }));
    await merchant(page, bankInvoiceId, 'none');
    await payButton(page).click();
    await expect(page.frameLocator('iframe[title="web widget"]').locator('#silent')).toBeAttached();
    // Not shown, and the page not held, until the hosted page announces itself.
    await expect(widgetOverlay(page)).toBeHidden();
    expect((await pageState(page)).style).toBeNull();
    await page.clock.runFor(19_000);
    await expect(outcome(page)).toHaveText('…');
    await page.clock.runFor(1_000);
    await expect(outcome(page)).toHaveText('open() rejected: fail');
    await expect(widgetContainer(page)).toHaveCount(0);
    expect((await pageState(page)).style).toBeNull();
  });

  test('hostile frames, on another origin and on the same one, posting every message type are ignored', async ({ page, baseURL }) => {
    const { hash, bankInvoiceId } = await invoice(page.request);
    const foreignOrigin = baseURL!.replace('127.0.0.1', 'localhost');
    expect(foreignOrigin).not.toBe(baseURL);
    await page.route(`${foreignOrigin}/hostile.html`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><body>${HOSTILE}</body>` }));
    await merchant(page, bankInvoiceId, 'none');
    await payButton(page).click();
    await expectOverlayOpen(page);

    // Everything the protocol knows, from a frame on localhost (the bank is on 127.0.0.1) and
    // from a frame of the bank's own origin that is not the widget's frame.
    await page.evaluate(() => {
      (window as unknown as { __hostileDone: number }).__hostileDone = 0;
      window.addEventListener('message', (e) => {
        if (e.data === 'hostile-done') (window as unknown as { __hostileDone: number }).__hostileDone++;
      });
    });
    await page.evaluate(({ src, srcdoc }) => {
      for (const attrs of [{ src }, { srcdoc }]) {
        const f = document.createElement('iframe');
        f.title = 'hostile';
        Object.assign(f, attrs);
        document.body.append(f);
      }
    }, { src: `${foreignOrigin}/hostile.html`, srcdoc: HOSTILE });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hostileDone: number }).__hostileDone)).toBe(2);

    // Nothing happened: no port taken, no answer, no navigation, the overlay still up, open() pending.
    const hostile = await page.locator('iframe[title="hostile"]').elementHandles();
    expect(hostile).toHaveLength(2);
    for (const handle of hostile) {
      const frame = (await handle.contentFrame())!;
      expect(await frame.evaluate(() => new Promise((resolve) => {
        // One more round trip, so that any answer already sent has arrived.
        const c = new MessageChannel();
        c.port1.onmessage = () => resolve((window as unknown as { received: unknown[] }).received);
        c.port2.postMessage(0);
      }))).toEqual([]);
    }
    await expect(widgetOverlay(page)).toBeVisible();
    await expect(outcome(page)).toHaveText('…');
    expect(page.url()).toContain('return=none');

    // The real frame still pays.
    await bankButton(page, 'Оплатить / Pay').click();
    await expect(outcome(page)).toHaveText('open() → success');
    expect(await paid(page.request, hash)).toBe(true);
  });

  test('order page: the card widget opens over the page; decline → the declined error, close → the choice again, pay → paid in place', async ({ page }) => {
    const hash = await createCategoryOrder(page.request, cardEvent);
    await page.goto(`/order/${hash}`);
    const block = page.getByRole('region', { name: 'Оплата заказа' });
    const pay = block.getByRole('button', { name: 'Оплатить', exact: true });
    await expect(block.getByRole('radio', { name: 'Банковская карта' })).toBeChecked();

    await pay.click();
    await expectOverlayOpen(page);
    expect(new URL((await widgetOverlay(page).locator('iframe').getAttribute('src'))!).searchParams.get('platform')).toBe('desktop');
    await bankButton(page, 'Отклонить / Decline').click();
    const error = page.getByRole('alertdialog', { name: 'Ошибка' });
    await expect(error).toContainText('Банк отклонил оплату');
    await expect(widgetContainer(page)).toHaveCount(0);
    expect(page.url()).toMatch(new RegExp(`/order/${hash}$`));
    await error.getByRole('button', { name: 'Понятно' }).click();

    await pay.click();
    await expectOverlayOpen(page);
    await bankButton(page, 'Закрыть / Close').click();
    await expect(widgetContainer(page)).toHaveCount(0);
    await expect(pay).toBeEnabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await pageState(page)).style).toBe('');

    await pay.click();
    await expectOverlayOpen(page);
    await bankButton(page, 'Оплатить / Pay').click();
    await expect(page.getByTestId('order-badge')).toHaveAttribute('data-badge', 'paid');
    await expect(block).toHaveCount(0);
    expect(page.url()).toMatch(new RegExp(`/order/${hash}$`));
    expect(await paid(page.request, hash)).toBe(true);
  });
});

test.describe('desktop Safari', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop Safari only');
  test.use({ userAgent: SAFARI });

  test('the access-cookie popup opens on the bank host, sets its cookie, tells the frame (relayed) and closes; then the payment goes on', async ({ page, baseURL }) => {
    const { hash, bankInvoiceId } = await invoice(page.request);
    await merchant(page, bankInvoiceId, 'none');
    const popupOpened = page.waitForEvent('popup');
    await payButton(page).click();
    const popup = await popupOpened;
    expect(popup.url()).toBe(`${baseURL}/sandbox/widget/access-cookie`);
    await expectOverlayOpen(page);
    await expect(widgetFrame(page).getByText('Доступ к cookie получен / Cookie access granted')).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect((await page.context().cookies(`${baseURL}/sandbox/widget`)).map((c) => c.name)).toContain('sandbox_widget_access');
    await bankButton(page, 'Оплатить / Pay').click();
    await expect(outcome(page)).toHaveText('open() → success');
    expect(await paid(page.request, hash)).toBe(true);
  });
});

test.describe('phone: the whole window', () => {
  test.skip(({ isMobile }) => !isMobile, 'the full-window redirect is the phone widget');

  test('merchant page: open() sends the window to the bank page with orderId and params; paid there, back to backUrl?state=success', async ({ page, baseURL }) => {
    const { hash, bankInvoiceId } = await invoice(page.request);
    await merchant(page, bankInvoiceId);
    const merchantUrl = page.url();
    await payButton(page).tap();
    await expect(page).toHaveURL(/\/sandbox\/widget\?orderId=[0-9a-f]{32}&params=/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(bankInvoiceId);
    expect(widgetParams(page.url())).toEqual({ bankInvoiceId, backUrl: `${baseURL}/sandbox/merchant`, orderId: bankInvoiceId, href: merchantUrl, host: new URL(baseURL!).host });
    await expect(page.locator('#merchant-host')).toHaveText(new URL(baseURL!).host);
    await expect(page.locator('#payment-widget-container')).toHaveCount(0);
    await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
    await expect(page).toHaveURL(new RegExp(`/sandbox/merchant\\?state=success&bankInvoiceId=${bankInvoiceId}$`));
    await expect(page.locator('#state')).toHaveText('Оплачено / Paid');
    expect(await paid(page.request, hash)).toBe(true);
  });

  test('order page: declined on the bank page, back to the order with state=return: not completed, and paid on a second try', async ({ page }) => {
    const hash = await createCategoryOrder(page.request, cardEvent);
    await page.goto(`/order/${hash}?lang=en`);
    const block = page.getByRole('region', { name: 'Payment', exact: true });
    await block.getByRole('button', { name: 'Pay', exact: true }).tap();
    await expect(page).toHaveURL(/\/sandbox\/widget\?orderId=[0-9a-f]{32}&params=/);
    expect(widgetParams(page.url())).toMatchObject({ backUrl: expect.stringMatching(new RegExp(`/order/${hash}\\?lang=en$`)) });
    await page.getByRole('button', { name: 'Отклонить / Decline' }).tap();
    await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?lang=en&state=return&bankInvoiceId=[0-9a-f]{32}$`));
    await expect(page.getByRole('status').filter({ hasText: 'The payment was not completed.' })).toBeVisible();
    expect(await paid(page.request, hash)).toBe(false);

    await block.getByRole('button', { name: 'Pay', exact: true }).tap();
    await expect(page).toHaveURL(/\/sandbox\/widget\?orderId=[0-9a-f]{32}&params=/);
    await page.getByRole('button', { name: 'Закрыть / Close' }).tap();
    await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?lang=en&state=return&bankInvoiceId=`));
    await block.getByRole('button', { name: 'Pay', exact: true }).tap();
    await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
    await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?lang=en&state=success&bankInvoiceId=`));
    await expect(page.getByTestId('order-badge')).toHaveAttribute('data-badge', 'paid');
  });
});

/**
 * A hostile frame: hands the merchant page a port of its own and posts every message of
 * the protocol on it and as window messages; keeps whatever comes back in `received`, and
 * says 'hostile-done' last (window messages from one frame arrive in order).
 */
const HOSTILE = `<script>
window.received = [];
var c = new MessageChannel();
c.port1.onmessage = function (e) { window.received.push(e.data); };
window.addEventListener('message', function (e) { if (e.source === parent) window.received.push(e.data); });
parent.postMessage('Send port to target', '*', [c.port2]);
var types = ['GET_PARAMETERS', 'GET_VERSION', 'GET_ORDERID', 'OPEN_LINK', 'success', 'fail', 'CLOSE_WIDGET', 'GET_SBERID_RESPONSE', 'CLOSE_SBERID_TAB', 'SBERID_RESPONSE'];
types.forEach(function (t) {
  var m = { type: t, payload: t === 'OPEN_LINK' ? 'http://localhost/hijacked' : undefined };
  c.port1.postMessage(m);
  parent.postMessage(m, '*');
});
parent.postMessage({ type: 'ACCESS_COOKIE_GRANTED', target: 'iframe' }, '*');
parent.postMessage({ type: 'CLOSE_ACCESS_TAB', target: 'tab' }, '*');
parent.postMessage('hostile-done', '*');
</script>`;

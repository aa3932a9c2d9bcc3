import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { createCategoryOrder, serverOrder, type Api } from './support/api';
import { expectNoSidewaysScroll, expectTouchTargets as expectTargets } from './support/layout';
import { widgetParams } from './support/widget';

// The payment block of the order page (/order/{hash}) on a 360 px phone, against the real
// server and its sandbox bank: every payment type of the demo (card widget, QR, redirect,
// auto-submitted form, Pushkin card), paid or declined on the bank's own page, back to a
// paid order; and the reservation running out (a third server with short reservations).
//

test.skip(({ isMobile }) => !isMobile, 'the payment flows are phone-first; the phone project runs them');
test.use({ viewport: { width: 360, height: 780 } });

const catalogue = loadCatalogue();
/** An open category event sold by bank card and by Pushkin card, with no extras on offer. */
const cardEvent = 'bach-by-candlelight';
/** An open category event with extras (fixtures/reference/offers-promos.json). */
const extrasEvent = 'city-history-museum';
for (const slug of [cardEvent, extrasEvent]) {
  const e = catalogue.events.find((x) => x.slug === slug);
  if (!e || e.sale !== 'open' || e.useseatsvg !== 0 || e.usenopushkarta !== 1) throw new Error(`payment.spec: ${slug} is no longer an open category event sold by bank card`);
}

type View = { printingAllowed: boolean; status: number | string; reservetime: number | string };
const createOrder = (api: Api, slug: string, pushkinDigit?: number) => createCategoryOrder(api, slug, pushkinDigit === undefined ? {} : { pushkinDigit });

const block = (page: Page) => page.getByRole('region', { name: 'Оплата заказа' });
const payButton = (page: Page) => block(page).getByRole('button', { name: 'Оплатить', exact: true });
const badge = (page: Page) => page.getByTestId('order-badge');

async function openOrder(page: Page, hash: string) {
  await page.goto(`/order/${hash}`);
  await expect(block(page)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/\d+ (минут|минуты|минута) \d+ (секунд|секунды|секунда)/);
}

/** Chooses a payment type and presses Pay. */
async function payWith(page: Page, type: string) {
  const radio = block(page).getByRole('radio', { name: type });
  await radio.check();
  await expect(radio).toBeChecked();
  await payButton(page).tap();
}

/** Back from the bank with success: the payment confirmed, the order paid, no payment form. */
async function expectPaidAfterReturn(page: Page, api: Api, hash: string) {
  await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?state=success`));
  await expect(page.getByRole('status').filter({ hasText: 'Оплата прошла успешно. Спасибо!' })).toBeVisible();
  await expect(badge(page)).toHaveAttribute('data-badge', 'paid');
  await expect(block(page)).toHaveCount(0);
  expect((await serverOrder<View>(api, hash)).printingAllowed).toBe(true);
}

/** Every button, link and payment choice is at least 44 px (radios go by their label). */
const expectTouchTargets = (root: Locator) => expectTargets(root, 'button, a[href], label');

test('redirect to the bank page: paid there, back to a paid order', async ({ page }) => {
  const hash = await createOrder(page.request, cardEvent);
  await openOrder(page, hash);
  await expect(badge(page)).toHaveAttribute('data-badge', 'unpaid');
  await expect(block(page).getByRole('group', { name: 'Способ оплаты' }).getByRole('radio')).toHaveCount(4);
  await expect(block(page)).toContainText(/К оплате\s*[\d\s]+₽/);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(block(page));

  await payWith(page, 'Оплата на странице банка');
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expectPaidAfterReturn(page, page.request, hash);
});

test('card widget (the library, widget/): on a phone the whole window goes to the bank page with params; paid there, back to a paid order', async ({ page, baseURL }) => {
  const hash = await createOrder(page.request, cardEvent);
  await openOrder(page, hash);
  // The order's own type comes chosen.
  await expect(block(page).getByRole('radio', { name: 'Банковская карта' })).toBeChecked();
  const orderUrl = page.url();
  await payButton(page).tap();
  await expect(page).toHaveURL(/\/sandbox\/widget\?orderId=[0-9a-f]{32}&params=/);
  const bankInvoiceId = new URL(page.url()).searchParams.get('orderId');
  expect(widgetParams(page.url())).toEqual({ bankInvoiceId, backUrl: `${baseURL}/order/${hash}`, orderId: bankInvoiceId, href: orderUrl, host: new URL(baseURL!).host });
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expectPaidAfterReturn(page, page.request, hash);
});

test('auto-submitted bank form: the bank page opens by itself, paid there, back to a paid order', async ({ page }) => {
  const hash = await createOrder(page.request, cardEvent);
  await openOrder(page, hash);
  const opened = page.waitForRequest((r) => r.method() === 'POST' && /\/sandbox\/pay\/[0-9a-f]{32}$/.test(r.url()));
  await payWith(page, 'Интернет-эквайринг');
  const form = await opened;
  expect(new URLSearchParams(form.postData() ?? '').get('order')).toBe(hash);
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expectPaidAfterReturn(page, page.request, hash);
});

test('QR code: the modal polls every 10 s while the code is paid elsewhere, then the order is paid', async ({ page, context }) => {
  test.setTimeout(90_000);
  const hash = await createOrder(page.request, cardEvent);
  await openOrder(page, hash);
  await payWith(page, 'QR-код (СБП)');
  const dialog = page.getByRole('dialog', { name: 'Оплата по QR-коду' });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: 'QR-код для оплаты заказа' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([true, 180, 180]);
  await expect(dialog.getByRole('status')).toContainText('Ждём оплату. Проверяем каждые 10 секунд.');
  await expectTouchTargets(dialog);
  const href = await dialog.getByRole('link', { name: 'Открыть ссылку для оплаты' }).getAttribute('href');
  expect(href).toMatch(/\/sandbox\/qr\/[0-9a-f]{32}$/);

  // The buyer's phone: the bank page the code opens.
  const bank = await context.newPage();
  await bank.goto(href!);
  await bank.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expect(bank).toHaveURL(new RegExp(`/order/${hash}\\?state=success`));
  await bank.close();

  // The poll (every 10 s) sees it: the modal closes and the order reads as paid.
  await expect(dialog).toBeHidden({ timeout: 25_000 });
  await expect(badge(page)).toHaveAttribute('data-badge', 'paid');
  await expect(block(page)).toHaveCount(0);
});

test('declined on the bank page: the declined page of the order, back to it, and paid on a second try', async ({ page }) => {
  const hash = await createOrder(page.request, cardEvent);
  await openOrder(page, hash);
  await payWith(page, 'Оплата на странице банка');
  await page.getByRole('button', { name: 'Отклонить / Decline' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/declined/${hash}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('отклонена');
  expect((await serverOrder<View>(page.request, hash)).printingAllowed).toBe(false);

  // The reservation still runs: the way back leads to the payment form again.
  await page.getByRole('link', { name: 'Вернуться к заказу' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/${hash}$`));
  await expect(badge(page)).toHaveAttribute('data-badge', 'unpaid');
  await payWith(page, 'Оплата на странице банка');
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expectPaidAfterReturn(page, page.request, hash);
});

test('back with state=return: the payment was not completed and can be tried again', async ({ page }) => {
  const hash = await createOrder(page.request, cardEvent);
  await page.goto(`/order/${hash}?state=return`);
  await expect(page.getByRole('status').filter({ hasText: 'Оплата не завершена' })).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
});

test('back with state=success before the bank confirms: "confirming", never "not paid", then paid', async ({ page }) => {
  const hash = await createOrder(page.request, cardEvent);
  // The bank's confirmation comes after the buyer: pay the invoice behind the page's back
  // while it is already asking.
  await openOrder(page, hash);
  await payWith(page, 'Оплата на странице банка');
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]{32}$/);
  const invoice = /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(page.url())![1]!;
  await page.goto(`/order/${hash}?state=success&bankInvoiceId=${invoice}`);
  await expect(page.getByRole('status').filter({ hasText: 'Подтверждаем оплату…' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(block(page)).toHaveCount(0);
  const paid = await page.request.post(`/sandbox/pay/${invoice}`, { form: { action: 'pay' }, headers: { accept: 'application/json' } });
  expect(((await paid.json()) as { result: string }).result).toBe('paid');
  await expect(page.getByRole('status').filter({ hasText: 'Оплата прошла успешно. Спасибо!' })).toBeVisible();
  await expect(badge(page)).toHaveAttribute('data-badge', 'paid');
});

test('extras on offer: the question first, then "Go to payment" goes to the bank', async ({ page }) => {
  const hash = await createOrder(page.request, extrasEvent);
  await openOrder(page, hash);
  await payWith(page, 'Оплата на странице банка');
  const question = page.getByRole('alertdialog', { name: 'Дополнительные услуги' });
  await expect(question).toBeVisible();
  await expectTouchTargets(question);
  await question.getByRole('button', { name: 'Перейти к оплате' }).tap();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]{32}$/);
});

test.describe('the Pushkin card', () => {
  test('accepted (phone ending in 7): the paid notice', async ({ page }) => {
    const hash = await createOrder(page.request, cardEvent, 7);
    await openOrder(page, hash);
    await expect(block(page).getByRole('radio')).toHaveCount(1);
    await expect(block(page).getByRole('radio', { name: 'Пушкинская карта' })).toBeChecked();
    await payButton(page).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Заказ оплачен Пушкинской картой.' })).toBeVisible();
    await expect(badge(page)).toHaveAttribute('data-badge', 'paid');
    await expect(block(page)).toHaveCount(0);
  });

  test('refused (phone ending in 4): the order annulled', async ({ page }) => {
    const hash = await createOrder(page.request, cardEvent, 4);
    await openOrder(page, hash);
    await payButton(page).tap();
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Заказ аннулирован' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Оплата Пушкинской картой не прошла проверку');
    await expect(badge(page)).toHaveAttribute('data-badge', 'annulled');
    await expect(block(page)).toHaveCount(0);
  });

  test('in progress (phone ending in 3): a visible verification, checked every 20 s, then paid', async ({ page }) => {
    test.setTimeout(120_000);
    const hash = await createOrder(page.request, cardEvent, 3);
    await openOrder(page, hash);
    await payButton(page).tap();
    const verifying = page.getByRole('status').filter({ hasText: 'Проверяем оплату Пушкинской картой' });
    await expect(verifying).toBeVisible();
    await expect(verifying).toContainText('каждые 20 секунд');
    await expect(block(page)).toHaveCount(0);
    // The sandbox settles the verification after 30 s: by the second check at the latest.
    await expect(page.getByRole('status').filter({ hasText: 'Заказ оплачен Пушкинской картой.' })).toBeVisible({ timeout: 75_000 });
    await expect(badge(page)).toHaveAttribute('data-badge', 'paid');
  });
});

// Needs the third server of playwright.config.ts, whose reservations last
// E2E_SHORT_RESERVE_SECONDS (40 s by default), on E2E_SHORT_RESERVE_PORT.
test('the reservation running out: the countdown reaches 0, the block goes, the seats are said to be released', async ({ page }) => {
  const port = process.env.E2E_SHORT_RESERVE_PORT;
  const seconds = Number(process.env.E2E_SHORT_RESERVE_SECONDS ?? 40);
  test.skip(!port, 'needs the short-reservation server (E2E_SHORT_RESERVE_PORT)');
  test.setTimeout((seconds + 60) * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const api = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const hash = await createOrder(api, cardEvent);
    await page.goto(`${origin}/order/${hash}`);
    await expect(block(page)).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^\d+ секунд[аы]?$/);
    const before = Number(/^(\d+)/.exec((await timer.textContent()) ?? '')![1]);
    expect(before).toBeLessThanOrEqual(seconds);
    await expect.poll(async () => Number(/^(\d+)/.exec((await timer.textContent()) ?? '')?.[1] ?? before)).toBeLessThan(before);

    const expired = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Время брони истекло' }) });
    await expect(expired).toBeVisible({ timeout: (seconds + 10) * 1000 });
    await expect(expired).toContainText('места освобождены');
    await expect(block(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Оплатить', exact: true })).toHaveCount(0);
    expect(Number((await serverOrder<View>(api, hash)).reservetime)).toBe(0);
  } finally {
    await api.dispose();
  }
});

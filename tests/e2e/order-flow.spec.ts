import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createCategoryOrder, serverOrder } from './support/api';
import { fillBuyer, pickSession, plus } from './support/booking';
import { decodeQrIn } from './support/codes';
import { expectNoSidewaysScroll, expectTouchTargets } from './support/layout';

// A buyer's whole way on a phone, against the real server and its sandbox bank: from the
// afisha to a booked order, paid on the bank's page, with its QR tickets on screen and a
// ticket opened on its own page. Then the order page in every language, and a free order.

test.skip(({ isMobile }) => !isMobile, 'the buyer flows are phone-first; the phone project runs them');
test.use({ viewport: { width: 360, height: 780 } });

type Catalogue = Record<string, unknown>;
const locale = (lang: string, ns: string) => JSON.parse(fs.readFileSync(new URL(`../../src/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Catalogue;
const text = (cat: Catalogue, path: string, vars: Record<string, string> = {}) =>
  String(path.split('.').reduce<unknown>((o, k) => (o as Catalogue)[k], cat)).replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

type View = { ord_num: string; printingAllowed: boolean; main: Array<{ ticketcode: string | null; tickethash_id: string }> };

test('from the afisha to a paid order with its QR tickets on screen, and a ticket on its own page', async ({ page, context }) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Интерактивная выставка «Мир динозавров»' });
  await card.getByRole('link', { name: 'Купить' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: /Мир динозавров/ })).toBeVisible();
  await pickSession(page);
  await plus(page, 'Взрослый').tap();
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).tap();

  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
  const hash = new URL(page.url()).pathname.split('/').pop()!;
  const unpaid = await serverOrder<View>(page.request, hash);
  await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${unpaid.ord_num}` })).toBeVisible();
  await expect(page).toHaveTitle(`Заказ № ${unpaid.ord_num}`);
  await expect(page.getByTestId('order-badge')).toHaveText('Не оплачен');
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page.getByTestId('order-page'));

  const payment = page.getByRole('region', { name: 'Оплата заказа' });
  await payment.getByRole('radio', { name: 'Оплата на странице банка' }).check();
  await payment.getByRole('button', { name: 'Оплатить', exact: true }).tap();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();

  await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?state=success`));
  await expect(page.getByTestId('order-badge')).toHaveText('Оплачен');
  await expect(payment).toHaveCount(0);
  const paid = await serverOrder<View>(page.request, hash);
  expect(paid.printingAllowed).toBe(true);

  // The ticket's QR code on screen is the code the gate expects.
  await page.getByRole('button', { name: 'Показать QR-код' }).first().tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const image = dialog.locator('img').first();
  await expect(image).toBeVisible();
  expect(await decodeQrIn(image)).toBe(paid.main[0]!.ticketcode);
  await dialog.getByRole('button', { name: 'Закрыть' }).tap();
  await expect(dialog).toHaveCount(0);

  // "Open ticket" opens the ticket on its own page, in a new tab.
  const [ticketPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Открыть билет' }).first().tap()]);
  await expect(ticketPage).toHaveURL(new RegExp(`/ticket/${paid.main[0]!.tickethash_id}$`));
  await expect(ticketPage.getByText(/Мир динозавров/).first()).toBeVisible();
  await ticketPage.close();
});

for (const lang of ['en', 'kz', 'ch'] as const) {
  test(`the order page speaks ${lang}, from the payment block to the paid order`, async ({ page }) => {
    const hash = await createCategoryOrder(page.request, 'bach-by-candlelight');
    const view = await serverOrder<View & { payments: Array<Record<string, unknown>> }>(page.request, hash, lang);
    const order = locale(lang, 'order');
    const pay = locale(lang, 'payment');
    await page.goto(`/order/${hash}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text(order, 'title', { num: view.ord_num }) })).toBeVisible();
    await expect(page).toHaveTitle(text(order, 'documentTitle', { num: view.ord_num }));
    await expect(page.getByTestId('order-badge')).toHaveText(text(order, 'badge.unpaid'));
    // No key of a catalogue leaks onto the page.
    expect(await page.locator('body').innerText()).not.toMatch(/\b(order|payment|offers|loyalty|ticket)\.[a-z]+/);

    const bankPage = view.payments.find((p) => p.protocol_type === 'redirect')!;
    await page.getByRole('radio', { name: String(bankPage[`name_${lang}`]) }).check();
    await page.getByRole('button', { name: text(pay, 'pay'), exact: true }).tap();
    await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
    await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?.*state=success`));
    await expect(page.getByTestId('order-badge')).toHaveText(text(order, 'badge.paid'));
    await expect(page.getByRole('button', { name: text(order, 'tickets.showQr') })).toBeVisible();
  });
}

test('a free order is confirmed at once and shows its tickets with their codes', async ({ page }) => {
  const hash = await createCategoryOrder(page.request, 'bauman-street-music-festival');
  await page.goto(`/order/${hash}`);
  await expect(page.getByTestId('order-badge')).toHaveText('Оплачен');
  await expect(page.getByRole('region', { name: 'Оплата заказа' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Открыть билет' }).first()).toBeVisible();
});

test('an unknown order says so', async ({ page }) => {
  await page.goto(`/order/${'0'.repeat(40)}`);
  await expect(page.getByRole('alert')).toHaveText('Заказ удалён или не найден');
});

import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { buyer, createCategoryOrder, payOnBankPage, post, serverOrder } from './support/api';
import { startClockServer, type ClockServer } from './support/clock-server';
import { expectNoSidewaysScroll, expectTouchTargets } from './support/layout';

// Refunding tickets on a 360 px phone against the real server (docs/product/refund.md,
// errors.md): a paid order → the application on the return page → the sandbox mailbox → the
// e-mailed link → confirmed; a session whose time to apply online runs out (a server of this
// test whose clock stands just before the session); a confirmation link that is wrong.

test.skip(({ isMobile }) => !isMobile, 'the return page is phone-first; the phone project runs it');
test.use({ viewport: { width: 360, height: 780 } });

/** An open category event sold by bank card, no extras (as payment.spec.ts). */
const cardEvent = 'bach-by-candlelight';
const e = loadCatalogue().events.find((x) => x.slug === cardEvent);
if (!e || e.sale !== 'open' || e.useseatsvg !== 0 || e.usenopushkarta !== 1) throw new Error(`refund.spec: ${cardEvent} is no longer an open category event sold by bank card`);

type Ticket = { id: number; status?: number | null; day: string; time: string };
type View = { ord_num: string; main: Ticket[] };

const submit = (page: Page) => page.getByTestId('refund-submit');
const rows = (page: Page) => page.getByTestId('refund-row');

/** Every button, link, switch and box on the page is finger-sized (boxes by their label). */
const expectTargets = (root: Locator) => expectTouchTargets(root, 'button, a[href], label.refund-check, label.refund-reason, label.refund-switch');

test('a paid order: refund application on the phone, the mail in the sandbox mailbox, its link confirms the refund', async ({ page }) => {
  const hash = await createCategoryOrder(page.request, cardEvent, { qty: 2 });
  await payOnBankPage(page, hash);
  const { ord_num: num } = await serverOrder<View>(page.request, hash);

  // From the paid order to its return page.
  await page.getByRole('link', { name: 'Вернуть билеты' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/return/${hash}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Возврат билетов по заказу № ${num}`);
  await expect(page).toHaveTitle(`Возврат билетов: заказ № ${num}`);
  await expect(page.getByText(buyer.email)).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  // Drawn as cards on the phone, still a table to a screen reader: a header row and a row per ticket.
  const table = page.getByRole('table', { name: /Бах при свечах/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('columnheader')).toHaveText(['Вернуть', 'Категория', 'Посетителей', 'Стоимость']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveCount(4);
  await expect(page.getByRole('timer').first()).toHaveText(/(день|дня|дней|час|часа|часов|минут).*секунд/);
  await expect(submit(page)).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await expectTargets(page.getByTestId('refund-page'));

  await page.getByRole('checkbox', { name: /Вернуть билет 1:/ }).check();
  await expect(page.getByTestId('refund-summary')).toHaveText(/К возврату: 1 билет на сумму [\d\s]+₽/);
  await page.getByRole('radio').first().check();
  await page.getByRole('switch').check();
  await expect(submit(page)).toBeEnabled();
  await submit(page).tap();
  const ask = page.getByRole('alertdialog', { name: 'Оформить возврат?' });
  await expect(ask).toContainText('Ссылка действует 24 часа.');
  await expectNoSidewaysScroll(page);
  await ask.getByRole('button', { name: 'Оформить возврат' }).tap();
  const accepted = page.getByRole('alertdialog', { name: 'Информация' });
  await expect(accepted).toContainText('Заявление принято');
  await accepted.getByRole('button', { name: 'Понятно' }).tap();
  await expect(rows(page).first()).toHaveAttribute('data-status', '60');
  await expect(rows(page).first()).toContainText('Не подтверждён');
  await expect(rows(page).nth(1)).toHaveAttribute('data-status', '0');

  // The sandbox mailbox: the buyer's mail, newest first; the order's tickets came before.
  await page.goto('/sandbox/mail');
  await page.getByLabel('Адрес получателя / Recipient\'s address').fill(buyer.email);
  await page.getByRole('button', { name: 'Открыть / Open' }).tap();
  const refundMail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Подтвердите возврат билетов по заказу № ${num}` }) });
  await expect(refundMail).toHaveCount(1);
  await expect(refundMail).toContainText('1 билет');
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Ваши билеты: заказ № ${num}` }) })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  const link = refundMail.getByRole('link', { name: new RegExp(`/order/return/${hash}\\?hash_conf=`) });
  // On the configured public address (PUBLIC_URL, by default localhost on the server's port).
  expect(new URL((await link.getAttribute('href'))!).pathname).toBe(`/order/return/${hash}`);
  await link.tap();

  // Confirm mode: consent alone, then Confirm.
  await expect(page).toHaveURL(new RegExp(`/order/return/${hash}\\?hash_conf=[0-9a-f]+$`));
  await expect(page.getByText('Вы открыли ссылку из письма.', { exact: false })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Подтвердить' });
  await expect(confirm).toBeDisabled();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('switch').check();
  await confirm.tap();
  const done = page.getByRole('alertdialog', { name: 'Информация' });
  await expect(done).toContainText('Возврат успешно подтвержден, заявление принято и передано в работу');
  await done.getByRole('button', { name: 'Понятно' }).tap();
  await expect(page.getByTestId('refund-confirmed')).toContainText('Возврат успешно подтвержден');
  await expectNoSidewaysScroll(page);

  // The server agrees: the first ticket is refunded, the second still valid.
  const after = await serverOrder<View>(page.request, hash);
  expect(after.main.map((t) => t.status)).toEqual([70, 0]);
  // The return page says so too.
  await page.goto(`/order/return/${hash}`);
  await expect(rows(page).first()).toContainText('Возврат подтверждён');
  await expect(page.getByRole('checkbox', { name: /Вернуть билет 2:/ })).toBeEnabled();
});

test.describe('a session about to start', () => {
  let server: ClockServer;
  test.beforeAll(async () => {
    server = await startClockServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('the countdown to apply online runs out: the group says so and its boxes are disabled', async ({ page }) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      const hash = await createCategoryOrder(api, cardEvent);
      // Paid on the bank's page of this server.
      const { body } = await post<{ bankInvoiceId: string }>(api, '/api/payment/widget', { hash });
      await page.goto(`${server.url}/sandbox/pay/${body.bankInvoiceId}`);
      await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
      await expect(page.getByTestId('order-badge')).toHaveAttribute('data-badge', 'paid');
      const ticket = (await serverOrder<View>(api, hash)).main[0]!;
      const start = Date.parse(`${ticket.day}T${ticket.time || '23:59'}:00Z`);

      // The server's clock 15 s before the session: 15 s left to apply online.
      server.setNow(start - 15_000);
      await page.goto(`${server.url}/order/return/${hash}`);
      const group = page.getByTestId('refund-group');
      await expect(group.getByRole('timer')).toHaveText(/^\d{1,2} секунд[аы]?$/);
      const box = page.getByRole('checkbox', { name: /Вернуть билет 1:/ });
      await box.check();
      await expect(page.getByTestId('refund-summary')).toHaveText(/1 билет/);
      // Time runs out on the page: the message, the box unticked and disabled, nothing to send.
      await expect(group.getByTestId('refund-group-expired')).toHaveText('Время для оформления онлайн-заявления истекло.', { timeout: 60_000 });
      await expect(box).not.toBeChecked();
      await expect(box).toBeDisabled();
      await expect(group.getByRole('timer')).toHaveCount(0);
      // Nothing is left to apply for: the form (reasons, consent, submit) goes, and the page says so.
      await expect(submit(page)).toHaveCount(0);
      await expect(page.getByText('Других билетов для возврата в заказе нет.')).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Opened again once the session has started: expired from the start, and the server refuses too.
      server.setNow(start + 60_000);
      await page.reload();
      await expect(page.getByTestId('refund-group-expired')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /Вернуть билет 1:/ })).toBeDisabled();
      const refused = await post<{ errorText: string }>(api, '/api/order/return-create', { hash, reason: 1, id: [ticket.id] });
      expect(refused.status).toBe(409);
      expect(refused.body.errorText).toBe('Время для оформления онлайн-заявления истекло.');
    } finally {
      await api.dispose();
    }
  });
});

test('confirm mode with a wrong hash_conf: the server says the link is not valid, and the way to the return page', async ({ page }) => {
  const hash = await createCategoryOrder(page.request, cardEvent);
  await payOnBankPage(page, hash);
  await page.goto(`/order/return/${hash}?hash_conf=${'0'.repeat(40)}`);
  await expect(page.getByRole('alert')).toHaveText('Ссылка для подтверждения недействительна');
  await expect(page.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectTargets(page.getByTestId('refund-not-found'));
  await page.getByRole('link', { name: 'Перейти к возврату билетов' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/return/${hash}$`));
  await expect(submit(page)).toHaveText('Оформить возврат');
  // A hash of 5 characters or fewer is no confirmation link: the ordinary form.
  await page.goto(`/order/return/${hash}?hash_conf=abcde`);
  await expect(submit(page)).toHaveText('Оформить возврат');
});

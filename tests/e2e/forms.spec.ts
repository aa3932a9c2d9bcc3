import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { eventHash } from '../../server/seed/ids';

// The buyer form, the phone input and the captcha on the events page, in a phone browser
// with touch, against the real server: what the buyer sees and can do before an order goes.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
test.use(phone);

const read = <T,>(section: string) => JSON.parse(fs.readFileSync(new URL(`../../src/i18n/locales/ru/${section}.json`, import.meta.url), 'utf8')) as T;
const form = read<{ errors: { requiredFio: string; requiredPhone: string; reEmail: string; pushkinName: string; pushkinPhone: string }; pushkinWarning: string }>('buyerForm');
const captcha = read<{ title: string; invalid: string; label: string; check: string; reload: string; image: string }>('captcha');

// Categories, the Pushkin card allowed, and the e-mail typed twice (mailconfirm).
const BACH = eventHash('bach-by-candlelight');

/** `origin`: another server than the baseURL one (the captcha server). */
async function openForm(page: Page, origin = '') {
  await page.goto(`${origin}/event/${BACH}`);
  await page.locator('.booking-date:not([disabled])').first().click();
  await page.locator('.booking-time:not([disabled])').first().click();
  await page.locator('.booking-counter').first().getByRole('button').last().tap();
  await expect(page.getByLabel('ФИО')).toBeVisible();
}

const fio = (page: Page) => page.getByLabel('ФИО');
const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Телефон' });
const email = (page: Page) => page.getByRole('textbox', { name: 'E-mail', exact: true });
const reEmail = (page: Page) => page.getByRole('textbox', { name: 'Повторите e-mail' });
const submit = (page: Page) => page.getByRole('button', { name: 'Оформить заказ' });
const countryButton = (page: Page) => page.getByRole('combobox', { name: /^Страна/ });

/** A buyer whose data and consents all hold, typed as a buyer types them. */
async function fillValidBuyer(page: Page) {
  await fio(page).fill('Иванов Иван');
  await phoneField(page).tap();
  await phoneField(page).pressSequentially('9123456789');
  await email(page).fill('buyer@example.ru');
  await reEmail(page).pressSequentially('buyer@example.ru');
  for (const consent of await page.locator('.consents input[aria-required="true"]').all()) await consent.check();
}

/** The message the field points to with aria-describedby. */
async function messageOf(page: Page, field: ReturnType<typeof fio>): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

test('the buyer form shows each rule where it is broken and lets the order go only when all hold', async ({ page }) => {
  await openForm(page);
  await expect(submit(page)).toBeDisabled();

  await fio(page).fill('А');
  await fio(page).blur();
  expect(await messageOf(page, fio(page))).toBe(form.errors.requiredFio);
  await fio(page).fill('Пётр Иванов 2');
  await fio(page).blur();
  await expect(fio(page)).toHaveValue('Петр Иванов');
  expect(await messageOf(page, fio(page))).toBeNull();

  await phoneField(page).tap();
  await expect(phoneField(page)).toHaveValue('+7');
  await phoneField(page).blur();
  expect(await messageOf(page, phoneField(page))).toBe(form.errors.requiredPhone);
  // Longer than 5 characters (docs/product/buyer-form.md), yet no number anyone could call.
  await phoneField(page).pressSequentially('9123');
  await phoneField(page).blur();
  await expect(phoneField(page)).toHaveValue('+7 912 3');
  expect(await messageOf(page, phoneField(page))).toBe(form.errors.requiredPhone);
  await phoneField(page).focus();
  await phoneField(page).press('End');
  await phoneField(page).pressSequentially('456789');
  await expect(phoneField(page)).toHaveValue('+7 912 345 67 89');
  expect(await messageOf(page, phoneField(page))).toBeNull();

  // Typed with the Russian layout on: "игнук"учфьздуюкг" is buyer@example.ru.
  await email(page).pressSequentially('игнук"учфьздуюкг');
  await expect(email(page)).toHaveValue('buyer@example.ru');
  await reEmail(page).pressSequentially('buyer@example.com');
  await reEmail(page).blur();
  expect(await messageOf(page, reEmail(page))).toBe(form.errors.reEmail);
  const pasteBlocked = await reEmail(page).evaluate((el) => !el.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })));
  expect(pasteBlocked).toBe(true);
  const pasteAllowed = await email(page).evaluate((el) => el.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })));
  expect(pasteAllowed).toBe(true);
  await reEmail(page).fill('');
  await reEmail(page).pressSequentially('buyer@example.ru');
  expect(await messageOf(page, reEmail(page))).toBeNull();

  await expect(submit(page)).toBeDisabled();
  for (const consent of await page.locator('.consents input[aria-required="true"]').all()) await consent.check();
  await expect(submit(page)).toBeEnabled();
  await phoneField(page).fill('+7 912 3');
  await expect(submit(page)).toBeDisabled();
  await phoneField(page).fill('+7 912 345 67 89');
  await expect(submit(page)).toBeEnabled();

  const results = await new AxeBuilder({ page }).include('.buyer-form').include('.consents').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the Pushkin card asks the passport name and a +7 phone', async ({ page }) => {
  // The card is chosen before any ticket: it shows only the rows it can pay for and takes one
  // ticket an order, so which rows the cart holds never depends on the sessions left today.
  await page.goto(`/event/${BACH}`);
  await page.locator('.booking-date:not([disabled])').first().click();
  await page.locator('.booking-time:not([disabled])').first().click();
  await page.getByRole('radio', { name: 'Пушкинская карта' }).check();
  await page.getByRole('button', { name: /^Добавить билет: / }).first().tap();
  await expect(page.getByRole('button', { name: /^Добавить билет: / }).first()).toBeDisabled();
  await expect(page.getByText(form.pushkinWarning)).toBeVisible();
  const surname = page.getByLabel('Фамилия');
  await surname.fill('ivanov');
  await surname.blur();
  expect(await messageOf(page, surname)).toBe(form.errors.pushkinName);
  await surname.fill('римская-корсакова');
  await surname.blur();
  await expect(surname).toHaveValue('Римская-Корсакова');
  expect(await messageOf(page, surname)).toBeNull();
  await page.getByLabel('Отчество').fill('Петровна');
  await page.getByRole('checkbox', { name: 'Нет отчества' }).check();
  await expect(page.getByLabel('Отчество')).toBeDisabled();
  await expect(page.getByLabel('Отчество')).toHaveValue('');
  const cardPhone = page.getByRole('textbox', { name: 'Телефон' });
  await cardPhone.pressSequentially('89123456789');
  await expect(cardPhone).toHaveValue('+7 (912) 345-67-89');
  await cardPhone.press('Backspace');
  await cardPhone.blur();
  expect(await messageOf(page, cardPhone)).toBe(form.errors.pushkinPhone.replace('{{phone}}', '+7 (999) 123-45-67'));
});

test('the country dropdown opens below with room, above without, and a tap chooses a country', async ({ page }) => {
  await openForm(page);
  const input = phoneField(page);
  const button = countryButton(page);
  // The field near the top of the screen: room below.
  await input.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 100));
  await button.tap();
  const dropdown = page.locator('.phone-input__dropdown');
  await expect(dropdown).toHaveAttribute('data-placement', 'below');
  const listBox = await dropdown.boundingBox();
  const fieldBox = await input.boundingBox();
  expect(listBox!.y).toBeGreaterThan(fieldBox!.y);
  await expect(page.getByRole('option', { name: /Россия/ })).toHaveAttribute('aria-selected', 'true');
  await button.tap();
  await expect(dropdown).toHaveCount(0);

  // The field near the bottom: the list opens above it.
  await input.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 120)));
  await button.tap();
  await expect(dropdown).toHaveAttribute('data-placement', 'above');
  expect((await dropdown.boundingBox())!.y).toBeLessThan((await input.boundingBox())!.y);
  await page.getByRole('option', { name: /Казахстан/ }).tap();
  await expect(dropdown).toHaveCount(0);
  await expect(button).toHaveAccessibleName('Страна: Казахстан, +7');

  // Keyboard: type-to-find, then Enter. Playwright types letters off the US layout as
  // text input only, so the Russian layout's keydowns are dispatched as a keyboard sends them.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  for (const key of 'бел') await button.dispatchEvent('keydown', { key, bubbles: true });
  await page.keyboard.press('Enter');
  await expect(button).toHaveAccessibleName('Страна: Беларусь, +375');
  await input.tap();
  await expect(input).toHaveValue('+375');
});

test('the image captcha: a wrong code brings a new image from the server; closing returns to the form', async ({ page }) => {
  // The demo server runs without the captcha; the page is told it is on, and the captcha
  // calls themselves go to the real server. The setup comes in the page's HTML
  // (<script id="boot-setup">) and from /api/setup after it: both say the captcha is on.
  const captchaOn = (body: { response: Record<string, unknown> }) => ({ ...body, response: { ...body.response, captcha: { enabled: 1 } } });
  await page.route('**/api/setup', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: captchaOn((await res.json()) as { response: Record<string, unknown> }) });
  });
  await page.route('**/event/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const html = (await res.text()).replace(
      /(<script id="boot-setup" type="application\/json">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => open + JSON.stringify(captchaOn(JSON.parse(json))).replace(/</g, '\\u003c') + close,
    );
    await route.fulfill({ response: res, body: html });
  });
  await openForm(page);
  await fillValidBuyer(page);

  const images: string[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname === '/api/captcha') images.push(((await res.json()) as { response: { sid: string } }).response.sid);
  });
  await submit(page).tap();
  const dialog = page.getByRole('dialog', { name: captcha.title });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: captcha.image });
  await expect(image.locator('svg')).toBeVisible();
  await expect(dialog.getByLabel(captcha.label)).toBeFocused();
  await expect(dialog.getByLabel(captcha.label)).toHaveAttribute('maxlength', '8');
  const first = await image.innerHTML();

  await dialog.getByLabel(captcha.label).fill('zzzzzzzz');
  const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/captcha/check');
  await dialog.getByRole('button', { name: captcha.check }).tap();
  expect(((await (await checked).json()) as { response: { result: boolean } }).response.result).toBe(false);
  await expect(dialog.getByRole('alert')).toHaveText(captcha.invalid);
  await expect.poll(() => images.length).toBe(2);
  await expect(image.locator('svg')).toBeVisible();
  expect(await image.innerHTML()).not.toBe(first);
  expect(images[0]).not.toBe(images[1]);

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/event/${BACH}/`));
});

// The second server of playwright.config.ts, started with CAPTCHA=1 on its own database.
const captchaOrigin = `http://127.0.0.1:${process.env.E2E_CAPTCHA_PORT ?? 8182}`;

/** The code of a captcha image, as the server stored it: what a person reads off the picture. */
function captchaAnswer(sid: string): string {
  const db = new Database(process.env.E2E_CAPTCHA_DB!, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT answer FROM captchas WHERE sid = ?').get(sid) as { answer: string } | undefined)?.answer ?? '';
  } finally {
    db.close();
  }
}

test('the image captcha on a server that asks for it: the right code lets the order through', async ({ page }) => {
  const sids: string[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname === '/api/captcha') sids.push(((await res.json()) as { response: { sid: string } }).response.sid);
  });
  await openForm(page, captchaOrigin);
  await fillValidBuyer(page);

  const created = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/order/create');
  await submit(page).tap();
  const dialog = page.getByRole('dialog', { name: captcha.title });
  await expect(dialog.getByRole('img', { name: captcha.image }).locator('svg')).toBeVisible();
  await expect.poll(() => sids.length).toBeGreaterThan(0);
  const answer = captchaAnswer(sids.at(-1)!);
  expect(answer).toMatch(/^\w{5}$/);
  // Typed as read off the picture, in capitals: the server compares without case.
  await dialog.getByLabel(captcha.label).fill(answer.toUpperCase());
  await dialog.getByRole('button', { name: captcha.check }).tap();

  expect(((await (await created).json()) as { response: { errorCode: string } }).response.errorCode).toBe('0');
  await expect(page).toHaveURL(new RegExp(`^${captchaOrigin}/order/[A-Za-z0-9_-]+$`), { timeout: 20_000 });
  const hash = new URL(page.url()).pathname.split('/').pop()!;
  const view = await page.evaluate(async (h) => {
    const token = (await (await fetch('/api/token', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).response as string;
    const res = await fetch('/api/order/view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ hash: h, lang: 'ru' }),
    });
    return { status: res.status, body: (await res.json()).response as { ord_num?: string } };
  }, hash);
  expect(view.status).toBe(200);
  expect(view.body.ord_num).toBeTruthy();
  // The captcha was used up by this order.
  expect(captchaAnswer(sids.at(-1)!)).toBe('');
});

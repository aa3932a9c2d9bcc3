import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { eventHash } from '../../server/seed/ids';
import { createCategoryOrder, serverOrder } from './support/api';
import { fillBuyer, fillHolder, pickSession, plus } from './support/booking';
import { expectNoSidewaysScroll, expectTouchTargets } from './support/layout';

// The nominal holder form (/nominal-tickets/{hash}, docs/product/nominal.md) on a
// 360 px phone, against the real server: a nominal event bought end to end (events page →
// holders → order → the sandbox bank → paid tickets named after their holders), the 65+
// warning, a rule broken per field, and a language change rebuilding the form.

test.skip(({ isMobile }) => !isMobile, 'the booking flows are phone-first; the phone project runs them');
test.use({ viewport: { width: 360, height: 780 } });

/** The demo's nominal event (writeticketname 1): a birth date, a document, a country and its region per ticket. */
const canyonSlug = 'charyn-canyon-bus-tour';
const canyon = eventHash(canyonSlug);

type View = { printingAllowed: boolean; main: Array<{ personname: string | null }> };

const cards = (page: Page) => page.getByTestId('holder-card');
const submit = (page: Page) => page.getByRole('button', { name: 'Подтвердить заказ' });

/** Opens the form of an order made through the API, as the events page makes it. */
async function openForm(page: Page, qty = 1): Promise<string> {
  const hash = await createCategoryOrder(page.request, canyonSlug, { qty });
  await page.goto(`/nominal-tickets/${hash}`);
  await expect(cards(page)).toHaveCount(qty);
  return hash;
}

async function tickConsents(page: Page) {
  for (const box of await page.locator('.nominal-form .consents input[type="checkbox"]').all()) await box.check();
}

test('a nominal ticket bought end to end: holder form, order, bank page, a paid ticket with the holder name', async ({ page }) => {
  await page.goto(`/event/${canyon}`);
  await pickSession(page);
  await plus(page, 'Взрослый').tap();
  await fillBuyer(page, { repeatEmail: true });
  await page.getByRole('button', { name: 'Оформить заказ' }).tap();
  await expect(page).toHaveURL(/\/nominal-tickets\/[A-Za-z0-9_-]+$/);
  const hash = new URL(page.url()).pathname.split('/').pop()!;

  await expect(page.getByRole('heading', { level: 1, name: 'Данные владельцев билетов' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Чарынский каньон');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Билет 1: Взрослый/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('timer')).toHaveText(/\d+ (минут|минуты|минута) \d+ (секунд|секунды|секунда)/);
  await expect(page.getByTestId('nominal-total')).toHaveText(/^[\d\s]+₽$/);
  await expect(page).toHaveTitle(/^Данные владельцев билетов: заказ № \d+$/);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page.locator('.nominal-page'));

  await fillHolder(cards(page).first());
  await tickConsents(page);
  await expectNoSidewaysScroll(page);
  await submit(page).tap();

  await expect(page).toHaveURL(new RegExp(`/order/${hash}$`));
  const payment = page.getByRole('region', { name: 'Оплата заказа' });
  await payment.getByRole('radio', { name: 'Оплата на странице банка' }).check();
  await payment.getByRole('button', { name: 'Оплатить', exact: true }).tap();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?state=success`));
  await expect(page.getByTestId('order-badge')).toHaveAttribute('data-badge', 'paid');
  await expect(page.getByTestId('order-group')).toContainText('Петрова Анна');
  const view = await serverOrder<View>(page.request, hash);
  expect(view.printingAllowed).toBe(true);
  expect(view.main.map((t) => t.personname)).toEqual(['Петрова Анна']);
});

test('a holder of 65 or over gets the stay-home warning, and the order is still confirmed', async ({ page }) => {
  const hash = await openForm(page, 2);
  const [senior, young] = [cards(page).nth(0), cards(page).nth(1)];
  await senior.getByLabel('Дата рождения').pressSequentially('01011950');
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByText('Предупреждение')).toBeVisible();
  await expect(warning).toContainText('65 лет и старше рекомендуется оставаться дома');
  await warning.getByRole('button', { name: 'Понятно' }).tap();
  await expect(warning).toBeHidden();
  await expect(senior.getByLabel('Дата рождения')).toBeFocused();

  await fillHolder(senior, { surname: 'Иванова', name: 'Мария', birthDate: null });
  await fillHolder(young, { surname: 'Иванов', name: 'Пётр', birthDate: '01.02.2015', docType: 'Свидетельство о рождении', docNum: 'IV-МЮ 123456', country: 'Беларусь', region: null });
  await expect(young.getByLabel('Регион')).toHaveCount(0);
  await tickConsents(page);
  await submit(page).tap();
  await expect(page).toHaveURL(new RegExp(`/order/${hash}$`));
  await expect(page.getByTestId('order-group')).toContainText('Иванова Мария');
  await expect(page.getByTestId('order-group')).toContainText('Иванов Пётр');
});

test('each broken rule names its own field; the document number takes no paste and says why', async ({ page }) => {
  const hash = await openForm(page);
  const card = cards(page).first();
  const errorOf = (label: string, exact = false) => card.locator('.nominal-field', { has: page.getByLabel(label, { exact }) }).locator('.nominal-field__error');

  // Sent empty: every required field says what it needs, and the first takes the focus.
  await submit(page).tap();
  await expect(card.getByLabel('Фамилия')).toBeFocused();
  await expect(errorOf('Фамилия')).toHaveText(/^Фамилия: от 2 до 32 символов/);
  await expect(errorOf('Имя', true)).toHaveText(/^Имя: от 3 до 64 символов/);
  await expect(errorOf('Дата рождения')).toHaveText(/^Дата рождения: настоящая дата/);
  await expect(errorOf('Документ', true)).toHaveText('Выберите документ');
  await expect(errorOf('Страна')).toHaveText('Выберите страну');
  await expect(page.getByRole('checkbox', { name: /условия покупки/ })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(page);

  await card.getByLabel('Фамилия').fill('П');
  await expect(card.getByLabel('Фамилия')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Фамилия').fill('Петрова');
  await expect(errorOf('Фамилия')).toHaveCount(0);
  await card.getByLabel('Имя', { exact: true }).fill('Ян');
  await expect(errorOf('Имя', true)).toBeVisible();
  await card.getByLabel('Имя', { exact: true }).fill('Анна');
  await expect(errorOf('Имя', true)).toHaveCount(0);

  // The mask puts the dots in; 31 February is no date; a future one disables the button.
  const date = card.getByLabel('Дата рождения');
  await date.pressSequentially('31021990');
  await expect(date).toHaveValue('31.02.1990');
  await expect(errorOf('Дата рождения')).toHaveText(/^Дата рождения: настоящая дата/);
  await date.fill('');
  await date.pressSequentially('01012049');
  await expect(errorOf('Дата рождения')).toHaveText('Дата рождения не может быть в будущем');
  await expect(submit(page)).toBeDisabled();
  await date.fill('');
  await date.pressSequentially('12031990');
  await expect(errorOf('Дата рождения')).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();

  // A number that does not fit the chosen document shows that document's note.
  await card.getByLabel('Документ', { exact: true }).selectOption({ label: 'Военный билет' });
  const num = card.getByLabel('Серия и номер документа');
  await num.pressSequentially('4510 123456');
  await expect(errorOf('Серия и номер документа')).toHaveText('Номер не подходит к выбранному документу. Две заглавные русские буквы и 7 цифр, например АБ 1234567');
  // Pasting is refused here (production build), and a screen reader hears why.
  await expect(num).toHaveAccessibleDescription(/вставка в это поле отключена/);
  await num.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'АБ 1234567');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.locator('[aria-live="polite"]')).toHaveText('Вставка в поле номера документа отключена: введите номер вручную.');
  await num.fill('');
  await num.pressSequentially('АБ 1234567');
  await expect(errorOf('Серия и номер документа')).toHaveCount(0);

  // Russia has several regions: one must be chosen; Belarus has one and asks for none.
  await card.getByLabel('Страна').selectOption({ label: 'Россия' });
  await submit(page).tap();
  await expect(errorOf('Регион')).toHaveText('Выберите регион');
  await expect(card.getByLabel('Регион')).toBeFocused();
  await card.getByLabel('Страна').selectOption({ label: 'Беларусь' });
  await expect(card.getByLabel('Регион')).toHaveCount(0);
  await expectTouchTargets(page.locator('.nominal-page'));
  await expectNoSidewaysScroll(page);

  // Every field right, but the consents not yet: nothing is sent.
  await submit(page).tap();
  await expect(page.getByRole('checkbox', { name: /условия покупки/ })).toBeFocused();
  expect((await serverOrder<View>(page.request, hash)).main.map((t) => t.personname)).toEqual([null]);
  await tickConsents(page);
  await submit(page).tap();
  await expect(page).toHaveURL(new RegExp(`/order/${hash}$`));
});

test('a language change reloads the order data and rebuilds the form in that language, keeping what was typed; reopened, the form shows the confirmed holders', async ({ page }) => {
  const hash = await openForm(page);
  await cards(page).first().getByLabel('Фамилия').fill('Петрова');
  const reload = page.waitForRequest((r) => r.url().endsWith('/api/order-data') && (r.postDataJSON() as { lang?: string }).lang === 'en');
  await page.getByRole('navigation', { name: 'Выбор языка' }).getByRole('link', { name: 'EN' }).tap();
  await reload;
  await expect(page).toHaveURL(new RegExp(`/nominal-tickets/${hash}\\?lang=en$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket holders' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Charyn');
  const card = cards(page).first();
  await expect(page.getByRole('button', { name: /^Ticket 1: Adult/ })).toBeVisible();
  await expect(card.getByLabel('Surname')).toHaveValue('Петрова');
  await expect(card.getByLabel('Document', { exact: true }).getByRole('option', { name: 'Russian passport' })).toHaveCount(1);
  await expect(page.getByRole('timer')).toHaveText(/\d+ minutes? \d+ seconds?/);

  await card.getByLabel('Surname').fill('Petrova');
  await card.getByLabel('First name').fill('Anna');
  await card.getByLabel('Date of birth').pressSequentially('12031990');
  await card.getByLabel('Document', { exact: true }).selectOption({ label: 'International passport' });
  await card.getByLabel('Document series and number').pressSequentially('75 1234567');
  await card.getByLabel('Country').selectOption({ label: 'Kazakhstan' });
  await card.getByLabel('Region').selectOption({ label: 'Almaty' });
  await tickConsents(page);
  await page.getByRole('button', { name: 'Confirm the order' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?lang=en$`));
  await expect(page.getByTestId('order-group')).toContainText('Petrova Anna');

  // Not paid yet: the form opens again with the holders as confirmed, not empty.
  await page.goto(`/nominal-tickets/${hash}?lang=en`);
  const again = cards(page).first();
  await expect(again.getByLabel('Surname')).toHaveValue('Petrova');
  await expect(again.getByLabel('First name')).toHaveValue('Anna');
  await expect(again.getByLabel('Date of birth')).toHaveValue('12.03.1990');
  await expect(again.getByLabel('Document series and number')).toHaveValue('751234567');
  await expect(again.getByLabel('Region')).toHaveValue(/\d+/);
});

// Needs the third server of playwright.config.ts, whose reservations last
// E2E_SHORT_RESERVE_SECONDS (40 s by default), on E2E_SHORT_RESERVE_PORT.
test('the reservation running out: at 0 the holders, consents and button go', async ({ page }) => {
  const port = process.env.E2E_SHORT_RESERVE_PORT;
  const seconds = Number(process.env.E2E_SHORT_RESERVE_SECONDS ?? 40);
  test.skip(!port, 'needs the short-reservation server (E2E_SHORT_RESERVE_PORT)');
  test.setTimeout((seconds + 60) * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const api = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const hash = await createCategoryOrder(api, canyonSlug);
    await page.goto(`${origin}/nominal-tickets/${hash}`);
    await expect(cards(page)).toHaveCount(1);
    await fillHolder(cards(page).first());
    await expect(page.getByRole('timer')).toHaveText(/^\d+ секунд[аы]?$/);
    const expired = page.getByRole('alert').filter({ hasText: 'Время бронирования истекло' });
    await expect(expired).toBeVisible({ timeout: (seconds + 10) * 1000 });
    await expect(submit(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Чарынский каньон');
    expect((await serverOrder<View>(api, hash)).main.map((t) => t.personname)).toEqual([null]);
  } finally {
    await api.dispose();
  }
});

test('an order the server does not know says so, with the way home', async ({ page }) => {
  await page.goto('/nominal-tickets/no-such-order');
  await expect(page.getByRole('alert')).toHaveText('Заказ удалён или не найден');
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toBeVisible();
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { eventHash } from '../../server/seed/ids';
import { post } from './support/api';
import { fillBuyer, pickSession, plus } from './support/booking';
import { expectNoSidewaysScroll, expectTouchTargets } from './support/layout';

// The events page (category booking) on a 360 px phone with touch, against the real server
// and its demo catalogue (fixtures/catalogue): pick a date and a time, add categories
// within the limits, send, and find the order in the server.

test.skip(({ isMobile }) => !isMobile, 'the booking flows are phone-first; the phone project runs them');
test.use({ viewport: { width: 360, height: 780 } });

const dinosaurs = eventHash('world-of-dinosaurs');
const canyon = eventHash('charyn-canyon-bus-tour');
const kitayGorod = eventHash('kitay-gorod-walking-tour');

type OrderView = { main: Array<{ quant: number }>; demsumma: number | string; name: string; email: string };
async function orderView(request: APIRequestContext, hash: string): Promise<OrderView> {
  const { status, body } = await post(request, '/api/order/view', { hash, lang: 'ru' });
  expect(status).toBe(200);
  return body as unknown as OrderView;
}

const countOf = (page: Page, category: string) => page.getByRole('group', { name: category }).locator('output');

test('books categories within the limits and arrives at the order, which the server has', async ({ page }) => {
  await page.goto(`/event/${dinosaurs}`);
  await expect(page.getByRole('heading', { level: 1, name: /Мир динозавров/ })).toBeVisible();
  await expect(page.getByText('Выберите дату')).toBeVisible();
  const { time } = await pickSession(page);
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await expect(page.locator('.booking-time[aria-pressed="true"]')).toHaveText(new RegExp(`^${time}`));

  // The family ticket takes at most 2 per order: a third tap changes nothing.
  const family = plus(page, 'Семейный');
  await family.tap();
  await family.tap();
  await expect(family).toBeDisabled();
  await expect(countOf(page, 'Семейный')).toHaveText('2');
  await plus(page, 'Взрослый').tap();
  await expect(countOf(page, 'Взрослый')).toHaveText('1');
  await expect(page.getByText('3 билета')).toBeVisible();
  const toPay = (await page.locator('.booking-total__row--main dd').textContent())!;

  await fillBuyer(page);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page.locator('.events-page'));
  const submit = page.getByRole('button', { name: 'Оформить заказ' });
  await expect(submit).toBeEnabled();
  await submit.tap();

  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
  const hash = new URL(page.url()).pathname.split('/').pop()!;
  const order = await orderView(page.request, hash);
  // Three tickets; a family ticket admits four visitors.
  expect(order.main).toHaveLength(3);
  expect(order.main.reduce((n, t) => n + t.quant, 0)).toBe(2 * 4 + 1);
  expect(order.name).toBe('Анна Петрова');
  expect(order.email).toBe('anna@example.com');
  expect(toPay.replace(/\D/g, '')).toBe(String(Number(order.demsumma)));
});

test('a dated link opens its day and time, and the calendar keeps 44 px targets without sideways scroll', async ({ page }) => {
  await page.goto(`/event/${dinosaurs}`);
  const { date, time } = await pickSession(page);
  await page.goto(`/event/${dinosaurs}/${date}/${time}`);
  await expect(page.locator('.booking-date[aria-pressed="true"]')).toBeVisible();
  await expect(page.locator('.booking-time[aria-pressed="true"]')).toHaveText(new RegExp(`^${time}`));
  await expect(page.getByRole('list', { name: 'Категории билетов' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page.locator('.events-page'));
});

test('nominal tickets: the order leads to the holders form', async ({ page }) => {
  await page.goto(`/event/${canyon}`);
  await pickSession(page);
  await plus(page, 'Взрослый').tap();
  await fillBuyer(page, { repeatEmail: true });
  await page.getByRole('button', { name: 'Оформить заказ' }).tap();
  await expect(page).toHaveURL(/\/nominal-tickets\/[A-Za-z0-9_-]+$/);
  const hash = new URL(page.url()).pathname.split('/').pop()!;
  expect((await orderView(page.request, hash)).main.length).toBe(1);
});

test('a refusal of the server shows in the error modal, and the buyer can try again', async ({ page }) => {
  await page.goto(`/event/${dinosaurs}`);
  const { date, time } = await pickSession(page);
  await plus(page, 'Взрослый').tap();
  await fillBuyer(page);

  // Meanwhile other buyers take every place left in the session.
  const day = date.split('-').reverse().join('.');
  for (let quantity = 10, i = 0; quantity > 0 && i < 40; i++) {
    const { status } = await post(page.request, '/api/order/create', {
      fio: 'Другой Покупатель', phone: '+79990000000', email: 'other@example.com', re_email: 'other@example.com',
      hash: dinosaurs, lang: 'ru', checkboxList: [{ id: 1, checked: 1 }, { id: 2, checked: 1 }], crmClient: { REFERRAL: '' },
      data: [{ day, time, actionId: 4, categoryId: 1, zoneId: 3, quantity }],
    });
    if (status !== 200) quantity--;
  }

  await page.getByRole('button', { name: 'Оформить заказ' }).tap();
  const modal = page.getByRole('alertdialog');
  await expect(modal.getByText('Ошибка (#-9998) при создании заказа!')).toBeVisible();
  // The server's own text, in the page's language.
  await expect(modal.getByText('На этот сеанс осталось меньше мест, чем вы выбрали')).toBeVisible();
  await modal.getByRole('button', { name: 'Понятно' }).tap();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/event/${dinosaurs}/${date}/${time}$`));
});

test('a group larger than the order limit opens the limit modal', async ({ page }) => {
  await page.goto(`/event/${kitayGorod}`);
  await pickSession(page);
  const size = page.getByLabel('Участник группы');
  await size.selectOption('11');
  const modal = page.getByRole('alertdialog');
  await expect(modal.getByText('Предупреждение')).toBeVisible();
  await expect(modal.getByText('Достигнут лимит количества билетов в одном заказе!')).toBeVisible();
  await modal.getByRole('button', { name: 'Понятно' }).tap();
  await expect(size).toHaveValue('0');
  await size.selectOption('8');
  // The group's guide comes with it: 8 participants and the guide's fee.
  await expect(page.getByLabel('Экскурсионное обслуживание')).toHaveValue('1');
  await expect(page.getByText('9 билетов')).toBeVisible();
});

test('the date carousel shows 1, 2, 3, 4 and 7 dates per view at 320, 480, 680, 768 and 1024 px, a group per step', async ({ page }) => {
  await page.goto(`/event/${dinosaurs}`);
  const viewport = page.locator('.booking-dates__viewport');
  const inView = () =>
    viewport.evaluate((vp) => {
      const box = vp.getBoundingClientRect();
      return [...vp.querySelectorAll('.booking-date')]
        .map((d) => d.getBoundingClientRect())
        .filter((r) => r.left >= box.left - 1 && r.right <= box.right + 1).length;
    });
  for (const [width, perView] of [[320, 1], [480, 2], [680, 3], [768, 4], [1024, 7]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(inView, { message: `${width} px` }).toBe(perView);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(inView).toBe(2);
  const first = () => viewport.evaluate((vp) => {
    const box = vp.getBoundingClientRect();
    return [...vp.querySelectorAll('.booking-date')].find((d) => d.getBoundingClientRect().left >= box.left - 1)?.getAttribute('aria-label');
  });
  const labels = await page.locator('.booking-date').evaluateAll((ds) => ds.map((d) => d.getAttribute('aria-label')));
  expect(await first()).toBe(labels[0]);
  await page.getByRole('button', { name: 'Следующие даты' }).tap();
  await expect.poll(first).toBe(labels[2]);
  await page.getByRole('button', { name: 'Предыдущие даты' }).tap();
  await expect.poll(first).toBe(labels[0]);
});

test('messages: sold out, not on sale yet, Pushkin card only; in English too', async ({ page }) => {
  await page.goto(`/event/${eventHash('kazan-kremlin-night-tour')}`);
  await expect(page.getByText('Все билеты проданы. Пожалуйста, выберите другое мероприятие')).toBeVisible();
  await expect(page.locator('.booking-date:not([disabled])')).toHaveCount(0);
  await page.goto(`/event/${eventHash('kazan-kremlin-night-tour')}?lang=en`);
  await expect(page.getByText('All tickets are sold out. Please choose another event')).toBeVisible();

  await page.goto(`/event/${eventHash('great-steppe-treasures')}`);
  await expect(page.getByText('По вашему запросу билетов не найдено')).toBeVisible();

  await page.goto(`/event/${eventHash('how-to-look-at-contemporary-art')}`);
  await expect(page.getByText('Билет можно купить только по Пушкинской карте')).toBeVisible();
  await pickSession(page);
  await plus(page, (await page.locator('.booking-price__name').first().textContent())!).tap();
  await expect(page.getByLabel('Фамилия')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оформить заказ по Пушкинской карте' })).toBeVisible();
});

test('a known client gets tickets by subscription after confirming', async ({ page }) => {
  await page.goto(`/event/${eventHash('chamber-music-evenings-subscription')}?sessionId=demo-session-0001&sub=1`);
  await expect(page.getByRole('checkbox', { name: /Получить по подписке/ })).toBeChecked();
  await pickSession(page);
  await page.locator('.booking-price').first().getByRole('button', { name: /Добавить билет/ }).tap();
  await expect(page.getByLabel('ФИО')).toHaveValue('Иванова Анна Сергеевна');
  for (const box of await page.locator('.events-order input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: 'Получить по подписке' }).tap();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Вы уверены, что хотите получить 1 билет по подписке на');
  await dialog.getByRole('button', { name: 'Получить билет' }).tap();
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+\?sessionId=demo-session-0001&sub=1$|\/order\/[A-Za-z0-9_-]+$/);
  const hash = new URL(page.url()).pathname.split('/').pop()!;
  const order = await orderView(page.request, hash);
  expect(Number(order.demsumma)).toBe(0);
  expect(order.main).toHaveLength(1);
});

test('a client who signed in on the listing is known on an event page whose link has no sessionId', async ({ page }) => {
  await page.goto('/?sessionId=demo-session-0001');
  await expect(page.getByRole('button', { name: 'Личный кабинет: anna.ivanova@example.com' })).toBeVisible();
  // In-store links keep only `lang`: the event page finds the client stored on login.
  await page.goto(`/event/${eventHash('organ-evenings-subscription')}`);
  const toggle = page.getByRole('checkbox', { name: /Получить по подписке/ });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await pickSession(page);
  await page.locator('.booking-price').first().getByRole('button', { name: /Добавить билет/ }).tap();
  await expect(page.getByLabel('ФИО')).toHaveValue('Иванова Анна Сергеевна');
  await expect(page.getByRole('button', { name: 'Получить по подписке' })).toBeVisible();
});

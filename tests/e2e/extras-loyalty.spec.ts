import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createCategoryOrder, createSeatOrder, serverOrder } from './support/api';
import { expectNoSidewaysScroll } from './support/layout';

// The order page's special offers and loyalty block on a 360 px phone with touch, against
// the real server and its demo data (fixtures/reference/offers-promos.json: a programme up
// to 2 per ticket and a glass of champagne 1 per ticket on "the-cherry-orchard"; promo
// codes AFISHA10 and WELCOME5; the demo personal-account client's loyalty card, fixtures/
// catalogue/clients.json). Orders are made through the API; the buyer works on /order/{hash}.

test.skip(({ isMobile }) => !isMobile, 'the order page is phone-first; the phone project runs it');
test.use({ viewport: { width: 360, height: 780 } });

const read = <T,>(section: string) => JSON.parse(fs.readFileSync(new URL(`../../src/i18n/locales/ru/${section}.json`, import.meta.url), 'utf8')) as T;
const offersText = read<{ add: string; remove: string }>('offers');
const loyaltyText = read<{ promoLabel: string; applyPromo: string; removePromo: string; promoInvalid: string; bonusesLabel: string; applyBonuses: string; bonusesApplied: string }>('loyalty');
// The operator's names for the extras (setup.db topingbuttonname, topingname).
const setup = JSON.parse(fs.readFileSync(new URL('../../fixtures/catalogue/setup.json', import.meta.url), 'utf8')) as { db: { topingbuttonname: { ru: string }; topingname: { ru: string } } };
const clients = JSON.parse(fs.readFileSync(new URL('../../fixtures/catalogue/clients.json', import.meta.url), 'utf8')) as Array<{ id: number; hashId: string; cardCode: string; blocked: number; bonuses: number }>;
const demoClient = clients.find((c) => c.blocked === 0 && c.bonuses > 0)!;


type Ticket = { id: number; parent_id?: number | null };
type OrderView = { main: Ticket[]; toping: Ticket[]; demsumma: number | string; discountData: { availableBonuses: number | string; cardCode: string | null } };
const orderView = (request: APIRequestContext, hash: string) => serverOrder<OrderView>(request, hash);
const theatreOrder = (request: APIRequestContext, seats: number) => createSeatOrder(request, 'the-cherry-orchard', seats);
const museumOrder = (request: APIRequestContext, qty: number, crmClient: Record<string, unknown> = {}) => createCategoryOrder(request, 'city-history-museum', { qty, crmClient });

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
const total = (page: Page) => page.getByTestId('loyalty-total');

/** Buttons and fields at least 44 × 44 px (checkboxes go by their label row). */
async function expectTouchTargets(root: Locator) {
  const small = await root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('button, input:not([type="checkbox"]), label')]
      .filter((c) => c.offsetParent !== null)
      .map((c) => ({ c, r: c.getBoundingClientRect() }))
      .filter(({ c, r }) => (c.tagName === 'LABEL' ? c.querySelector('input[type="checkbox"]') && r.height < 44 : r.width < 44 || r.height < 44))
      .map(({ c, r }) => `${c.tagName} "${c.getAttribute('aria-label') ?? c.textContent}" ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  expect(small).toEqual([]);
}

const toggle = (panel: Locator, ticket: number, offer: string) =>
  panel.getByRole('group', { name: new RegExp(`^Билет ${ticket}\\b`) }).getByRole('checkbox', { name: new RegExp(`^${offer}`) });

test('extras: both tickets get theirs in one round, only what a ticket can still take is offered, and one is removed', async ({ page }) => {
  const hash = await theatreOrder(page.request, 2);
  await page.goto(`/order/${hash}`);
  const before = amount(await total(page).textContent());

  const opener = page.getByRole('button', { name: setup.db.topingbuttonname.ru });
  await opener.tap();
  const panel = page.getByRole('dialog', { name: setup.db.topingname.ru });
  await expect(panel).toBeVisible();
  // A full-height sheet on the phone, nothing sideways, fingers' room everywhere.
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.width)).toBe(360);
  expect(Math.round(box.height)).toBe(780);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(panel);

  const add = panel.getByRole('button', { name: offersText.add });
  await expect(add).toBeDisabled();
  // Extras for both tickets go in one round: ticket 1's champagne leaves ticket 2's free.
  await toggle(panel, 1, 'Бокал шампанского').tap();
  await expect(toggle(panel, 1, 'Бокал шампанского')).toBeChecked();
  await expect(toggle(panel, 2, 'Бокал шампанского')).toBeEnabled();
  await toggle(panel, 2, 'Бокал шампанского').tap();
  await toggle(panel, 1, 'Программка спектакля').tap();
  await toggle(panel, 2, 'Программка спектакля').tap();
  await expect(toggle(panel, 2, 'Программка спектакля')).toBeChecked();
  await expect(add).toBeEnabled();
  await add.tap();

  const added = panel.getByTestId('offers-added').getByRole('listitem');
  await expect(added).toHaveCount(4);
  await expect(add).toBeDisabled();
  await expect.poll(async () => (await orderView(page.request, hash)).toping.length).toBe(4);
  expect(amount(await total(page).textContent())).toBe(before + 450 * 2 + 900 * 2);

  // Only what a ticket can still take is offered: the champagne (one a ticket) is gone, a
  // second programme each is left; once ticket 1 has it, ticket 1 is offered no more.
  await expect(toggle(panel, 1, 'Бокал шампанского')).toHaveCount(0);
  await expect(toggle(panel, 2, 'Бокал шампанского')).toHaveCount(0);
  await toggle(panel, 1, 'Программка спектакля').tap();
  await add.tap();
  await expect(added).toHaveCount(5);
  await expect(toggle(panel, 1, 'Программка спектакля')).toHaveCount(0);
  await expect(toggle(panel, 2, 'Программка спектакля')).toHaveCount(1);

  // Removing one programme: the order loses it and its price, and it is offered again.
  await panel.getByRole('button', { name: 'Убрать «Программка спектакля» из заказа' }).first().tap();
  await expect(added).toHaveCount(4);
  await expect.poll(async () => (await orderView(page.request, hash)).toping.length).toBe(4);
  await expect.poll(async () => amount(await total(page).textContent())).toBe(before + 450 * 2 + 900 * 2);
  await expect(toggle(panel, 1, 'Программка спектакля')).toHaveCount(1);

  // Closing gives the focus back to the button that opened the panel.
  await panel.getByRole('button', { name: 'Закрыть' }).tap();
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test('promo code: an invalid code shows its message and goes; AFISHA10 lowers the total until removed', async ({ page }) => {
  const hash = await museumOrder(page.request, 2);
  await page.goto(`/order/${hash}`);
  const block = page.getByTestId('loyalty');
  await expect(block).toBeVisible();
  const before = amount(await total(page).textContent());
  expect(before).toBeGreaterThan(0);

  const field = block.getByRole('textbox', { name: loyaltyText.promoLabel });
  const apply = block.getByRole('button', { name: loyaltyText.applyPromo });
  await field.fill('NO');
  await expect(apply).toBeDisabled();
  await field.fill('NOPE');
  await expect(apply).toBeEnabled();
  await apply.tap();
  await expect(block.getByRole('alert')).toHaveText(loyaltyText.promoInvalid);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await block.getByRole('button', { name: loyaltyText.removePromo }).tap();
  await expect(block.getByRole('alert')).toBeHidden();
  await expect(field).toHaveValue('');

  await field.fill('afisha10');
  await apply.tap();
  await expect(block.getByTestId('loyalty-promo-applied')).toHaveText('Промокод AFISHA10 применён');
  await expect(block.getByTestId('loyalty-discount')).toBeVisible();
  await expect.poll(async () => amount(await total(page).textContent())).toBeLessThan(before);
  expect(Number((await orderView(page.request, hash)).demsumma)).toBe(amount(await total(page).textContent()));
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(block);

  await block.getByRole('button', { name: loyaltyText.removePromo }).tap();
  await expect(block.getByRole('textbox', { name: loyaltyText.promoLabel })).toBeVisible();
  await expect(block.getByTestId('loyalty-discount')).toBeHidden();
  await expect.poll(async () => amount(await total(page).textContent())).toBe(before);
});

test('bonuses: the demo client writes off bonuses from the card within its balance', async ({ page }) => {
  const hash = await museumOrder(page.request, 2, { CRMFAN_ID: demoClient.id, CRMFAN_HASH_ID: demoClient.hashId });
  const order = await orderView(page.request, hash);
  const available = Number(order.discountData.availableBonuses);
  expect(available).toBeGreaterThan(0);
  await page.goto(`/order/${hash}`);
  const block = page.getByTestId('loyalty');
  await expect(block.getByText(`Карта лояльности ${demoClient.cardCode}`)).toBeVisible();
  const before = amount(await total(page).textContent());

  const field = block.getByRole('textbox', { name: loyaltyText.bonusesLabel });
  const apply = block.getByRole('button', { name: loyaltyText.applyBonuses });
  await expect(apply).toBeDisabled();
  for (const value of ['0', '1.5', String(available + 1)]) {
    await field.fill(value);
    await expect(apply).toBeDisabled();
  }
  const spend = Math.min(100, available);
  await field.fill(String(spend));
  await expect(apply).toBeEnabled();
  await apply.tap();
  await expect(block.getByRole('status').filter({ hasText: loyaltyText.bonusesApplied })).toBeVisible();
  await expect(block.getByTestId('loyalty-used')).toContainText(String(spend));
  await expect.poll(async () => amount(await total(page).textContent())).toBe(before - spend);
  expect(Number((await orderView(page.request, hash)).demsumma)).toBe(before - spend);
});

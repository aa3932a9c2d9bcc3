import { expect, test } from '@playwright/test';
import { eventHash } from '../../server/seed/ids';
import { pickSession } from './support/booking';
import { hydrated, pageErrors, serverRenders } from './support/hydration';

// Issue 18: the first screen comes in the HTML (server rendering); the browser takes it over
// without redrawing it (no hydration errors), asks nothing again, and the page works.

test.skip(({ isMobile }) => !isMobile, 'phone-first (taps): the phone project runs these');

const dinosaurs = eventHash('world-of-dinosaurs');
const hydrationTrouble = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

test.beforeEach(async ({ page }) => {
  await serverRenders(page);
});

test('the listing arrives rendered, hydrates without errors or refetch, and its filters work', async ({ page }) => {
  const errors = pageErrors(page);
  const api: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
  });
  const response = await page.goto('/');
  const html = await response!.text();
  expect(html).toContain('id="ssr-state"');
  expect(html).toMatch(/<article class="event-card/);
  await hydrated(page, '.event-card');

  const search = page.getByRole('searchbox', { name: 'Поиск по названию или месту' });
  await search.fill('ДИНОЗАВР');
  await expect(page.locator('.event-card__title')).toHaveText([/Мир динозавров/]);
  await search.fill('');
  await expect(page.locator('.event-card').nth(1)).toBeVisible();

  expect(api.filter((p) => p === '/api/afisha')).toEqual([]);
  expect(errors.filter((e) => hydrationTrouble.test(e))).toEqual([]);
  expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});

test('the Kazakh listing hydrates without errors, its counts grouped as the server wrote them', async ({ page }) => {
  const errors = pageErrors(page);
  const response = await page.goto('/?lang=kz');
  const html = await response!.text();
  // Chromium's Intl has no Kazakh: a count it formats itself comes out as 20,400.
  const count = /Сатылымда: \d{1,3}(?:\u00a0\d{3})+ билет/;
  expect(html).toMatch(count);
  await hydrated(page, '.event-card');
  await expect(page.locator('.event-card').filter({ hasText: count }).first()).toBeVisible();
  await expect(page.locator('.event-card').filter({ hasText: /Сатылымда: \d+,\d{3}/ })).toHaveCount(0);
  expect(errors.filter((e) => hydrationTrouble.test(e))).toEqual([]);
  expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});

test('an event arrives rendered in its language, hydrates without errors, and a date can be picked', async ({ page }) => {
  const errors = pageErrors(page);
  const api: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
  });
  const response = await page.goto(`/event/${dinosaurs}?lang=en`);
  expect(await response!.text()).toMatch(/<h1 class="booking-header__title"><span>Interactive exhibition &quot;World of Dinosaurs&quot;/);
  await hydrated(page, '.booking-dates');
  await pickSession(page);
  await expect(page.getByRole('button', { name: /^Add a ticket: / }).first()).toBeVisible();
  expect(api).not.toContain('/api/no-scheme');
  expect(errors.filter((e) => hydrationTrouble.test(e))).toEqual([]);
  expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});

test('the scheme page arrives with its event rendered and draws its hall after hydration', async ({ page, request }) => {
  const errors = pageErrors(page);
  const afisha = (await (await request.get('/api/afisha')).json()) as { response: { action: { hash_id: string; useseatsvg?: number; totalticketcount: number }[] } };
  const seated = afisha.response.action.find((e) => e.useseatsvg === 1 && e.totalticketcount > 0)!;
  const response = await page.goto(`/scheme/${seated.hash_id}`);
  expect(await response!.text()).toMatch(/<h1 class="booking-header__title">/);
  await hydrated(page, '.booking-header');
  await page.locator('.booking-date:not([disabled])').first().tap();
  const time = page.locator('.booking-time:not([disabled])').first();
  if (await time.isVisible()) await time.tap();
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  expect(errors.filter((e) => hydrationTrouble.test(e))).toEqual([]);
  expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});

test('a date tapped before the code has taken the page over is picked once it has', async ({ page }) => {
  // The page's code is held back, as on a slow phone: its dates are on screen and tappable.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the page's module scripts, the held code.
  await page.goto(`/event/${dinosaurs}`, { waitUntil: 'commit' });
  const date = page.locator('.booking-date:not([disabled])').first();
  await date.tap();
  expect(await page.evaluate(() => Object.keys(document.querySelector('.booking-dates')!).some((k) => k.startsWith('__reactFiber')))).toBe(false);

  release();
  await hydrated(page, '.booking-dates');
  // The tap kept before is replayed on the same date: the page moves on to that day.
  await expect(page).toHaveURL(/\/event\/[0-9a-f]{40}\/\d{4}-\d{2}-\d{2}/);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eventHash } from '../../server/seed/ids';

test('the listing route renders events from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Event names come from /api/afisha: at least one link to an event or scheme page.
  await expect(page.locator('a[href*="/event/"], a[href*="/scheme/"]').first()).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/Страница не найдена/)).toBeVisible();
  const home = page.getByRole('link', { name: /главн/i });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('header, banner and footer come from setup, with title and meta tags per language', async ({ page, request }) => {
  const setup = ((await (await request.get('/api/setup')).json()) as { response: { app: { logo: string; logo_width: number }; db: { meta: { lang: string; title: string; description: string }[] } } }).response;
  const meta = (lang: string) => setup.db.meta.find((m) => m.lang === lang)!;
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img', { name: meta('ru').title });
  await expect(logo).toHaveAttribute('src', setup.app.logo);
  await expect(logo).toHaveAttribute('width', String(setup.app.logo_width));
  await expect(page).toHaveTitle(meta('ru').title);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', meta('ru').description);
  await expect(page.getByRole('region', { name: 'Информация' })).toContainText('Электронный билет');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contacts');
  await expect(footer.getByRole('link', { name: 'support@kassa.example' })).toBeVisible();
  await expect(footer.locator('img')).toHaveAttribute('width', '50');

  await page.getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveTitle(meta('en').title);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', meta('en').description);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts?lang=en');
});

test('the rules open in a modal from the header, and as pages at their addresses', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Правила' }).click();
  await page.getByRole('button', { name: 'Правила покупки билетов' }).click();
  const dialog = page.getByRole('dialog', { name: 'Правила покупки билетов' });
  await expect(dialog).toContainText('Билет считается купленным после оплаты');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/en/rules-agreement');
  await expect(page).toHaveURL(/\/rules\/privacy-policy\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data policy' })).toBeVisible();
  await expect(page).toHaveTitle('Personal data policy');
  await expect(page.getByRole('main')).toContainText('We process the buyer');
});

test('contacts show the operator details; the back link returns to the listing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Контакты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@kassa.example' })).toHaveAttribute('href', 'mailto:support@kassa.example');
  await page.getByRole('link', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Купить билет' })).toBeVisible();
});

/** Controls of the page lying under the scroll-to-top button (none when it is hidden). */
async function controlsUnder(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Наверх' });
  if (!(await button.isVisible())) return [];
  const { x, y, width, height } = (await button.boundingBox())!;
  return page.evaluate(
    (points) =>
      points
        .flatMap(([px, py]) => document.elementsFromPoint(px!, py!).filter((el) => !el.closest('.scroll-top')).slice(0, 1))
        .filter((el) => el.closest('a, button, input, select, textarea, label, summary, output'))
        .map((el) => el.outerHTML.slice(0, 60)),
    [[x + 2, y + 2], [x + width - 2, y + 2], [x + 2, y + height - 2], [x + width - 2, y + height - 2], [x + width / 2, y + height / 2]],
  );
}

test('the scroll-to-top button appears past 400 px, never resting over a control, and takes the page to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'Наверх' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(300);
  await expect(button).toHaveCount(0);
  // Past 400 px it shows, though not while a control (a Book button) lies under it at rest.
  let y = 900;
  do {
    y += 60;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
  } while (y < 3000 && !(await button.isVisible()));
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  expect(await controlsUnder(page)).toEqual([]);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('scroll-to-top never rests over the submit button of a booking page', async ({ page }) => {
  const dinosaurs = eventHash('world-of-dinosaurs');
  await page.goto(`/event/${dinosaurs}`);
  await page.locator('.booking-date:not([disabled])').first().click();
  const time = page.locator('.booking-time:not([disabled])').first();
  await expect(time.or(page.getByRole('list', { name: 'Категории билетов' })).first()).toBeVisible();
  if (await time.isVisible()) await time.click();
  await page.getByRole('button', { name: /^Добавить билет: / }).first().click();
  const submit = page.getByRole('button', { name: 'Оформить заказ' });
  await expect(submit).toBeVisible();
  // Past the submit button, then back up until it sits at the bottom of the screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const bottom = await submit.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  await page.evaluate((b) => window.scrollTo(0, b - window.innerHeight + 20), bottom);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  expect(await controlsUnder(page)).toEqual([]);
});

test('contacts, rules and 404 pages have no serious accessibility violations', async ({ page }) => {
  for (const url of ['/contacts', '/rules/purchase-terms', '/no/such/page']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${url} ${v.id}`)).toEqual([]);
  }
});

test('pages start without console noise: no router warning on a page the browser renders alone, and a /favicon.ico', async ({ page, request }) => {
  const noise: string[] = [];
  page.on('console', (m) => {
    if (/HydrateFallback|willReadFrequently/.test(m.text())) noise.push(`${page.url()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/favicon.ico' && r.status() >= 400) noise.push(`${r.url()}: ${r.status()}`);
  });
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // The order and ticket pages are rendered by the browser alone (no server render).
  for (const url of ['/', '/contacts', '/rules/privacy-policy', `/order/${'a'.repeat(32)}`, `/ticket/${'b'.repeat(32)}`]) {
    await page.goto(url);
    // The page's content or its 'not found' (an unknown order says so in an alert).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('main').getByRole('alert')).first()).toBeVisible();
  }
  expect(noise).toEqual([]);
});

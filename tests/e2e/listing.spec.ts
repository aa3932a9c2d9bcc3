import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';

// Expectations are computed from the same /api/afisha the page reads, so the test follows
// the seeded catalogue instead of copying it.
type Ev = { event_id: number; event_ru: string; event_en: string; hash_id: string; useseatsvg: number; mainmenu_id: number | null; menukind_id: number; eventsotrnum: number; totalticketcount: number };
type Afisha = {
  setup: { date: string };
  kind_menu: { menukind_id: number; menukindname_ru: string }[];
  main_menu: { mainmenu_id: number; menukind_id: number; mainmenu_ru: string; mainmenusortnum: number }[];
  action: Ev[];
  calendar: { event_id: number; eventday: string; ticketcount: number }[];
  list_tags: { attr_id: number; attrname_ru: string }[];
  event_tags: { event_id: number; attr_id: string }[];
};

async function loadAfisha(request: APIRequestContext, lang = 'ru'): Promise<Afisha> {
  const res = await request.get(`/api/afisha?lang=${lang}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { response: Afisha }).response;
}

const iso = (ruDay: string) => ruDay.split('.').reverse().join('-');
const inMenu = (a: Afisha, sid: number) => a.action.filter((e) => e.mainmenu_id === sid).sort((x, y) => x.eventsotrnum - y.eventsotrnum);
const titles = (page: Page) => page.getByRole('list', { name: /Мероприятия|Events/ }).getByRole('heading', { level: 3 });
const firstDayWithTickets = (a: Afisha, id: number, from = '') =>
  a.calendar
    .filter((c) => c.event_id === id && c.ticketcount > 0 && iso(c.eventday) >= from)
    .map((c) => iso(c.eventday))
    .sort()[0];

/**
 * Picks a day in the open date-range calendar. A phone shows one month, so near a month's
 * end the day is in the next one: turn the page as a visitor would, with the calendar's own
 * 'next month' button, until the day shows (a hidden outside-day cell does not count).
 */
async function pickCalendarDay(page: Page, isoDay: string) {
  await expect(page.locator('.rdp-root')).toBeVisible();
  const cell = page.locator(`[data-day="${isoDay}"]:not([data-outside]) button`);
  for (let turns = 0; turns < 12 && !(await cell.isVisible()); turns++) {
    await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
  }
  await cell.click();
}

test('filters by text, tag and date; Book carries the chosen date', async ({ page, request }) => {
  const a = await loadAfisha(request);
  const museums = inMenu(a, 1);
  await page.goto('/');
  await expect(titles(page)).toHaveText(museums.map((e) => e.event_ru));

  const search = page.getByRole('searchbox', { name: 'Поиск по названию или месту' });
  await search.fill('ДИНОЗАВР');
  await expect(titles(page)).toHaveText(museums.filter((e) => /динозавр/i.test(e.event_ru)).map((e) => e.event_ru));
  await search.fill('');

  const tag = a.list_tags.find((t) => t.attrname_ru === 'Детям')!;
  const tagged = new Set(a.event_tags.filter((t) => t.attr_id.split(',').map(Number).includes(tag.attr_id)).map((t) => t.event_id));
  const chip = page.getByRole('group', { name: 'Категории' }).getByRole('button', { name: 'Детям' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page)).toHaveText(museums.filter((e) => tagged.has(e.event_id)).map((e) => e.event_ru));
  await chip.click();

  // A day three days after the server's today, picked in the calendar.
  const day = new Date(`${a.setup.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 3);
  const chosen = day.toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Даты' }).click();
  await pickCalendarDay(page, chosen);
  await page.getByRole('button', { name: 'Готово' }).click();
  const onDay = museums.filter((e) => a.calendar.some((c) => c.event_id === e.event_id && iso(c.eventday) === chosen));
  await expect(titles(page)).toHaveText(onDay.map((e) => e.event_ru));
  await expect(page.getByRole('button', { name: /^Даты: / })).toBeVisible();

  const bookable = onDay.find((e) => a.calendar.some((c) => c.event_id === e.event_id && iso(c.eventday) === chosen && c.ticketcount > 0))!;
  const card = page.getByRole('article', { name: bookable.event_ru });
  await card.getByRole('link', { name: 'Купить' }).click();
  await expect(page).toHaveURL(new RegExp(`/(event|scheme)/${bookable.hash_id}/${chosen}$`));

  // The filters were kept: back on the listing they still apply, and ?reset=1 clears them.
  await page.goto('/');
  await expect(titles(page)).toHaveText(onDay.map((e) => e.event_ru));
  await page.goto('/?reset=1');
  await expect(titles(page)).toHaveText(museums.map((e) => e.event_ru));
  await expect(page).toHaveURL(/\/$/);
});

test('opens an event on the scheme route when it has a seat map, else on the events route', async ({ page, request }) => {
  const a = await loadAfisha(request);
  const theatre = a.main_menu.find((m) => m.mainmenu_ru === 'Театр')!;
  const events = inMenu(a, theatre.mainmenu_id).filter((e) => e.totalticketcount > 0);
  const seated = events.find((e) => e.useseatsvg === 1)!;
  const general = events.find((e) => e.useseatsvg !== 1)!;
  expect(seated && general).toBeTruthy();

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Подразделы' }).getByRole('link', { name: 'Театр' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?sid=${theatre.mainmenu_id}$`));
  await expect(page.getByRole('article', { name: general.event_ru }).getByRole('link', { name: 'Купить' })).toHaveAttribute(
    'href',
    `/event/${general.hash_id}/${firstDayWithTickets(a, general.event_id)}`,
  );
  await page.getByRole('article', { name: seated.event_ru }).getByRole('link', { name: 'Купить' }).click();
  await expect(page).toHaveURL(new RegExp(`/scheme/${seated.hash_id}/${firstDayWithTickets(a, seated.event_id)}$`));
});

test('sold-out and not-yet-on-sale events cannot be booked', async ({ page, request }) => {
  const a = await loadAfisha(request);
  const soon = a.action.find((e) => e.totalticketcount === -99999)!;
  const soldOut = a.action.find((e) => e.totalticketcount === 0)!;
  await page.goto(`/?sid=${soon.mainmenu_id}`);
  await expect(page.getByRole('article', { name: soon.event_ru }).getByRole('button', { name: 'Скоро в продаже' })).toBeDisabled();
  await page.goto(`/?sid=${soldOut.mainmenu_id}`);
  const card = page.getByRole('article', { name: soldOut.event_ru });
  await expect(card.getByRole('button', { name: 'Купить' })).toBeDisabled();
  await expect(card.getByText('Билетов нет')).toBeVisible();
});

test('changing the language reloads the listing in that language', async ({ page, request }) => {
  const en = await loadAfisha(request, 'en');
  await page.goto('/');
  await expect(titles(page).first()).toBeVisible();
  const reload = page.waitForRequest((r) => r.url().includes('/api/afisha?lang=en'));
  await page.getByRole('link', { name: 'EN' }).click();
  await reload;
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a ticket' })).toBeVisible();
  await expect(titles(page)).toHaveText(inMenu(en, 1).map((e) => e.event_en));
  await expect(page.getByRole('button', { name: 'Tickets' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Book links keep the language.
  await expect(page.getByRole('link', { name: 'Book' }).first()).toHaveAttribute('href', /\?lang=en$/);
});

test("loads the next page with 'load next N of M'", async ({ page, request }) => {
  const a = await loadAfisha(request);
  const museums = inMenu(a, 1);
  // The demo menus hold fewer events than a page (menurowcount 12): the real answer, with a
  // smaller page for the first kind.
  await page.route('**/api/afisha?*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { response: Afisha & { kind_menu: { menurowcount?: number }[] } };
    body.response.kind_menu = body.response.kind_menu.map((k) => (k.menukind_id === 1 ? { ...k, menurowcount: 3 } : k));
    await route.fulfill({ response: res, json: body });
  });
  // A direct load of the listing comes rendered by the server with its answer: the browser
  // asks (and the route above rewrites) when the listing is opened from another page.
  await page.goto('/contacts');
  await hydrated(page, '.logo');
  await page.locator('a.logo').click();
  await expect(titles(page)).toHaveCount(3);
  await page.getByRole('button', { name: `Показать ещё 3 из ${museums.length}` }).click();
  await expect(titles(page)).toHaveCount(6);
  await page.getByRole('button', { name: `Показать ещё ${museums.length - 6} из ${museums.length}` }).click();
  await expect(titles(page)).toHaveText(museums.map((e) => e.event_ru));
  await expect(page.getByRole('button', { name: /Показать ещё/ })).toHaveCount(0);
});

test('a client with subscriptions filters the listing by them', async ({ page, request }) => {
  const a = await loadAfisha(request);
  await page.goto('/?sessionId=demo-session-0001');
  await expect(page.getByRole('button', { name: 'Личный кабинет: anna.ivanova@example.com' })).toBeVisible();
  await page.getByRole('button', { name: 'Абонементы' }).click();
  const kind = a.kind_menu.find((k) => k.menukindname_ru === 'Абонементы')!;
  const first = a.main_menu.filter((m) => m.menukind_id === kind.menukind_id).sort((x, y) => x.mainmenusortnum - y.mainmenusortnum)[0]!;
  const all = inMenu(a, first.mainmenu_id);
  await expect(titles(page)).toHaveText(all.map((e) => e.event_ru));
  await page.getByRole('checkbox', { name: 'Билеты по моим абонементам' }).check();
  const names = await titles(page).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(all.length);

  // The demo session is shared by the other browser tests: its logout is answered here.
  await page.route('**/api/crm/logout', (route) => route.fulfill({ json: { response: { errorCode: '0', errorText: '' } } }));
  await page.getByRole('button', { name: 'Личный кабинет: anna.ivanova@example.com' }).click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Личный кабинет', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Билеты по моим абонементам' })).toHaveCount(0);
});

test('phone: one column, image on top, no sideways scroll at 360 px, touch targets of 44 px', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'phone layout');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(titles(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const cards = page.getByRole('article');
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a!.x).toBe(b!.x);
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  const image = await cards.nth(0).locator('img').boundingBox();
  const title = await cards.nth(0).getByRole('heading', { level: 3 }).boundingBox();
  expect(image!.y + image!.height).toBeLessThanOrEqual(title!.y);
  expect(image!.width).toBeGreaterThan(300);

  await page.getByRole('button', { name: 'Даты' }).click();
  await expect(page.locator('.rdp-root')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Готово' }).click();

  // Controls a finger uses (inline links inside running text are exempt, WCAG 2.5.8).
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, main button, main input, main .main-menu__item, main a.button, .event-card__address a, .event-card__about a, .filter-toggle__label, footer nav a')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`, box: el.getBoundingClientRect() }))
      .filter(({ box, el }) => (el.startsWith('INPUT') ? box.height < 22 : box.height < 44 || box.width < 24))
      .map(({ el, box }) => `${el} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
});

test('phone first screen (360 × 740): a card shows above the fold; top menu and tags are single swipeable rows in every language', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'phone layout');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['ru', 'en', 'kz']) {
    await page.goto(lang === 'ru' ? '/' : `/?lang=${lang}`);
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    // At least a good part of the first card (its image) is on the first screen.
    expect((await card.boundingBox())!.y, lang).toBeLessThan(740 - 150);
    const rows = await page.evaluate(() => {
      const tops = (selector: string) => [...new Set([...document.querySelectorAll(selector)].map((el) => Math.round(el.getBoundingClientRect().top)))];
      return { kinds: tops('.kind-menu__item'), tags: tops('.tag-filter .chip, .tag-filter__more'), width: document.documentElement.scrollWidth };
    });
    expect(rows.kinds, `${lang} top menu`).toHaveLength(1);
    expect(rows.tags, `${lang} tags`).toHaveLength(1);
    expect(rows.width, lang).toBeLessThanOrEqual(360);
  }
  // The folded tags are still reachable: 'more' unfolds them into the same row.
  // The demo's first menu has more than the 6 tags a phone shows.
  const chips = page.locator('.tag-filter .chip');
  await expect(chips).toHaveCount(6);
  await page.getByRole('group', { name: 'Санаттар' }).getByRole('button', { name: /^Тағы \d+ санат$/ }).click();
  expect(await chips.count()).toBeGreaterThan(6);
});

/** Whether the element lies wholly on the screen (the visual viewport), 1 px of rounding aside. */
async function onScreen(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return `${sel}: none`;
    const r = el.getBoundingClientRect();
    const fits = r.top >= -1 && r.left >= -1 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
    return fits ? 'on screen' : `${sel}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} of ${window.innerWidth}×${window.innerHeight}`;
  }, selector);
}

test('phone 360 × 640: the date calendar, the header menus and a title tooltip open wholly on screen in every language', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'phone layout');
  await page.setViewportSize({ width: 360, height: 640 });
  for (const lang of ['ru', 'en', 'kz', 'ch']) {
    await page.goto(lang === 'ru' ? '/' : `/?lang=${lang}`);
    await hydrated(page, '.filters');

    await page.locator('.chip--dates').tap();
    const caption = page.locator('.rdp-month_caption');
    await expect(caption).toBeVisible();
    await expect.poll(() => onScreen(page, '.date-filter__panel'), { message: lang }).toBe('on screen');
    for (const part of ['.rdp-month_caption', '.rdp-button_previous', '.rdp-button_next', '.date-filter__actions .button']) {
      expect(await onScreen(page, part), `${lang} ${part}`).toBe('on screen');
    }
    // The month can be turned with a finger.
    const month = await caption.textContent();
    await page.locator('.rdp-button_next').tap();
    await expect(caption).not.toHaveText(month!);
    await page.locator('.date-filter__actions .button').tap();
    await expect(page.locator('.rdp-root')).toHaveCount(0);

    for (const [button, panel] of [
      ['.rules-menu > button', '.rules-menu__panel'],
      ['.account-menu__button', '.account-menu__panel'],
    ] as const) {
      await page.locator(button).tap();
      await expect(page.locator(panel)).toBeVisible();
      await expect.poll(() => onScreen(page, panel), { message: `${lang} ${panel}` }).toBe('on screen');
      await page.locator(button).tap();
      await expect(page.locator(panel)).toBeHidden();
    }

    // A long press on a card's title shows its whole text.
    await page.locator('.event-card__title').first().scrollIntoViewIfNeeded();
    await page.locator('.event-card__title').first().dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect.poll(() => onScreen(page, '.tooltip'), { message: `${lang} tooltip` }).toBe('on screen');
    await page.locator('.event-card__title').first().dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true });
  }
});

test('the listing has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(titles(page).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Даты' }).click();
  await expect(page.locator('.rdp-root')).toBeVisible();
  const open = await new AxeBuilder({ page }).include('.filters').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(open.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

import fs from 'node:fs';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { parseHallSvg } from '../../engine/hall/parse';
import { eventHash } from '../../server/seed/ids';
import { post } from './support/api';
import { expectNoSidewaysScroll, expectTouchTargets } from './support/layout';
// For the `window.__seatmap` and `window.__seatmapDebug` types only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';

// The scheme page for a buyer who does not see the canvas: what Chromium's accessibility
// tree says of the map (read through the DevTools protocol, as a screen reader gets it),
// the live region after the cart changes, and the list of seats used with the keyboard only.

const THEATRE = eventHash('the-cherry-orchard'); // New Stage Drama Theatre: 1,505 seats
const read = <T,>(path: string) => JSON.parse(fs.readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const seatmapRu = read<{ a11y: { instructions: string } }>('../../src/i18n/locales/ru/seatmap.json');
const schemeRu = read<{ view: { list: string } }>('../../src/i18n/locales/ru/scheme.json');
const instructions = seatmapRu.a11y.instructions.replace('{{list}}', schemeRu.view.list);

type Session = { calendar_id: number; event_day: string; event_time: string; quant: number };

/** The theatre's session for this spec (the second one on sale: the scheme spec books the first), and its route. */
async function session(page: Page): Promise<{ calendarId: number; url: string }> {
  const { body } = await post<{ calendar: Session[] }>(page.request, '/api/scheme', { hash: THEATRE });
  const onSale = body.calendar.filter((s) => Number(s.quant) > 0);
  const s = onSale[1] ?? onSale[0]!;
  const [d, m, y] = s.event_day.split('.');
  return { calendarId: s.calendar_id, url: `/scheme/${THEATRE}/${y}-${m}-${d}/${s.event_time}` };
}

async function openScheme(page: Page): Promise<number> {
  await page.addInitScript(() => {
    window.__seatmapDebug = true;
  });
  const { calendarId, url } = await session(page);
  await page.goto(url);
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintAt != null, null, { timeout: 45_000 });
  return calendarId;
}

type AXValue = { type: string; value?: unknown; relatedNodes?: Array<{ backendDOMNodeId: number }> };
type AXNode = {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: Array<{ name: string; value: AXValue }>;
  childIds?: string[];
  backendDOMNodeId?: number;
};

async function backendId(cdp: CDPSession, selector: string): Promise<number> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  return node.backendNodeId;
}

/** Chromium's accessibility node of a DOM node, with its children. */
async function axNode(cdp: CDPSession, backendNodeId: number): Promise<{ node: AXNode; children: AXNode[] }> {
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { backendNodeId, fetchRelatives: true })) as { nodes: AXNode[] };
  const node = nodes.find((n) => n.backendDOMNodeId === backendNodeId)!;
  return { node, children: nodes.filter((n) => node.childIds?.includes(n.nodeId)) };
}

const prop = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value;
const text = (v: AXValue | undefined) => String(v?.value ?? '').replace(/\s/g, ' ');

/** The map as a screen reader has it: its role, name, description, and the seat aria-activedescendant names. */
async function mapAX(cdp: CDPSession) {
  const { node } = await axNode(cdp, await backendId(cdp, '[data-testid="seat-map"]'));
  const active = prop(node, 'activedescendant')?.relatedNodes?.[0]?.backendDOMNodeId;
  const seat = active === undefined ? null : (await axNode(cdp, active)).node;
  return { node, seat };
}

/** What the cart's live region says now, from the accessibility tree. */
async function liveRegion(cdp: CDPSession) {
  const { node, children } = await axNode(cdp, await backendId(cdp, '[data-testid="cart-announcer"]'));
  return { live: text(prop(node, 'live')), said: children.map((c) => text(c.name)).join('') };
}

async function tabTo(page: Page, isTarget: () => Promise<boolean>, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80): Promise<void> {
  for (let n = 0; n < limit; n++) {
    if (await isTarget()) return;
    await page.keyboard.press(key);
  }
  throw new Error('the keyboard did not reach the control');
}

// A seat of a kind (accessible seating, docs/product/accessible-seating.md) says it after its place.
const seatName = /^(.+), ряд (\S+), место (\S+)((?:, [^,₽]+)?), (\d[\d\s]*₽), (свободно|в корзине)$/;

test.describe('the seat map for a screen-reader user', () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'keyboard and screen reader: desktop'));

  test('hears the keys on entering the map, the focused seat with its place, price and status, and each cart change', async ({ page }) => {
    await openScheme(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');

    const map = page.getByTestId('seat-map');
    await tabTo(page, () => map.evaluate((el) => el === document.activeElement));
    const entered = await mapAX(cdp);
    expect(entered.node.role?.value).toBe('listbox');
    expect(text(entered.node.name)).toBe('Схема зала');
    expect(text(entered.node.description)).toBe(instructions.replace(/\s/g, ' '));
    expect(prop(entered.node, 'focused')?.value).toBe(true);

    // An arrow takes the focus to a seat; Chromium names it through aria-activedescendant.
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => text((await mapAX(cdp)).seat?.name)).toMatch(seatName);
    const { seat } = await mapAX(cdp);
    expect(seat!.role?.value).toBe('option');
    expect(seat!.ignored).toBe(false);
    const [, sector, row, number, kind, price, status] = seatName.exec(text(seat!.name))!;
    expect(status).toBe('свободно');
    expect(price).toMatch(/^\d[\d ]* ₽$/);

    // Enter opens the seat's popover with the focus on its action.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Добавить в корзину' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The cart's announcements name the place; the map's option says its kind too.
    const place = `${sector}, ряд ${row}, место ${number}`;
    await expect.poll(async () => (await liveRegion(cdp)).said).toBe(`Добавлено в корзину: ${place}. В корзине 1 билет.`);
    expect((await liveRegion(cdp)).live).toBe('polite');
    // Back on the map, the same seat is now in the cart.
    await expect(map).toBeFocused();
    await expect.poll(async () => text((await mapAX(cdp)).seat?.name)).toBe(`${place}${kind}, ${price}, в корзине`);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Убрать из корзины' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect.poll(async () => (await liveRegion(cdp)).said).toBe(`Убрано из корзины: ${place}. Корзина пуста.`);
    await expect.poll(async () => text((await mapAX(cdp)).seat?.name)).toBe(`${place}${kind}, ${price}, свободно`);
    await cdp.detach();
  });

  test('books three seats together from the list of seats with the keyboard only', async ({ page }) => {
    const calendarId = await openScheme(page);
    const focusedIs = (locator: ReturnType<Page['locator']>) => () => locator.evaluate((el) => el === document.activeElement);

    const listView = page.getByTestId('view-list');
    await tabTo(page, focusedIs(listView));
    await page.keyboard.press('Enter');
    await expect(listView).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('seat-map')).toBeHidden();

    const party = page.getByTestId('party-size');
    await tabTo(page, focusedIs(party));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await expect(party).toHaveValue('3');

    // Into the sectors: one tab stop, the arrows move inside; a sector without three together is passed by.
    const sectors = page.getByTestId('stepper-sectors');
    await tabTo(page, () => sectors.evaluate((el) => el.contains(document.activeElement)));
    const focused = page.locator(':focus');
    for (let n = 0; n < 20 && (await focused.getAttribute('aria-disabled')) === 'true'; n++) await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('aria-label', /по 3 рядом: \d+ вариант/);
    await page.keyboard.press('Enter');

    // The rows: the focus is on the first row with three together.
    await expect(page.getByTestId('stepper-rows')).toBeVisible();
    await expect(focused).toHaveAttribute('aria-label', /^Ряд \S+, .*по 3 рядом: \d+ вариант/);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('stepper-seats')).toBeVisible();
    await expect(focused).toHaveAttribute('aria-label', /^Места \S+, \S+, \S+(?:, \S+ — [^,]+)*, \d[\d\s]*₽$/);
    await expect(focused).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');

    // Three seats in the cart, and the list shows them as the buyer's.
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    const ids = (await page.getByTestId('cart-items').locator('[data-seat-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seat-id'))))).sort();
    expect(ids).toHaveLength(3);
    await expect(page.getByTestId('stepper-seats').locator('[aria-pressed="true"]')).toHaveCount(3);
    await expect(page.getByTestId('cart-announcer')).toHaveText(/^Добавлено в корзину: .+; .+; .+\. В корзине 3 билета\.$/);

    // One row, side by side: from the hall's own drawing and data, seats of that row in x order.
    const { body } = await post<{ svg: string; seat_numbers: Array<{ seat_id: number; sector: number | string; row: string }> }>(page.request, '/api/scheme/map', {
      hash: THEATRE,
      calendar_id: calendarId,
      lang: 'ru',
    });
    const hall = parseHallSvg(body.svg);
    const data = new Map(body.seat_numbers.map((s) => [Number(s.seat_id), s]));
    const rowOf = (id: number) => `${data.get(id)?.sector}/${data.get(id)?.row}`;
    expect(new Set(ids.map(rowOf)).size).toBe(1);
    const row = [...data.keys()].filter((id) => rowOf(id) === rowOf(ids[0]!) && hall.indexOf.has(id));
    const x = (id: number) => hall.x[hall.indexOf.get(id)!]!;
    const order = row.sort((a, b) => x(a) - x(b));
    const at = ids.map((id) => order.indexOf(id)).sort((a, b) => a - b);
    expect(at[1]! - at[0]!).toBe(1);
    expect(at[2]! - at[1]!).toBe(1);

    // Back on the map, the three are marked there too: the map mirrors the cart.
    await tabTo(page, focusedIs(page.getByTestId('view-map')), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('seat-map')).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    for (const id of ids) {
      await page.evaluate((seatId) => window.__seatmap!.focusSeat(seatId), id);
      await expect.poll(async () => text((await mapAX(cdp)).seat?.name)).toMatch(/, в корзине$/);
    }
    await cdp.detach();
  });
});

test.describe('the list of seats on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone layout'));

  test('fits 360 px with finger-sized choices, and a tap adds a seat as on the map', async ({ page }) => {
    await openScheme(page);
    await page.getByTestId('view-list').tap();
    const stepper = page.getByTestId('seat-stepper');
    await expect(stepper).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(stepper);
    await expectTouchTargets(page.locator('.seat-view-toggle'));
    await page.screenshot({ path: test.info().outputPath('list-sectors.png'), fullPage: false });

    await page.getByRole('button', { name: 'Больше мест' }).tap();
    await expect(page.getByTestId('party-size')).toHaveValue('2');
    await page.getByTestId('stepper-sectors').locator('button:not([aria-disabled="true"])').first().tap();
    await page.getByTestId('stepper-rows').locator('button:not([aria-disabled="true"])').first().tap();
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(stepper);
    await page.getByTestId('stepper-seats').locator('button[aria-pressed="false"]').first().tap();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await stepper.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('list-seats.png'), fullPage: false });
  });
});

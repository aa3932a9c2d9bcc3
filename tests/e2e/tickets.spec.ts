import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { createCategoryOrder, payOnBankPage, serverOrder } from './support/api';
import { readQrPng } from './support/codes';
import { expectNoSidewaysScroll, expectTouchTargets as expectTargets } from './support/layout';

// Tickets on screen and tickets to keep, on a 360 px phone against the real server: a paid
// order (created through the API, paid on the sandbox bank's page), its single-ticket page
// whose QR code a scanner reads, "not found" and a failed connection; on the order page the
// code slider, the tickets' PDF (a page per ticket, each code readable) and the calendar file.

test.skip(({ isMobile }) => !isMobile, 'tickets are shown at the gate on a phone; the phone project runs them');
test.use({ viewport: { width: 360, height: 780 } });

/** An open category event sold by bank card. */
const EVENT = 'bach-by-candlelight';
const EVENT_NAME = 'Бах при свечах';
{
  const e = loadCatalogue().events.find((x) => x.slug === EVENT);
  if (!e || e.sale !== 'open' || e.useseatsvg !== 0 || e.usenopushkarta !== 1 || e.name.ru !== EVENT_NAME) throw new Error(`tickets.spec: ${EVENT} is no longer the open category event it expects`);
}

type Ticket = { tickethash_id: string; ticketcode: string; _qrcode: string | null; tickettype: number };
type Order = { hash: string; ord_num: string; main: Ticket[]; printingAllowed: boolean };

/** An order of `quantity` tickets, paid on the sandbox bank's page; the page ends on the paid order. */
async function paidOrder(page: Page, quantity: number): Promise<Order> {
  const hash = await createCategoryOrder(page.request, EVENT, { qty: quantity });
  await payOnBankPage(page, hash);
  const order = await serverOrder<Order>(page.request, hash);
  expect(order.printingAllowed).toBe(true);
  expect(order.main).toHaveLength(quantity);
  return order;
}

const readPng = readQrPng;
const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

/** The JPEG pictures of a PDF (DCTDecode image streams), in the order the file holds them. */
function pdfJpegs(pdf: PDFDocument): Uint8Array[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter((obj): obj is PDFRawStream => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') && obj.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'))
    .map((stream) => stream.contents);
}

const expectTouchTargets = (root: Locator) => expectTargets(root, 'button, a[href]');

test.describe('single ticket page', () => {
  test('shows the event, the buyer and the order, and its QR code reads as the code the server encoded', async ({ page }) => {
    const order = await paidOrder(page, 1);
    const ticket = order.main[0]!;
    await page.goto(`/ticket/${ticket.tickethash_id}`);
    const sheet = page.getByTestId('ticket-sheet');
    await expect(sheet.getByRole('heading', { level: 1 })).toContainText(EVENT_NAME);
    await expect(page).toHaveTitle(`Билет: ${EVENT_NAME}`);
    await expect(sheet).toContainText('Покупатель');
    await expect(sheet).toContainText('Анна Петрова');
    await expect(sheet).toContainText(`№ ${order.ord_num}`);
    await expect(sheet).toContainText(/\d{1,2} [а-я]+ \d{4} г\., \d{2}:\d{2}/);

    const code = sheet.getByRole('img', { name: `QR-код билета ${ticket.ticketcode}` });
    await expect(code).toBeVisible();
    const box = (await code.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280); // large for the gate's scanner
    const read = readPng(await code.screenshot());
    expect(read).toBe(ticket.ticketcode);
    // The same text the server put in its own picture of the code.
    expect(readPng(fromDataUrl(ticket._qrcode!))).toBe(read);

    await expectNoSidewaysScroll(page);
    await expectTouchTargets(page.locator('.ticket-view'));

    // On paper only the ticket is left.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Распечатать' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(sheet).toBeVisible();
  });

  test('an unknown or malformed id is "not found", not a failure', async ({ page }) => {
    await page.goto(`/ticket/${'0'.repeat(32)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Билет не найден' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await page.goto('/ticket/not-a-ticket');
    await expect(page.getByRole('heading', { level: 1, name: 'Билет не найден' })).toBeVisible();
  });

  test('an unpaid order has no ticket page yet', async ({ page }) => {
    const hash = await createCategoryOrder(page.request, EVENT);
    const ticket = (await serverOrder<Order>(page.request, hash)).main[0]!;
    await page.goto(`/ticket/${ticket.tickethash_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Билет не найден' })).toBeVisible();
  });

  test('a failed connection says so, and the retry brings the ticket', async ({ page }) => {
    const order = await paidOrder(page, 1);
    await page.route('**/api/ticket/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`/ticket/${order.main[0]!.tickethash_id}`);
    await expect(page.getByRole('alert')).toHaveText('Не удалось загрузить билет: нет связи с сервером. Проверьте подключение к интернету.');
    await expect(page.getByText('Билет не найден')).toHaveCount(0);
    await page.unroute('**/api/ticket/**');
    await page.getByRole('button', { name: 'Повторить' }).tap();
    await expect(page.getByTestId('ticket-sheet').getByRole('heading', { level: 1 })).toContainText(EVENT_NAME);
  });
});

test.describe('order page', () => {
  test('the code slider shows each ticket\'s QR code, and moves by swipe, arrows and keys', async ({ page }) => {
    const order = await paidOrder(page, 2);
    const [first, second] = order.main as [Ticket, Ticket];
    await page.getByRole('button', { name: 'Показать QR-код' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'QR-код билета' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 из 2', { exact: true })).toBeVisible();
    const shown = (t: Ticket) => dialog.getByRole('img', { name: `QR-код билета ${t.ticketcode}` });
    await expect(shown(first)).toBeVisible();
    expect(await shown(first).evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([180, 180]);
    expect(readPng(await shown(first).screenshot())).toBe(first.ticketcode);
    await expect(dialog).toContainText(EVENT_NAME);
    await expectTouchTargets(dialog);
    await expectNoSidewaysScroll(page);

    // Swipe left: the next ticket.
    const viewport = (await dialog.locator('.code-slider__viewport').boundingBox())!;
    const y = viewport.y + viewport.height / 2;
    await page.mouse.move(viewport.x + viewport.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(viewport.x + viewport.width / 2, y, { steps: 5 });
    await page.mouse.move(viewport.x + 20, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText('2 из 2', { exact: true })).toBeVisible();
    await expect(shown(second)).toBeInViewport();

    await dialog.getByRole('button', { name: 'Предыдущий билет' }).tap();
    await expect(dialog.getByText('1 из 2', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2 из 2', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Следующий билет' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('"open the ticket" opens its page in a new tab', async ({ page, context }) => {
    const order = await paidOrder(page, 1);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Открыть билет' }).first().tap();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/ticket/${order.main[0]!.tickethash_id}$`));
    await expect(tab.getByTestId('ticket-sheet')).toContainText(EVENT_NAME);
  });

  test('the tickets\' PDF has a page per ticket, and each page\'s code reads as its ticket', async ({ page }) => {
    test.setTimeout(90_000);
    const order = await paidOrder(page, 2);
    const downloads = page.getByTestId('ticket-downloads');
    await expect(downloads).toBeVisible();
    await expectTouchTargets(downloads);
    const saved = page.waitForEvent('download');
    await downloads.getByRole('button', { name: 'Скачать билеты (PDF)' }).tap();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`Билеты-${order.ord_num}.pdf`);
    const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
    expect(pdf.getPageCount()).toBe(order.main.length);

    const pictures = pdfJpegs(pdf);
    expect(pictures).toHaveLength(order.main.length);
    const codes = pictures.map((bytes) => {
      const image = jpeg.decode(bytes, { useTArray: true });
      return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
    });
    expect(codes).toEqual(order.main.map((t) => t.ticketcode));
  });

  test('the calendar file has the event\'s session with its title', async ({ page }) => {
    const order = await paidOrder(page, 2);
    const saved = page.waitForEvent('download');
    await page.getByTestId('ticket-downloads').getByRole('button', { name: 'Добавить в календарь' }).tap();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`Заказ-${order.ord_num}.ics`);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1); // two tickets, one session
    expect(text).toContain(`SUMMARY:${EVENT_NAME}`);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(text).toContain('DURATION:PT2H');
    expect(text).toContain(`/order/${order.hash}`);
  });
});

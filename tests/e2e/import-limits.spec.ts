import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import { mapOf } from './support/demo-seatmap';

// Bad drawings picked in the seat-map demo's file picker end in a clear, translated refusal
// that names the limit, with no uncaught error in the page: a drawing moved by
// translate(1e308) (formerly "ready, 60 seats" on a blank map and a stream of canvas
// errors), a scale that overflows, a file past the size limit. A good file picked after them opens.

const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../src/i18n/locales/${lang}/seatmapDemo.json`, import.meta.url), 'utf8')) as { errors: Record<string, string> };

const seats = Array.from({ length: 60 }, (_, k) => `<circle cx="${(k % 10) * 30 + 20}" cy="${Math.floor(k / 10) * 30 + 60}" r="10" fill="#8ab"/>`).join('');
const drawing = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect x="100" y="5" width="200" height="30" fill="#444"/><text x="200" y="25" text-anchor="middle">СЦЕНА</text>${body}</svg>`;

async function pick(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.getByTestId('seatmap-file').setInputFiles({ name, mimeType: 'image/svg+xml', buffer: typeof content === 'string' ? Buffer.from(content) : content });
}

test.describe('bad drawings in the file picker', () => {
  for (const lang of ['ru', 'en', 'kz', 'ch']) {
    test(`an absurd transform is refused with its reason (${lang})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/demo/seatmap?hall=chamber&lang=${lang}`);
      await mapOf(page, 300);

      await pick(page, 'far.svg', drawing(`<g transform="translate(1e308)">${seats}</g>`));
      const alert = page.getByRole('alert');
      await expect(alert).toHaveAttribute('data-error-code', 'out-of-range');
      const units = new Intl.NumberFormat(lang === 'ch' ? 'zh' : lang === 'kz' ? 'kk' : lang).format(10_000_000);
      await expect(alert).toHaveText(locale(lang).errors['out-of-range']!.replace('{{units}}', units));
      await expect(page.locator('.seatmap-demo')).toHaveAttribute('data-state', 'error');
      expect(errors).toEqual([]);
    });
  }

  test('a marked hall scaled past the bound, and a file past the size limit, are refused; a good file then opens', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/demo/seatmap?hall=chamber&lang=en');
    await mapOf(page, 300);

    await pick(page, 'scaled.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle data-seat-id="1" cx="5" cy="5" r="2" transform="scale(1e300)"/></svg>`);
    await expect(page.getByRole('alert')).toHaveAttribute('data-error-code', 'out-of-range');

    // Past Playwright's in-memory limit too: the file is picked from disk, as a visitor would.
    const huge = testInfo.outputPath('huge.svg');
    fs.writeFileSync(huge, Buffer.alloc(51 * 1024 * 1024, 32));
    await page.getByTestId('seatmap-file').setInputFiles(huge);
    await expect(page.getByRole('alert')).toHaveAttribute('data-error-code', 'too-large');
    await expect(page.getByRole('alert')).toHaveText('The file is larger than 50 MB, the limit for a hall map.');
    await page.screenshot({ path: `.tmp/import-limits-${testInfo.project.name}.png` });

    await pick(page, 'good.svg', drawing(seats));
    await mapOf(page, 60);
    expect(errors).toEqual([]);
  });
});

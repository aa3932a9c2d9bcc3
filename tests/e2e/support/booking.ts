import { expect, type Page } from '@playwright/test';

/** Taps the first date on sale and the first time with tickets; returns the route's date and time. */
export async function pickSession(page: Page): Promise<{ date: string; time: string | undefined }> {
  await page.locator('.booking-date:not([disabled])').first().tap();
  const chip = page.locator('.booking-time:not([disabled])').first();
  // A day with a single time chooses it by itself.
  await expect(chip.or(page.getByRole('list', { name: 'Категории билетов' })).first()).toBeVisible();
  if ((await chip.isVisible()) && (await chip.getAttribute('aria-pressed')) !== 'true') await chip.tap();
  await expect(page).toHaveURL(/\/event\/[0-9a-f]{40}\/\d{4}-\d{2}-\d{2}/);
  const [, date, time] = /\/event\/[0-9a-f]{40}\/(\d{4}-\d{2}-\d{2})(?:\/(\d{2}:\d{2}))?/.exec(new URL(page.url()).pathname)!;
  return { date: date!, time };
}

export const plus = (page: Page, category: string) => page.getByRole('button', { name: `Добавить билет: ${category}` });

/** The buyer's name, phone, e-mail (twice when asked) and every consent of the events page's form. */
export async function fillBuyer(page: Page, { repeatEmail = false } = {}): Promise<void> {
  await page.getByLabel('ФИО').fill('Анна Петрова');
  const phone = page.locator('input[name="telephone"]');
  await phone.tap();
  await phone.pressSequentially('9123456789');
  await page.getByLabel('E-mail', { exact: true }).fill('anna@example.com');
  if (repeatEmail) await page.getByLabel('Повторите e-mail').pressSequentially('anna@example.com');
  for (const box of await page.locator('.events-order input[type="checkbox"]').all()) await box.check();
}

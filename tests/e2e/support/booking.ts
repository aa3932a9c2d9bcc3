import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';

/** Taps the first date on sale and the first time with tickets; returns the route's date and time. */
export async function pickSession(page: Page): Promise<{ date: string; time: string | undefined }> {
  // A server-rendered page shows its dates before its code has taken them over.
  await hydrated(page, '.booking-dates');
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

/** A ticket holder as the nominal form asks for one (docs/product/nominal.md); the defaults pass every rule. */
/** `birthDate` null: left as it is (typed before, say, to see the 65+ warning). */
export type Holder = { surname: string; name: string; birthDate: string | null; docType: string; docNum: string; country: string; region: string | null };
export const holderAnna: Holder = { surname: 'Петрова', name: 'Анна', birthDate: '12.03.1990', docType: 'Паспорт гражданина РФ', docNum: '4510 123456', country: 'Россия', region: 'Москва' };

/**
 * Fills one ticket's card of the nominal form (/nominal-tickets/{hash}), typing as a
 * buyer would: the birth date digit by digit through its mask, the document number by
 * keys (pasting is refused there). Labels are the Russian ones.
 */
export async function fillHolder(card: Locator, over: Partial<Holder> = {}): Promise<void> {
  const h = { ...holderAnna, ...over };
  await card.getByLabel('Фамилия').fill(h.surname);
  await card.getByLabel('Имя', { exact: true }).fill(h.name);
  if (h.birthDate !== null) {
    const date = card.getByLabel('Дата рождения');
    await date.fill('');
    await date.pressSequentially(h.birthDate.replace(/\D/g, ''));
  }
  await card.getByLabel('Документ', { exact: true }).selectOption({ label: h.docType });
  const num = card.getByLabel('Серия и номер документа');
  await num.fill('');
  await num.pressSequentially(h.docNum);
  await card.getByLabel('Страна').selectOption({ label: h.country });
  if (h.region) await card.getByLabel('Регион').selectOption({ label: h.region });
}

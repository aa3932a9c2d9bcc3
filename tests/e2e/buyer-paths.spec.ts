import { expect, test } from '@playwright/test';
import { eventHash } from '../../server/seed/ids';
import { post } from './support/api';
import { plus } from './support/booking';

// Buyer paths of issue 25 on a 360 × 740 phone, against the real server and its demo catalogue.

test.skip(({ isMobile }) => !isMobile, 'the booking flows are phone-first; the phone project runs them');
test.use({ viewport: { width: 360, height: 740 } });

const cardOnly = eventHash('how-to-look-at-contemporary-art');
const boatTrip = eventHash('kazanka-volga-boat-trip');

test('a Pushkin-card-only event opened from a link with its date and time offers its card row', async ({ page }) => {
  const { body } = await post<{ calendar: Array<{ day: string; _time: Array<{ time: string; quantity: number }> }> }>(page.request, '/api/no-scheme', { hash: cardOnly });
  const day = body.calendar.find((d) => d._time.some((t) => t.quantity > 0))!;
  const [dd, mm, yyyy] = day.day.split('.');
  await page.goto(`/event/${cardOnly}/${yyyy}-${mm}-${dd}/${day._time.find((t) => t.quantity > 0)!.time}`);
  await expect(page.getByText('Билет можно купить только по Пушкинской карте')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Категории билетов' })).toBeVisible();
  await expect(page.getByText('По вашему запросу билетов не найдено')).toHaveCount(0);
  await plus(page, 'Молодёжный (Пушкинская карта)').tap();
  await expect(page.getByLabel('Фамилия')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оформить заказ по Пушкинской карте' })).toBeVisible();
});

test('on an event with group rows two adults buy ordinary tickets; a group brings its guide', async ({ page }) => {
  // The group rows are priced for the day sessions only (the 20:00 one has none): a day session
  // is opened from its link, whichever sessions are left today.
  const { body } = await post<{ calendar: Array<{ day: string; _time: Array<{ time: string; quantity: number }> }> }>(page.request, '/api/no-scheme', { hash: boatTrip });
  const daySession = (d: (typeof body.calendar)[number]) => d._time.find((t) => t.quantity > 0 && t.time < '20:00');
  const day = body.calendar.find((d) => daySession(d))!;
  const [dd, mm, yyyy] = day.day.split('.');
  await page.goto(`/event/${boatTrip}/${yyyy}-${mm}-${dd}/${daySession(day)!.time}`);
  await plus(page, 'Взрослый').tap();
  await plus(page, 'Взрослый').tap();
  await expect(page.getByText('Для групповой экскурсии выберите число участников группы')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
  await expect(page.getByText('2 билета')).toBeVisible();
  const guide = page.getByLabel('Экскурсионное обслуживание');
  await expect(guide).toBeDisabled();
  await page.getByLabel('Участник группы').selectOption('5');
  await expect(guide).toHaveValue('1');
  await expect(guide).toBeEnabled();
  await expect(page.getByText('8 билетов')).toBeVisible();
});

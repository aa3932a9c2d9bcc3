import { expect, test } from '@playwright/test';

test('the listing route renders events from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Event names come from /api/afisha: at least one link to an event or scheme page.
  await expect(page.locator('a[href*="/event/"], a[href*="/scheme/"]').first()).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/Страница не найдена/)).toBeVisible();
  const home = page.getByRole('link', { name: /главн/i });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

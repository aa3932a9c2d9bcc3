import { expect, type Page } from '@playwright/test';

/**
 * Waits until the storefront's JS has taken over the server-rendered markup: React keeps its
 * fiber on each DOM node it hydrated (a key starting `__reactFiber`). A tap before that
 * would land on HTML with no handlers yet.
 */
export async function hydrated(page: Page, selector = 'main'): Promise<void> {
  await expect
    .poll(() => page.evaluate((s) => { const el = document.querySelector(s); return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber')); }, selector), { timeout: 30_000 })
    .toBe(true);
}

/** Console errors and uncaught exceptions of a page, from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

/** Waits until the server renders pages (it loads its render bundle in the background after a start). */
export async function serverRenders(page: Page): Promise<void> {
  await expect.poll(async () => (await (await page.request.get('/contacts', { headers: { accept: 'text/html' } })).text()).includes('id="ssr-state"'), { timeout: 60_000 }).toBe(true);
}

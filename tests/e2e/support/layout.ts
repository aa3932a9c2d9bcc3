import { expect, type Locator, type Page } from '@playwright/test';

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Every visible control under `root` (matching `selector`) is at least 44 × 44 px: a finger's size. Links inside running text are exempt (WCAG 2.5.5). */
export async function expectTouchTargets(root: Locator, selector = 'button, select, input:not([type="checkbox"]):not([type="radio"]), summary'): Promise<void> {
  const small = await root.evaluate(
    (el, sel) =>
      [...el.querySelectorAll<HTMLElement>(sel)]
        .filter((c) => c.offsetParent !== null)
        .map((c) => ({ c, r: c.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ c, r }) => `${c.tagName} "${c.getAttribute('aria-label') ?? c.textContent}" ${Math.round(r.width)}×${Math.round(r.height)}`),
    selector,
  );
  expect(small).toEqual([]);
}

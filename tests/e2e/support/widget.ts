import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { post, type Api } from './api';

// The card-payment widget (widget/) in a browser: the invoice a payment opens, its overlay
// and frame on a page, the page state it must give back, and the phone redirect's params.

export type WidgetPayment = { bankInvoiceId: string; backUrl: string };

/** A card-widget invoice for an order, as the order page's Pay opens it (POST /api/payment/widget). */
export async function openWidgetInvoice(api: Api, hash: string): Promise<WidgetPayment> {
  const { status, body } = await post<WidgetPayment>(api, '/api/payment/widget', { hash, lang: 'ru' });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.bankInvoiceId).toMatch(/^[0-9a-f]{32}$/);
  return body;
}

export const widgetContainer = (page: Page): Locator => page.locator('#payment-widget-container');
export const widgetOverlay = (page: Page): Locator => widgetContainer(page).locator('[data-payment-widget="overlay"]');
/** The bank's page inside the overlay. */
export const widgetFrame = (page: Page): FrameLocator => page.frameLocator('#payment-widget-container iframe[title="web widget"]');

/** What the widget changes on the page and must give back: the body's inline style and the scroll position. */
export function pageState(page: Page): Promise<{ style: string | null; inline: string[]; overflow: string; position: string; x: number; y: number; focused: string | null }> {
  return page.evaluate(() => ({
    style: document.body.getAttribute('style'),
    /** The body's own overflow and position, as `name: value[ !important]` (none: `name: `). */
    inline: ['overflow', 'position'].map((n) => `${n}: ${document.body.style.getPropertyValue(n)}${document.body.style.getPropertyPriority(n) ? ' !important' : ''}`),
    overflow: getComputedStyle(document.body).overflow,
    position: getComputedStyle(document.body).position,
    x: Math.round(scrollX),
    y: Math.round(scrollY),
    focused: document.activeElement?.id || document.activeElement?.tagName || null,
  }));
}

/** The overlay is up: visible over the page, and the body held still. */
export async function expectOverlayOpen(page: Page): Promise<void> {
  await expect(widgetOverlay(page)).toBeVisible();
  await expect(widgetFrame(page).getByRole('button', { name: 'Оплатить / Pay' })).toBeVisible();
  const state = await pageState(page);
  expect([state.overflow, state.position]).toEqual(['hidden', 'sticky']);
}

/** `params` of the phone redirect (`/sandbox/widget?orderId=…&params=<base64 JSON>`), decoded. */
export function widgetParams(url: string): Record<string, unknown> {
  const raw = new URL(url).searchParams.get('params');
  expect(raw, `no params in ${url}`).toBeTruthy();
  return JSON.parse(Buffer.from(raw!, 'base64').toString('utf8')) as Record<string, unknown>;
}

import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a scanner reads from a PNG (a screenshot or the server's data URL); null when no QR code decodes. */
export function readQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** Reads the QR code shown in `element` from a screenshot of it, as a gate's scanner would. */
export async function decodeQrIn(element: Locator): Promise<string | null> {
  return readQrPng(await element.screenshot());
}

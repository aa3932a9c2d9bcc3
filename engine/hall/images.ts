// Embedded pictures: venue files often carry the hall plan as a scanned or rendered bitmap
// under the vector drawing. Only `data:` URLs of raster types are kept; the tokenizer has
// already refused anything that points outside the file.

import type { DecodedImage, ImageShape } from './model';

const RASTER = /^data:image\/(png|jpe?g|gif|webp|bmp|avif|x-icon|vnd\.microsoft\.icon)[;,]/i;

/** Whether `href` is an embedded raster picture the map can draw. */
export function isEmbeddedRaster(href: string): boolean {
  return RASTER.test(href.trimStart());
}

/** Whether `href` is embedded in the file (`data:`), whatever its type. */
export function isDataUrl(href: string): boolean {
  return /^data:/i.test(href.trimStart());
}

/** The bytes and type of a `data:` URL (base64 or percent-encoded), null when it is damaged. */
export function decodeDataUrl(href: string): { type: string; bytes: Uint8Array } | null {
  const url = href.trim();
  const comma = url.indexOf(',');
  if (comma < 0 || !isDataUrl(url)) return null;
  const head = url.slice(5, comma);
  const body = url.slice(comma + 1);
  const type = head.split(';')[0]!.trim().toLowerCase() || 'text/plain';
  try {
    if (/;\s*base64\s*$/i.test(head)) {
      const binary = atob(body.replace(/\s+/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return { type, bytes };
    }
    return { type, bytes: new TextEncoder().encode(decodeURIComponent(body)) };
  } catch {
    return null;
  }
}

/**
 * Where a picture of `naturalWidth` × `naturalHeight` pixels goes in its element's box, as
 * SVG's preserveAspectRatio places it (default `xMidYMid meet`; `slice` crops the source).
 */
export function imagePlacement(image: Pick<ImageShape, 'x' | 'y' | 'width' | 'height' | 'preserveAspectRatio'>, naturalWidth: number, naturalHeight: number): Omit<DecodedImage, 'picture'> {
  const { x, y, width, height } = image;
  const full = { sx: 0, sy: 0, sw: naturalWidth, sh: naturalHeight };
  const par = image.preserveAspectRatio.trim().split(/\s+/);
  const align = par[0] || 'xMidYMid';
  if (align === 'none' || !(naturalWidth > 0 && naturalHeight > 0)) return { ...full, dx: x, dy: y, dw: width, dh: height };
  const ax = align.includes('xMin') ? 0 : align.includes('xMax') ? 1 : 0.5;
  const ay = align.includes('YMin') ? 0 : align.includes('YMax') ? 1 : 0.5;
  const slice = par[1] === 'slice';
  const k = slice ? Math.max(width / naturalWidth, height / naturalHeight) : Math.min(width / naturalWidth, height / naturalHeight);
  const dw = naturalWidth * k;
  const dh = naturalHeight * k;
  if (!slice) return { ...full, dx: x + (width - dw) * ax, dy: y + (height - dh) * ay, dw, dh };
  // Slice: the box is filled and what overflows is cut from the source instead.
  const sw = width / k;
  const sh = height / k;
  return { sx: (naturalWidth - sw) * ax, sy: (naturalHeight - sh) * ay, sw, sh, dx: x, dy: y, dw: width, dh: height };
}

// An <image> of the file's own drawing, read from the element's attributes (kept apart from
// images.ts, which the page's renderer loads and which needs no tokenizer).

import type { ImageShape, Matrix } from './model';
import type { XmlTokenizer } from './xml-tokenizer';
import { svgLocalName } from './document-index';
import { multiply, parseTransform, transformBounds } from './matrix';
import { isDataUrl, isEmbeddedRaster } from './images';

/**
 * The picture of the <image> `t` has open, under the parent's matrix `parent`: null when it
 * draws nothing, 'dropped' when it is embedded but of a type the map does not draw.
 */
export function readImage(t: XmlTokenizer, parent: Matrix): ImageShape | 'dropped' | null {
  let href = '';
  for (let i = 0; i < t.count; i++) if (svgLocalName(t.names[i]!) === 'href' || t.names[i]!.endsWith(':href')) href = t.value(i).trim();
  const width = t.num('width');
  const height = t.num('height');
  if (!(width > 0 && height > 0) || href === '') return null;
  // The tokenizer refused everything outside the file; what is left is an embedded
  // picture of a type the map does not draw (an SVG inside the SVG).
  if (!isEmbeddedRaster(href)) return isDataUrl(href) ? 'dropped' : null;
  const own = parseTransform(t.attr('transform') ?? '');
  const m = own ? multiply(parent, own) : parent;
  const x = t.num('x');
  const y = t.num('y');
  const bounds = transformBounds(m, { minX: x, minY: y, maxX: x + width, maxY: y + height });
  return { href, x, y, width, height, preserveAspectRatio: t.attr('preserveAspectRatio') ?? '', matrix: m, bounds };
}

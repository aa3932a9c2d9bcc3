// The hall convention's security rules, applied by the tokenizer to every element and
// attribute: nothing executable, nothing outside the document (an embedded `data:` picture
// is inside it).

import { HallParseError } from './parse-error';

/** The name needs no check of its own (its value may still hold a CSS url()). */
export const ATTR_PLAIN = 0;
const ATTR_CHECK = 1;

/**
 * Whether an element or attribute name may need a check, decided once per distinct name:
 * names starting (after any prefix) with o, h, a, s, f, i, e or l can be handlers, href,
 * attributeName, or a scripted element. Everything else (cx, d, circle, g…) is plain.
 */
export function nameRisk(name: string): number {
  const c = localName(name).charCodeAt(0) | 32;
  return c === 111 || c === 104 || c === 97 || c === 115 || c === 102 || c === 105 || c === 101 || c === 108 ? ATTR_CHECK : ATTR_PLAIN;
}

const SCRIPTED = new Set(['script', 'foreignobject', 'handler', 'listener', 'iframe', 'embed', 'object']);

/** Refuses elements that run code; returns whether the element animates another attribute. */
export function checkElement(name: string, p: number): boolean {
  const local = localName(name);
  const c = local.charCodeAt(0) | 32;
  // Only names starting with these letters can match below: circle, g, path… skip the work.
  if (c !== 115 && c !== 102 && c !== 104 && c !== 105 && c !== 101 && c !== 111 && c !== 97 && c !== 108) return false;
  const lower = local.toLowerCase();
  if (SCRIPTED.has(lower)) throw new HallParseError('script', `<${lower}> element`, p);
  return lower === 'set' || lower.startsWith('animate');
}

/**
 * Checks one attribute whose value is text[start, end): event handlers (on…, in any
 * namespace or case), links leaving the document (href, xlink:href), animations retargeting
 * those, and CSS url() in any value with a parenthesis.
 */
export function checkAttribute(name: string, text: string, start: number, end: number, animates: boolean, parens: boolean, p: number): void {
  let ls = 0;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) === 58) ls = i + 1;
  const c0 = name.charCodeAt(ls) | 32;
  if (c0 === 111 && (name.charCodeAt(ls + 1) | 32) === 110) throw new HallParseError('script', 'event handler attribute', p);
  if (c0 === 104 && name.length - ls === 4 && name.slice(ls).toLowerCase() === 'href') {
    const target = text.slice(start, end).trim();
    if (target !== '' && target.charCodeAt(0) !== 35 && !EMBEDDED_IMAGE.test(target)) throw new HallParseError('external-reference', 'href outside the document', p);
  }
  if (animates && name.slice(ls) === 'attributeName') {
    const target = localName(text.slice(start, end).trim()).toLowerCase();
    if (target === 'href' || target.startsWith('on')) throw new HallParseError('script', 'animation of a link or handler', p);
  }
  if (parens) checkCss(text.slice(start, end), p);
}

/** CSS may only point inside the document: url(#id) or url(data:…), never @import or url(elsewhere). */
export function checkCss(css: string, p: number): void {
  if (/@import/i.test(css)) throw new HallParseError('external-reference', 'CSS @import', p);
  for (const m of css.matchAll(/url\(\s*(['"]?)\s*([^'")\s]*)/gi)) {
    const target = m[2] ?? '';
    if (target.charCodeAt(0) !== 35 && !/^data:/i.test(target)) throw new HallParseError('external-reference', 'CSS url() outside the document', p);
  }
}

/**
 * A picture embedded in the file (design tools embed bitmaps this way): it is inside the
 * document, so it is not an external reference. Other `data:` types have no business in an href.
 */
const EMBEDDED_IMAGE = /^data:image\/[\w.+-]+[;,]/i;

export function localName(name: string): string {
  for (let i = name.length - 1; i >= 0; i--) if (name.charCodeAt(i) === 58) return name.slice(i + 1);
  return name;
}

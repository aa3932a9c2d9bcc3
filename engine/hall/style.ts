// The computed style of an element, as far as drawing a hall needs it: paint, stroke width,
// font size and weight, text anchor, visibility, and whether `display: none` removes it.
// SVG's order: presentation attributes, then style sheet rules (weakest first), then the
// `style` attribute, then the rules' `!important` declarations and last the style
// attribute's; inherited properties come from the parent, `inherit` too.

import { parseDeclarations, type Declarations, type StyleSheet, type StyledElement } from './css';

export type TextAnchor = 'start' | 'middle' | 'end';

export interface ComputedStyle {
  /** A CSS colour, or null for `none`. */
  readonly fill: string | null;
  readonly stroke: string | null;
  /** In the element's own units. */
  readonly strokeWidth: number;
  readonly fontSize: number;
  readonly bold: boolean;
  readonly anchor: TextAnchor;
  readonly visible: boolean;
  /** `fill-rule: evenodd` (inherited); non-zero otherwise. */
  readonly evenOdd: boolean;
}

export const INITIAL_STYLE: ComputedStyle = { fill: '#000000', stroke: null, strokeWidth: 1, fontSize: 16, bold: false, anchor: 'start', visible: true, evenOdd: false };

/** Drawn in place of a gradient or pattern fill, which the map does not reproduce. */
export const PAINT_SERVER_STAND_IN = '#c8c8c8';

/** Presentation attributes that carry style (besides `style` and `class`). */
export const STYLE_ATTRIBUTES = ['fill', 'stroke', 'stroke-width', 'font-size', 'font-weight', 'text-anchor', 'visibility', 'display', 'font', 'fill-rule'] as const;

export interface StyleSource {
  attr(name: string): string | undefined;
}

/**
 * The style of an element under `parent` (its parent's style; `ancestors`: its parent element
 * and theirs, for rules with combinators). Returns `null` when `display: none` removes the
 * element and its subtree from the drawing.
 */
export function computeStyle(parent: ComputedStyle, tag: string, a: StyleSource, sheet: StyleSheet, ancestors: StyledElement | null = null): ComputedStyle | null {
  const layers: Declarations[] = [];
  const presentation = new Map<string, string>();
  for (const name of STYLE_ATTRIBUTES) {
    const v = a.attr(name);
    if (v !== undefined && v.trim() !== '') presentation.set(name, v.trim());
  }
  if (presentation.size > 0) layers.push(presentation);
  const rules = sheet.match(tag, a.attr('id'), a.attr('class'), ancestors);
  const styleAttr = a.attr('style');
  const inline = styleAttr ? parseDeclarations(styleAttr) : undefined;
  for (const r of rules) if (r.normal.size > 0) layers.push(r.normal);
  if (inline && inline.normal.size > 0) layers.push(inline.normal);
  for (const r of rules) if (r.important.size > 0) layers.push(r.important);
  if (inline && inline.important.size > 0) layers.push(inline.important);
  if (layers.length === 0) return parent;

  const s: { -readonly [K in keyof ComputedStyle]: ComputedStyle[K] } = { ...parent };
  let display = '';
  for (const decls of layers) {
    for (const [name, value] of decls) {
      if (name === 'display') display = value.toLowerCase();
      else apply(s, parent, name, value);
    }
  }
  return display === 'none' ? null : s;
}

function apply(s: { -readonly [K in keyof ComputedStyle]: ComputedStyle[K] }, parent: ComputedStyle, name: string, raw: string): void {
  const value = raw.trim();
  const inherit = value.toLowerCase() === 'inherit';
  switch (name) {
    case 'fill':
    case 'stroke': {
      const paint = inherit ? parent[name] : parsePaint(value);
      if (paint !== undefined) s[name] = paint;
      break;
    }
    case 'stroke-width': {
      const w = inherit ? parent.strokeWidth : parseLength(value, parent.fontSize);
      if (w !== null && w >= 0) s.strokeWidth = w;
      break;
    }
    case 'font-size': {
      const size = inherit ? parent.fontSize : parseFontSize(value, parent.fontSize);
      if (size !== null && size > 0) s.fontSize = size;
      break;
    }
    case 'font-weight':
      s.bold = inherit ? parent.bold : isBold(value, parent.bold);
      break;
    case 'font':
      applyFontShorthand(s, parent, value);
      break;
    case 'text-anchor':
      if (inherit) s.anchor = parent.anchor;
      else if (value === 'start' || value === 'middle' || value === 'end') s.anchor = value;
      break;
    case 'fill-rule': {
      const rule = value.toLowerCase();
      if (inherit) s.evenOdd = parent.evenOdd;
      else if (rule === 'evenodd' || rule === 'nonzero') s.evenOdd = rule === 'evenodd';
      break;
    }
    case 'visibility':
      if (inherit) s.visible = parent.visible;
      else if (value === 'hidden' || value === 'collapse') s.visible = false;
      else if (value === 'visible') s.visible = true;
      break;
  }
}

/** `font: [style] [weight] size[/line-height] family`: the weight and size are what matter here. */
function applyFontShorthand(s: { -readonly [K in keyof ComputedStyle]: ComputedStyle[K] }, parent: ComputedStyle, value: string): void {
  for (const token of value.split(/\s+/)) {
    const size = parseFontSize(token.split('/')[0]!, parent.fontSize);
    if (size !== null && size > 0 && /\d/.test(token)) {
      s.fontSize = size;
      return;
    }
    if (/^(bold|bolder|[6-9]00)$/i.test(token)) s.bold = true;
  }
}

function isBold(value: string, inherited: boolean): boolean {
  const v = value.toLowerCase();
  if (v === 'bold' || v === 'bolder') return true;
  if (v === 'normal' || v === 'lighter') return false;
  const n = Number(v);
  return Number.isFinite(n) ? n >= 600 : inherited;
}

const NAMED = /^[a-z]{3,20}$/i;
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?)\(\s*[-+0-9.%\s,/]+\)$/i;

/** A paint as a CSS colour the canvas understands, null for none, undefined when not valid. */
export function parsePaint(value: string): string | null | undefined {
  const v = value.trim();
  const lower = v.toLowerCase();
  if (lower === 'none' || lower === 'transparent') return null;
  if (lower === 'currentcolor') return '#000000';
  if (lower.startsWith('url(')) {
    // `url(#gradient) fallback`: the fallback if there is one.
    const close = v.lastIndexOf(')');
    if (close < 0) return PAINT_SERVER_STAND_IN;
    const fallback = v.slice(close + 1).trim();
    const parsed = fallback === '' ? undefined : parsePaint(fallback);
    return parsed === undefined ? PAINT_SERVER_STAND_IN : parsed;
  }
  if (HEX.test(v) || FUNCTIONAL.test(v)) return lower;
  if (NAMED.test(v) && !RESERVED.has(lower)) return lower;
  return undefined;
}

const RESERVED = new Set(['inherit', 'initial', 'unset', 'auto', 'context', 'revert']);

const UNITS: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, q: 96 / 101.6 };

/** A length in user units (px); em relative to `em`; null when not a length. */
export function parseLength(value: string, em: number): number | null {
  const m = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*([a-z%]*)$/i.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  if (unit === 'em') return n * em;
  if (unit === 'ex') return (n * em) / 2;
  const k = UNITS[unit];
  return k === undefined ? null : n * k;
}

const FONT_KEYWORDS: Record<string, number> = {
  'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32,
};

function parseFontSize(value: string, parent: number): number | null {
  const v = value.trim().toLowerCase();
  if (v in FONT_KEYWORDS) return FONT_KEYWORDS[v]!;
  if (v === 'smaller') return parent / 1.2;
  if (v === 'larger') return parent * 1.2;
  if (v.endsWith('%')) {
    const n = Number(v.slice(0, -1));
    return Number.isFinite(n) ? (n / 100) * parent : null;
  }
  return parseLength(v, parent);
}

// The attributes the reader acts on, found in one pass over an element's attributes; their
// values are only read for those that are used.

import type { XmlTokenizer } from './xml-tokenizer';
import { splitClasses, type StyleSheet, type StyledElement } from './css';
import { computeStyle, type ComputedStyle } from './style';

/** Where each attribute stands on the element just opened (-1: absent). One instance is reused. */
export class ElementAttributes {
  seat = -1;
  /** data-seat-kind */
  kind = -1;
  stand = -1;
  sector = -1;
  sectorName = -1;
  role = -1;
  row = -1;
  transform = -1;
  cx = -1;
  cy = -1;
  r = -1;
  /** A presentation attribute or `style`: the element may style itself. */
  styled = false;
  /** A class or id: a style sheet may select it. */
  selectable = false;

  scan(t: XmlTokenizer): void {
    let seat = -1, kind = -1, stand = -1, sector = -1, sectorName = -1, role = -1, row = -1, transform = -1;
    let cx = -1, cy = -1, r = -1;
    let styled = false, selectable = false;
    for (let i = 0; i < t.count; i++) {
      switch (t.names[i]) {
        case 'data-seat-id': seat = i; break;
        case 'data-seat-kind': kind = i; break;
        case 'data-stand-id': stand = i; break;
        case 'data-sector-id': sector = i; break;
        case 'data-sector-name': sectorName = i; break;
        case 'data-role': role = i; break;
        case 'data-row': row = i; break;
        case 'transform': transform = i; break;
        case 'cx': cx = i; break;
        case 'cy': cy = i; break;
        case 'r': r = i; break;
        case 'class': case 'id': selectable = true; break;
        case 'fill': case 'stroke': case 'stroke-width': case 'display': case 'visibility': case 'style': case 'fill-rule':
        case 'font-size': case 'font-weight': case 'text-anchor': case 'font':
          styled = true;
          break;
      }
    }
    this.seat = seat; this.kind = kind; this.stand = stand; this.sector = sector; this.sectorName = sectorName; this.role = role; this.row = row;
    this.transform = transform; this.cx = cx; this.cy = cy; this.r = r; this.styled = styled; this.selectable = selectable;
  }
}

/**
 * The style of the element `t` has open, null when it is not drawn: the parent's when nothing
 * of its own can apply (the common case: no presentation attribute, no rule that can select it).
 */
export function elementStyle(parent: ComputedStyle, tag: string, t: XmlTokenizer, sheet: StyleSheet, a: ElementAttributes, ancestors: StyledElement | null): ComputedStyle | null {
  if (!a.styled && !(a.selectable && !sheet.empty) && !sheet.hasTagRules) return parent;
  return computeStyle(parent, tag, t, sheet, ancestors);
}

/**
 * The element `t` has open as its children's selectors see it; null while no rule has a
 * combinator (a sheet read during the walk comes before any element but the root, which
 * is always kept: document-index.ts).
 */
export function styledElement(tag: string, t: XmlTokenizer, selectable: boolean, parent: StyledElement | null, sheet: StyleSheet): StyledElement | null {
  if (!sheet.hasChains) return null;
  return elementOf(tag, t, selectable, parent);
}

export function elementOf(tag: string, t: XmlTokenizer, selectable: boolean, parent: StyledElement | null): StyledElement {
  if (!selectable) return { tag, id: undefined, classes: NO_CLASSES, parent };
  const classAttr = t.attr('class');
  return { tag, id: t.attr('id'), classes: classAttr ? splitClasses(classAttr) : NO_CLASSES, parent };
}

const NO_CLASSES: readonly string[] = [];

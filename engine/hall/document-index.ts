// A first pass over a hall SVG, made only when the file has a <use>, or a <style> after
// something it may style (the server's own halls and most exports are read once):
// - every style sheet of the document, because CSS applies to the whole document wherever
//   the <style> element stands (some exporters write it last, after what it styles);
// - where each element with an id starts and ends in the source, so that a <use> can draw
//   its target wherever that is (in <defs>, a <symbol>, before or after the <use>).

import { StyleSheet } from './css';
import { CLOSE, END, OPEN, TEXT, XmlTokenizer } from './xml-tokenizer';
import type { EntityTable } from './xml-entities';

export interface ElementRange {
  id: string;
  /** Offsets of the element's `<` and just after its end tag, in the document. */
  start: number;
  end: number;
}

export interface DocumentIndex {
  readonly src: string;
  readonly sheet: StyleSheet;
  /** Elements by id; the first of a duplicated id wins, as in a browser. */
  readonly elements: ReadonlyMap<string, ElementRange>;
  /** The document's DOCTYPE entities, for reading a <use>'s target on its own. */
  readonly entities: EntityTable;
}

const USE = /<(?:svg:)?use[\s/>]/;
const STYLE = /<(?:svg:)?style[\s/>]/g;
const ROOT = /<(?:svg:)?svg[\s/>]/;
const STYLED = /<(?:svg:)?(?:g|a|switch|svg|symbol|path|rect|circle|ellipse|polygon|polyline|line|text|image)[\s/>]/g;

/**
 * Whether the document needs the first pass: it has a <use>, or some `<style` comes after
 * some element it could style. Read from the text (comments and CDATA included), which can
 * only ask for the pass when it was not needed, never skip it when it was.
 */
export function needsIndex(src: string): boolean {
  if (USE.test(src)) return true;
  let lastStyle = -1;
  STYLE.lastIndex = 0;
  for (let m = STYLE.exec(src); m; m = STYLE.exec(src)) lastStyle = m.index;
  if (lastStyle < 0) return false;
  const root = src.search(ROOT);
  STYLED.lastIndex = root < 0 ? 0 : root + 1;
  const first = STYLED.exec(src);
  return first !== null && first.index < lastStyle;
}

interface Open {
  id: string | null;
  start: number;
  style: boolean;
}

/** Runs the tokenizer over the whole document (the same checks refuse the same files). */
export function indexDocument(src: string, knownNames: readonly string[]): DocumentIndex {
  const tok = new XmlTokenizer(src, knownNames);
  const sheet = new StyleSheet();
  const elements = new Map<string, ElementRange>();
  const stack: Open[] = [];
  let css = '';
  const record = (id: string | null, start: number): void => {
    if (id !== null && id !== '' && !elements.has(id)) elements.set(id, { id, start, end: tok.offset });
  };
  for (;;) {
    const ev = tok.next();
    if (ev === OPEN) {
      const id = tok.attr('id')?.trim() ?? null;
      const style = svgLocalName(tok.name) === 'style';
      if (tok.selfClosing) record(id, tok.tokenStart);
      else stack.push({ id, start: tok.tokenStart, style });
    } else if (ev === CLOSE) {
      const open = stack.pop()!;
      record(open.id, open.start);
      if (open.style) {
        sheet.add(css);
        css = '';
      }
    } else if (ev === TEXT) {
      if (stack[stack.length - 1]?.style) css += tok.text;
    } else if (ev === END) break;
  }
  return { src, sheet, elements, entities: tok.entities };
}

/** SVG elements are unprefixed or `svg:`-prefixed; other prefixes are tool metadata. */
export function svgLocalName(name: string): string | null {
  for (let i = 0; i < name.length; i++) {
    if (name.charCodeAt(i) === 58) return name.slice(0, i) === 'svg' ? name.slice(i + 1) : null;
  }
  return name;
}

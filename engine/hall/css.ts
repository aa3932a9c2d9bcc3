// The part of CSS that design tools write into a hall's <style>: rules with simple
// selectors (element, .class, #id, or one compound of them, in comma lists) and plain
// declarations, `!important` ones outranking the rest. Exporters hide layers and colour
// shapes through classes (Illustrator's .st0, CorelDRAW's .fil0/.str0/.fnt0), so these
// decide what is drawn and how. css-tree reads the text (strings, escapes, comments, nested
// blocks, broken rules as browsers recover from them); this file only picks what applies.
// Rules with combinators, attribute selectors or pseudo-classes are ignored; @-rules
// (@font-face, @media) are skipped whole. Nothing here ever fetches anything: the
// tokenizer has already refused any url() that leaves the document.

import parse from 'css-tree/parser';
import type { CssNode, DeclarationList, Rule as CssRule, StyleSheet as CssStyleSheet } from 'css-tree';

export type Declarations = ReadonlyMap<string, string>;

/** One block's declarations: `!important` ones apart, since they outrank every normal one. */
export interface DeclarationBlock {
  readonly normal: Declarations;
  readonly important: Declarations;
}

interface Rule {
  tag: string | null;
  id: string | null;
  classes: readonly string[];
  specificity: number;
  order: number;
  decls: DeclarationBlock;
}

const EMPTY: readonly Rule[] = [];

export class StyleSheet {
  private readonly byClass = new Map<string, Rule[]>();
  private readonly byId = new Map<string, Rule[]>();
  private readonly byTag = new Map<string, Rule[]>();
  private order = 0;

  get empty(): boolean {
    return this.order === 0;
  }

  /** Whether some rule names no class or id, so that any element may match. */
  get hasTagRules(): boolean {
    return this.byTag.size > 0;
  }

  /** Adds the rules of one style sheet; later rules win over earlier ones of equal weight. */
  add(css: string): void {
    const sheet = parse(css, PARSE_SHEET) as CssStyleSheet;
    for (const node of sheet.children) {
      if (node.type !== 'Rule') continue;
      const decls = blockOf(node.block.children);
      if (decls.normal.size === 0 && decls.important.size === 0) continue;
      for (const compound of compounds(node)) {
        const rule: Rule = { ...compound, order: this.order++, decls };
        if (rule.id !== null) push(this.byId, rule.id, rule);
        else if (rule.classes.length > 0) push(this.byClass, rule.classes[0]!, rule);
        else push(this.byTag, rule.tag ?? '*', rule);
      }
    }
  }

  /** The declaration blocks that apply to an element, weakest first (apply them in order). */
  match(tag: string, id: string | undefined, classAttr: string | undefined): DeclarationBlock[] {
    if (this.order === 0) return [];
    const classes = classAttr ? classAttr.split(/\s+/).filter(Boolean) : [];
    const found: Rule[] = [];
    const take = (rules: readonly Rule[]) => {
      for (const r of rules) if (matches(r, tag, id, classes) && !found.includes(r)) found.push(r);
    };
    take(this.byTag.get(tag) ?? EMPTY);
    take(this.byTag.get('*') ?? EMPTY);
    for (const c of classes) take(this.byClass.get(c) ?? EMPTY);
    if (id) take(this.byId.get(id) ?? EMPTY);
    found.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    return found.map((r) => r.decls);
  }
}

function push(map: Map<string, Rule[]>, key: string, rule: Rule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

function matches(r: Rule, tag: string, id: string | undefined, classes: readonly string[]): boolean {
  if (r.tag !== null && r.tag !== '*' && r.tag !== tag) return false;
  if (r.id !== null && r.id !== id) return false;
  return r.classes.every((c) => classes.includes(c));
}

// Values are kept as written (the style code reads them); a broken piece is skipped, as a
// browser skips it, instead of failing the sheet.
const PARSE_SHEET = { parseValue: false, parseAtrulePrelude: false, parseCustomProperty: false, onParseError: () => {} };
const PARSE_DECLARATIONS = { ...PARSE_SHEET, context: 'declarationList' };

type Compound = Omit<Rule, 'order' | 'decls'>;

/** The rule's selectors that are one compound of element, classes and at most one id. */
function* compounds(rule: CssRule): Generator<Compound> {
  if (rule.prelude.type !== 'SelectorList') return;
  for (const selector of rule.prelude.children) {
    if (selector.type !== 'Selector') continue;
    const compound = compoundOf(selector.children);
    if (compound) yield compound;
  }
}

function compoundOf(parts: Iterable<CssNode>): Compound | null {
  let tag: string | null = null;
  let id: string | null = null;
  const classes: string[] = [];
  let any = false;
  for (const part of parts) {
    any = true;
    if (part.type === 'TypeSelector' && tag === null && id === null && classes.length === 0) tag = part.name;
    else if (part.type === 'ClassSelector') classes.push(part.name);
    else if (part.type === 'IdSelector' && id === null) id = part.name;
    else return null;
  }
  if (!any) return null;
  const specificity = (id ? 100 : 0) + classes.length * 10 + (tag && tag !== '*' ? 1 : 0);
  return { tag, id, classes, specificity };
}

function blockOf(children: Iterable<CssNode>): DeclarationBlock {
  const normal = new Map<string, string>();
  const important = new Map<string, string>();
  for (const d of children) {
    if (d.type !== 'Declaration') continue;
    const value = d.value.type === 'Raw' ? d.value.value.trim() : '';
    const name = d.property.trim().toLowerCase();
    if (name === '' || value === '') continue;
    (d.important === false ? normal : important).set(name, value);
  }
  return { normal, important };
}

const EMPTY_BLOCK: DeclarationBlock = { normal: new Map(), important: new Map() };
// Halls repeat the same few style attributes on thousands of seats: each is read once.
const inlineCache = new Map<string, DeclarationBlock>();
const INLINE_CACHE_MAX = 4096;

/** `a: b; c: d !important` (a style attribute), names lower-cased. */
export function parseDeclarations(body: string): DeclarationBlock {
  let block = inlineCache.get(body);
  if (block) return block;
  const list = parse(body, PARSE_DECLARATIONS) as DeclarationList;
  block = list.type === 'DeclarationList' ? blockOf(list.children) : EMPTY_BLOCK;
  if (inlineCache.size >= INLINE_CACHE_MAX) inlineCache.clear();
  inlineCache.set(body, block);
  return block;
}

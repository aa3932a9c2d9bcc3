// The part of CSS that design tools write into a hall's <style>: rules whose selectors are
// compounds of element, .class and #id, alone or joined by descendant and child combinators
// (`#scene text`, `g.seat > path`), in comma lists, and plain declarations, `!important`
// ones outranking the rest. Exporters hide layers and colour
// shapes through classes (Illustrator's .st0, CorelDRAW's .fil0/.str0/.fnt0), so these
// decide what is drawn and how. css-tree reads the text (strings, escapes, comments, nested
// blocks, broken rules as browsers recover from them); this file only picks what applies.
// Rules with sibling combinators, attribute selectors or pseudo-classes are ignored; @-rules
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

/** An element as a selector sees it, with the chain of its ancestors (the reader's open elements). */
export interface StyledElement {
  readonly tag: string;
  readonly id: string | undefined;
  readonly classes: readonly string[];
  readonly parent: StyledElement | null;
}

interface Compound {
  tag: string | null;
  id: string | null;
  classes: readonly string[];
}

/** One compound left of the subject, nearest first; `child`: joined to the one on its right by `>`. */
interface Step {
  compound: Compound;
  child: boolean;
}

interface Rule {
  subject: Compound;
  steps: readonly Step[];
  /** Both kinds of combinator: the nearest ancestor that fits is not always the one to take. */
  mixed: boolean;
  specificity: number;
  order: number;
  decls: DeclarationBlock;
}

const EMPTY: readonly Rule[] = [];

/**
 * How far up a combinator looks. Real exports nest a few groups deep; a hostile file may nest
 * 100,000, and a rule must not cost the depth on every element: ancestors further up than
 * this are not seen (a rule that needs one of them does not apply).
 */
export const MAX_SELECTOR_ANCESTORS = 256;
/** Selectors longer than this (compounds) are ignored: no export writes them. */
const MAX_COMPOUNDS = 8;

export class StyleSheet {
  private readonly byClass = new Map<string, Rule[]>();
  private readonly byId = new Map<string, Rule[]>();
  private readonly byTag = new Map<string, Rule[]>();
  private order = 0;
  private chains = 0;

  get empty(): boolean {
    return this.order === 0;
  }

  /** Whether some rule's subject names no class or id, so that any element may match. */
  get hasTagRules(): boolean {
    return this.byTag.size > 0;
  }

  /** Whether some rule has a combinator, so that an element's ancestors matter. */
  get hasChains(): boolean {
    return this.chains > 0;
  }

  /** Adds the rules of one style sheet; later rules win over earlier ones of equal weight. */
  add(css: string): void {
    const sheet = parse(css, PARSE_SHEET) as CssStyleSheet;
    for (const node of sheet.children) {
      if (node.type !== 'Rule') continue;
      const decls = blockOf(node.block.children);
      if (decls.normal.size === 0 && decls.important.size === 0) continue;
      for (const selector of selectors(node)) {
        const rule: Rule = { ...selector, order: this.order++, decls };
        if (rule.steps.length > 0) this.chains++;
        const subject = rule.subject;
        if (subject.id !== null) push(this.byId, subject.id, rule);
        else if (subject.classes.length > 0) push(this.byClass, subject.classes[0]!, rule);
        else push(this.byTag, subject.tag ?? '*', rule);
      }
    }
  }

  /**
   * The declaration blocks that apply to an element, weakest first (apply them in order).
   * `parent` is the element's parent with its ancestors, for rules with combinators; without
   * it only rules of one compound can match.
   */
  match(tag: string, id: string | undefined, classAttr: string | undefined, parent: StyledElement | null = null): DeclarationBlock[] {
    if (this.order === 0) return [];
    const classes = classAttr ? splitClasses(classAttr) : NO_CLASSES;
    const found: Rule[] = [];
    const take = (rules: readonly Rule[]) => {
      for (const r of rules) {
        if (matches(r.subject, tag, id, classes) && !found.includes(r) && (r.steps.length === 0 || chainMatches(r, parent))) found.push(r);
      }
    };
    take(this.byTag.get(tag) ?? EMPTY);
    take(this.byTag.get('*') ?? EMPTY);
    for (const c of classes) take(this.byClass.get(c) ?? EMPTY);
    if (id) take(this.byId.get(id) ?? EMPTY);
    found.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    return found.map((r) => r.decls);
  }
}

const NO_CLASSES: readonly string[] = [];

export function splitClasses(classAttr: string): readonly string[] {
  const classes = classAttr.split(/\s+/).filter(Boolean);
  return classes.length > 0 ? classes : NO_CLASSES;
}

function push(map: Map<string, Rule[]>, key: string, rule: Rule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

function matches(c: Compound, tag: string, id: string | undefined, classes: readonly string[]): boolean {
  if (c.tag !== null && c.tag !== '*' && c.tag !== tag) return false;
  if (c.id !== null && c.id !== id) return false;
  return c.classes.every((name) => classes.includes(name));
}

/**
 * Whether the rule's compounds left of its subject fit the ancestors, read right to left as
 * CSS defines them. Each (compound, ancestor) pair is tried at most once, so a rule costs at
 * most its length times MAX_SELECTOR_ANCESTORS, never the exponential of naive backtracking.
 */
function chainMatches(rule: Rule, parent: StyledElement | null): boolean {
  // Only descendant combinators, or only child ones: the nearest fitting ancestor is always
  // the one to take (whatever fits further up is open to it too), so no choice is remembered.
  const memo = rule.mixed ? new Map<number, boolean>() : null;
  const from = (j: number, n: StyledElement | null, depth: number): boolean => {
    if (j === rule.steps.length) return true;
    if (n === null || depth > MAX_SELECTOR_ANCESTORS) return false;
    const step = rule.steps[j]!;
    const key = j * (MAX_SELECTOR_ANCESTORS + 1) + depth;
    const known = memo?.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (matches(step.compound, n.tag, n.id, n.classes)) {
      result = from(j + 1, n.parent, depth + 1);
      if (!result && memo !== null && !step.child) result = from(j, n.parent, depth + 1);
    } else result = !step.child && from(j, n.parent, depth + 1);
    memo?.set(key, result);
    return result;
  };
  return from(0, parent, 1);
}

// Values are kept as written (the style code reads them); a broken piece is skipped, as a
// browser skips it, instead of failing the sheet.
const PARSE_SHEET = { parseValue: false, parseAtrulePrelude: false, parseCustomProperty: false, onParseError: () => {} };
const PARSE_DECLARATIONS = { ...PARSE_SHEET, context: 'declarationList' };

type Selector = Omit<Rule, 'order' | 'decls'>;

/** The rule's selectors made of compounds and descendant or child combinators. */
function* selectors(rule: CssRule): Generator<Selector> {
  if (rule.prelude.type !== 'SelectorList') return;
  for (const selector of rule.prelude.children) {
    if (selector.type !== 'Selector') continue;
    const read = selectorOf(selector.children);
    if (read) yield read;
  }
}

function selectorOf(parts: Iterable<CssNode>): Selector | null {
  const compounds: Compound[] = [];
  const childJoins: boolean[] = [];
  let current: Compound | null = null;
  let ids = 0, classes = 0, tags = 0;
  for (const part of parts) {
    if (part.type === 'Combinator') {
      if (current === null || (part.name !== ' ' && part.name !== '>')) return null;
      compounds.push(current);
      childJoins.push(part.name === '>');
      current = null;
      continue;
    }
    const c: Compound = current ?? (current = { tag: null, id: null, classes: [] });
    if (part.type === 'TypeSelector' && c.tag === null && c.id === null && c.classes.length === 0) {
      c.tag = part.name;
      if (part.name !== '*') tags++;
    } else if (part.type === 'ClassSelector') {
      (c.classes as string[]).push(part.name);
      classes++;
    } else if (part.type === 'IdSelector' && c.id === null) {
      c.id = part.name;
      ids++;
    } else return null;
  }
  if (current === null || compounds.length + 1 > MAX_COMPOUNDS) return null;
  const steps: Step[] = [];
  for (let i = compounds.length - 1; i >= 0; i--) steps.push({ compound: compounds[i]!, child: childJoins[i]! });
  const mixed = childJoins.includes(true) && childJoins.includes(false);
  const specificity = Math.min(ids, 99) * 10_000 + Math.min(classes, 99) * 100 + Math.min(tags, 99);
  return { subject: current, steps, mixed, specificity };
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

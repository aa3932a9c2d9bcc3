// The part of CSS that design tools write into a hall's <style>: rules with simple
// selectors (element, .class, #id, or one compound of them, in comma lists) and plain
// declarations. Exporters hide layers and colour shapes through classes (Illustrator's
// .st0, CorelDRAW's .fil0/.str0/.fnt0), so these decide what is drawn and how.
// Rules with combinators, attribute selectors or pseudo-classes are ignored; @-rules
// (@font-face, @media) are skipped whole. Nothing here ever fetches anything: the
// tokenizer has already refused any url() that leaves the document.

export type Declarations = ReadonlyMap<string, string>;

interface Rule {
  tag: string | null;
  id: string | null;
  classes: readonly string[];
  specificity: number;
  order: number;
  decls: Declarations;
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
    for (const { selectors, body } of ruleBlocks(stripComments(css))) {
      const decls = parseDeclarations(body);
      if (decls.size === 0) continue;
      for (const selector of selectors.split(',')) {
        const compound = parseCompound(selector.trim());
        if (!compound) continue;
        const rule: Rule = { ...compound, order: this.order++, decls };
        if (rule.id !== null) push(this.byId, rule.id, rule);
        else if (rule.classes.length > 0) push(this.byClass, rule.classes[0]!, rule);
        else push(this.byTag, rule.tag ?? '*', rule);
      }
    }
  }

  /** The declarations that apply to an element, weakest first (apply them in order). */
  match(tag: string, id: string | undefined, classAttr: string | undefined): Declarations[] {
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

const COMPOUND = /^([a-zA-Z][\w-]*|\*)?((?:[.#][\w-]+)*)$/;

function parseCompound(selector: string): Omit<Rule, 'order' | 'decls'> | null {
  const m = COMPOUND.exec(selector);
  if (!m || selector === '') return null;
  const tag = m[1] ?? null;
  let id: string | null = null;
  const classes: string[] = [];
  for (const part of (m[2] ?? '').match(/[.#][\w-]+/g) ?? []) {
    if (part[0] === '#') {
      if (id !== null) return null;
      id = part.slice(1);
    } else classes.push(part.slice(1));
  }
  const specificity = (id ? 100 : 0) + classes.length * 10 + (tag && tag !== '*' ? 1 : 0);
  return { tag, id, classes, specificity };
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/** `selectors { body }` pairs at the top level; @-rules and their blocks are skipped. */
function* ruleBlocks(css: string): Generator<{ selectors: string; body: string }> {
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    const head = css.slice(i, open < 0 ? css.length : open).trim();
    // `@charset "x";` and the like end at a semicolon before any block.
    if (head.startsWith('@') && semi >= 0 && (open < 0 || semi < open)) {
      i = semi + 1;
      continue;
    }
    if (open < 0) return;
    const close = blockEnd(css, open);
    if (!head.startsWith('@')) yield { selectors: head, body: css.slice(open + 1, close) };
    i = close + 1;
  }
}

/** Index of the brace closing the block opened at `open` (nested blocks counted). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) return i;
  }
  return css.length;
}

/** `a: b; c: d` (a style attribute or a rule's body), names lower-cased, `!important` dropped. */
export function parseDeclarations(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of splitDeclarations(body)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).replace(/!\s*important\s*$/i, '').trim();
    if (name !== '' && value !== '') out.set(name, value);
  }
  return out;
}

/** Splits at semicolons outside parentheses and quotes (`url(data:image/png;base64,…)`). */
function splitDeclarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 40) depth++;
    else if (c === 41 && depth > 0) depth--;
    else if (c === 59 && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

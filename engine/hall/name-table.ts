// Interned XML names: each distinct element or attribute name becomes one string object,
// so the reader compares names by identity and the tokenizer allocates nothing per name.
// Open addressing by hash; a Map lookup per attribute was a measurable share of the parse.
// Each name keeps the security rule it needs (see nameRisk), decided once.

import { nameRisk } from './xml-security';

/** Slots (a power of two); names beyond what fits are simply not cached. */
const SLOTS = 4096;
const PROBES = 8;

export class NameTable {
  /** The rule for the name last returned by `intern`. */
  risk = 0;
  private readonly hashes = new Int32Array(SLOTS);
  private readonly names: (string | undefined)[] = new Array<string | undefined>(SLOTS);
  private readonly risks = new Uint8Array(SLOTS);

  /** Pre-interns names the caller compares against, so that hits are those very strings. */
  constructor(known: readonly string[]) {
    for (const n of known) this.store(hashOf(n), n, nameRisk(n));
  }

  /** The interned string for src[start, end), whose hash (see hashStep) is `hash`. */
  intern(src: string, start: number, end: number, hash: number): string {
    const len = end - start;
    for (let k = 0, slot = hash & (SLOTS - 1); k < PROBES; k++, slot = (slot + 1) & (SLOTS - 1)) {
      const known = this.names[slot];
      if (known === undefined) break;
      if (this.hashes[slot] !== hash || known.length !== len) continue;
      let same = true;
      for (let i = 0; i < len && same; i++) same = known.charCodeAt(i) === src.charCodeAt(start + i);
      if (same) {
        this.risk = this.risks[slot]!;
        return known;
      }
    }
    const name = src.slice(start, end);
    this.risk = nameRisk(name);
    this.store(hash, name, this.risk);
    return name;
  }

  private store(hash: number, name: string, risk: number): void {
    for (let k = 0, slot = hash & (SLOTS - 1); k < PROBES; k++, slot = (slot + 1) & (SLOTS - 1)) {
      if (this.names[slot] !== undefined) continue;
      this.names[slot] = name;
      this.hashes[slot] = hash;
      this.risks[slot] = risk;
      return;
    }
  }
}

/** One step of the name hash; the tokenizer runs it while scanning a name. */
export function hashStep(h: number, c: number): number {
  return (Math.imul(h, 31) + c) | 0;
}

function hashOf(name: string): number {
  let h = name.charCodeAt(0);
  for (let i = 1; i < name.length; i++) h = hashStep(h, name.charCodeAt(i));
  return h;
}

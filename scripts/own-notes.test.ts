import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The product's rules live in docs/product/, in the project's own words. A comment that cites
// the outside specifications by section (a spec number and a section sign) sends a newcomer to documents the
// repository does not hold: cite the note instead (docs/product/README.md lists them).

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', '.tmp', 'dist', 'coverage', 'test-results', 'playwright-report']);
const TEXT_FILES = /\.(ts|tsx|js|mjs|cjs|css|md|html|json|sql|sh)$/;

const SECTION_SIGN = String.fromCharCode(0xa7);
const CITATION = new RegExp(`\\bspecs?\\s?[12]\\b|${SECTION_SIGN}`, 'i');

/** Lines of `text` that cite an outside spec, as `line: text`. */
function outsideSpecCitations(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
    } else if (TEXT_FILES.test(entry.name) && entry.name !== 'package-lock.json') {
      yield path.join(dir, entry.name);
    }
  }
}

describe('product rules cite the project notes', () => {
  it('recognises the citations that used to be in the code', () => {
    const section = SECTION_SIGN;
    expect(outsideSpecCitations(`/** Field lengths of spec 2 ${section}9. */`)).toHaveLength(1);
    expect(outsideSpecCitations(`// Spec 1 ${section}5 allows spaces`)).toHaveLength(1);
    expect(outsideSpecCitations("// The cart of spec 2 'Scheme page': count")).toHaveLength(1);
    expect(outsideSpecCitations('/** A date (spec 2, events page). */')).toHaveLength(1);
    expect(outsideSpecCitations('// see spec1 for the rule')).toHaveLength(1);
    expect(outsideSpecCitations(`// refund flow, ${section}5 Refund`)).toHaveLength(1);
  });

  it('leaves other uses of the word alone', () => {
    expect(outsideSpecCitations('const model = buildSyntheticHall(spec);')).toEqual([]);
    expect(outsideSpecCitations("import { test } from './support/scheme.spec';")).toEqual([]);
    expect(outsideSpecCitations('/** The refund rules (docs/product/refund.md). */')).toEqual([]);
  });

  it('no file of the repository cites spec 1 or spec 2 by section', () => {
    const found: string[] = [];
    for (const file of sourceFiles(root)) {
      if (file === self) continue; // its examples are citations
      for (const hit of outsideSpecCitations(readFileSync(file, 'utf8'))) found.push(`${path.relative(root, file)}:${hit}`);
    }
    expect(found, 'cite docs/product/<topic>.md or state the rule in your own words').toEqual([]);
  });
});

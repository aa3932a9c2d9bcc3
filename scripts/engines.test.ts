import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  return [a, b, c];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether the oldest Node the README promises satisfies a package's `engines.node`: each
 * `||` alternative is a list of comparators (>=, >, <, <=, ^, ~ or a bare version).
 */
export function allows(range: string, node: Version): boolean {
  return range.split('||').some((alt) =>
    alt
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((part) => {
        const m = /^(>=|<=|>|<|\^|~|=)?v?(\d[\w.]*|\*|x)$/.exec(part);
        if (!m) return true; // a form this check does not read: not its business
        const [, op = '=', ver = '*'] = m;
        if (ver === '*' || ver === 'x') return true;
        const v = parse(ver);
        const c = compare(node, v);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<') return c < 0;
        if (op === '<=') return c <= 0;
        if (op === '^') return c >= 0 && node[0] === v[0];
        if (op === '~') return c >= 0 && node[0] === v[0] && node[1] === v[1];
        // A bare version: the parts given must equal ('x' or a missing part matches any).
        return ver.split('.').every((part, i) => part === 'x' || part === '*' || Number(part) === node[i]);
      }),
  );
}

describe('engines', () => {
  it('reads ranges', () => {
    expect(allows('>=22', [20, 19, 0])).toBe(false);
    expect(allows('>=18', [20, 19, 0])).toBe(true);
    expect(allows('^18.18.0 || ^20.9.0 || >=21.1.0', [20, 19, 0])).toBe(true);
    expect(allows('^18.18.0 || >=21.1.0', [20, 19, 0])).toBe(false);
    expect(allows('>= 14', [20, 19, 0])).toBe(true);
    expect(allows('20.x || 22.x', [20, 19, 0])).toBe(true);
    expect(allows('22.x', [20, 19, 0])).toBe(false);
  });

  it('every installed package runs on the oldest Node the project supports (npm install warns EBADENGINE otherwise)', () => {
    const pkg = read('package.json') as { engines: { node: string } };
    const oldest = parse(/(\d+\.\d+(?:\.\d+)?)/.exec(pkg.engines.node)![1]!);
    const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean; optional?: boolean }> };
    const refused = Object.entries(lock.packages)
      .filter(([name, p]) => name && !p.optional && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !allows((p.engines as { node: string }).node, oldest))
      .map(([name, p]) => `${name} needs node ${(p.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});

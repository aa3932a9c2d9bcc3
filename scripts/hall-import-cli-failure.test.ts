import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as ImportModule from '../engine/hall/import';

// A fault of the importer itself (a bug, not a bad file) must still end in a message and a
// non-zero exit code, with nothing written: never a stack trace and exit code 0.
vi.mock('../engine/hall/import', async (original) => ({
  ...(await original<typeof ImportModule>()),
  importHallSvg: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

const { hallImportCli } = await import('./hall-import-cli');
const dir = mkdtempSync(join(tmpdir(), 'hall-import-failure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run hall:import when the importer fails', () => {
  it('says so with exit code 1 and writes nothing', () => {
    const input = join(dir, 'hall.svg');
    const out = join(dir, 'hall.hall.svg');
    writeFileSync(input, '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    const err: string[] = [];
    const code = hallImportCli([input, '--out', out], () => {}, (l) => err.push(l));
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/was not imported: the importer failed \(Maximum call stack size exceeded\); please report this file/);
    expect(existsSync(out)).toBe(false);
  });
});

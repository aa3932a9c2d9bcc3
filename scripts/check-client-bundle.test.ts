import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkClientBundle, DEV_ONLY_MARKERS, scanClientBundle } from './check-client-bundle';

const root = mkdtempSync(join(tmpdir(), 'client-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** A built client whose assets hold the given files. */
function build(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', file), text);
  return dir;
}
function run(dir: string) {
  const out: string[] = [];
  const err: string[] = [];
  return { code: checkClientBundle(dir, (l) => out.push(l), (l) => err.push(l)), out, err };
}

describe('the production client carries no dev trace download', () => {
  it('passes a bundle without the recorder', () => {
    const dir = build('clean', { 'index-a1.js': 'const e={kind:"order"};export{e};', 'index-a1.css': '.flow-traces{display:none}' });
    const { code, out } = run(dir);
    expect(code).toBe(0);
    expect(out).toEqual([`check-client-bundle: 1 script files in ${dir}, no dev-only trace code`]);
  });

  it('fails, naming the file and marker, on a minified trace download or recorder', () => {
    const dir = build('leaky', {
      'index-a1.js': 'const e={kind:"order"};',
      'trace-download-b2.js': 'function t(e){return{kind:"flow-traces",version:1,traces:e}}',
      'flow-registry-c3.js': 'n.push({event:r,state:s.value,contextDigest:d(s.context),at:o()})',
    });
    const { code, err } = run(dir);
    expect(code).toBe(1);
    expect(err.slice(1, 3)).toEqual(["  assets/flow-registry-c3.js: 'contextDigest'", "  assets/trace-download-b2.js: 'flow-traces'"]);
  });

  it('fails when there is no build to scan', () => {
    expect(run(join(root, 'missing')).code).toBe(2);
    expect(run(build('empty', { 'index.css': '' })).code).toBe(2);
  });

  it('its markers are what the recorder and the download write', () => {
    const recorder = readFileSync(join(import.meta.dirname, '../engine/replay/recorder.ts'), 'utf8');
    const download = readFileSync(join(import.meta.dirname, '../src/flows/trace-download.tsx'), 'utf8');
    const page = readFileSync(join(import.meta.dirname, '../engine/replay/page.ts'), 'utf8');
    expect(DEV_ONLY_MARKERS).toEqual(['flow-traces', 'page-trace', 'contextDigest', 'actorResults']);
    for (const key of ['contextDigest', 'actorResults']) expect(recorder).toMatch(new RegExp(`\\b${key}\\b`));
    expect(page).toContain("PAGE_TRACE_KIND = 'page-trace'");
    expect(download).toContain("'page-trace'");
    expect(scanClientBundle(build('source', { 'download.js': download })).findings.map((f) => f.marker)).toContain('page-trace');
  });
});

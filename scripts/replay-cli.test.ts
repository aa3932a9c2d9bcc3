import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { traceBundle } from '../engine/replay/traceFile';
import type { Trace } from '../engine/machines';
import { replayFiles } from './replay-cli';

const fixtures = join(import.meta.dirname, '../fixtures/traces');
const fixture = (name: string) => join(fixtures, name);
const trace = (name: string): Trace => JSON.parse(readFileSync(fixture(name), 'utf8')) as Trace;
const dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, data: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
};

async function run(...files: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replayFiles(files, (l) => out.push(l), (l) => err.push(l));
  return { code, out, err };
}

describe('npm run replay', () => {
  it('replays a single trace file, printing the state after each event', async () => {
    const { code, out } = await run(fixture('seatCart.buy-seats.json'));
    expect(code).toBe(0);
    expect(out[0]).toBe(`${fixture('seatCart.buy-seats.json')} (seatCart)`);
    expect(out).toContain('  ✓ #3 ADD_STANDING → {"cart":"filled"} [' + trace('seatCart.buy-seats.json').steps[3]!.contextDigest + ']');
    expect(out.at(-1)).toBe(`  ok: ${trace('seatCart.buy-seats.json').steps.length} steps reproduced`);
  });

  it('replays each trace of a bundle downloaded from a development build', async () => {
    const bundle = traceBundle([trace('dateTime.choose-session.json'), trace('categoryCart.fill.json')], { recordedAt: '2025-08-01T10:00:00.000Z', page: '/event/x' });
    const file = write('bundle.json', bundle);
    const { code, out } = await run(file);
    expect(code).toBe(0);
    expect(out.filter((l) => !l.startsWith(' '))).toEqual([`${file} [1/2] (dateTime)`, `${file} [2/2] (categoryCart)`]);
    expect(out.filter((l) => l.startsWith('  ok:'))).toHaveLength(2);
  });

  it('exits 1 at the first divergence, saying at which step and what differs', async () => {
    const original = trace('captcha.image-retry.json');
    const steps = original.steps.map((s, i) => (i === 5 ? { ...s, state: { image: 'awaitingCode' } } : s));
    const tampered = write('tampered.json', { ...original, steps });
    const later = fixture('captcha.closed.json');
    const { code, out } = await run(tampered, later);
    expect(code).toBe(1);
    expect(out).toContain('  DIVERGED at step #5, event xstate.done.actor.checkCaptcha');
    expect(out).toContain(`    expected: xstate.done.actor.checkCaptcha → {"image":"awaitingCode"} [${original.steps[5]!.contextDigest}]`);
    expect(out).toContain(`    actual:   xstate.done.actor.checkCaptcha → ${JSON.stringify(original.steps[5]!.state)} [${original.steps[5]!.contextDigest}]`);
    // The run stops there: the next file is not replayed.
    expect(out.some((l) => l.startsWith(later))).toBe(false);
  });

  it('exits 2 with a readable message for a file that is not a trace', async () => {
    const cases: Array<[string, RegExp]> = [
      [write('broken.json', '{"machine": "seatCart", '), /cannot read the trace: .*JSON/],
      [write('not-a-trace.json', { machine: 'seatCart', version: 1, input: null, steps: [{ event: {}, state: 'x', contextDigest: 'd', at: 0 }] }), /not a valid trace at steps\.0\.event\.type/],
      [write('bad-bundle.json', { kind: 'flow-traces', version: 1, recordedAt: 'now', traces: [{}] }), /not a valid trace bundle at traces\.0\.machine/],
      [write('unknown.json', { ...trace('captcha.closed.json'), machine: 'nope' }), /cannot replay: replay: no machine 'nope'/],
      [join(dir, 'missing.json'), /cannot read the trace: ENOENT/],
    ];
    for (const [file, message] of cases) {
      const { code, err } = await run(file);
      expect(code, file).toBe(2);
      expect(err.join('\n'), file).toMatch(message);
    }
    expect((await run()).code).toBe(2);
  });
});

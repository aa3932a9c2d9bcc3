import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { traceBundle } from '../engine/replay/traceFile';
import type { Trace } from '../engine/replay';
import { recordSchemeVisit } from '../engine/testing/scheme-visit';
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
    const step = trace('seatCart.buy-seats.json').steps[3]!;
    expect(out).toContain(`  ✓ #3 ADD_STANDING → {"cart":"filled"} [${step.contextDigest}] t=${step.at} ms`);
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

  it('replays a page trace: every flow of the page together, through the wiring, with the map', async () => {
    const page = await recordSchemeVisit();
    const { code, out } = await run(write('page.json', page));
    expect(code).toBe(0);
    expect(out[0]).toMatch(/\(page \/event\/x\/scheme: dateTime, paymentMethod, seatCart, orderCreation\)$/);
    expect(out).toContainEqual(expect.stringMatching(/^ {2}✓ seatCart #\d+ ORDER_CREATED → /));
    expect(out.at(-1)).toMatch(/^ {2}ok: \d+ steps reproduced, 3 map taps and 4 selections$/);
  });

  it('exits 1 on a page trace whose selection was tampered with, 2 on a broken one, and takes a timer tolerance', async () => {
    const page = await recordSchemeVisit();
    const tampered = { ...page, map: page.map.map((m) => ('select' in m ? { ...m, select: m.select + 1000 } : m)) };
    const bad = await run(write('tampered-page.json', tampered));
    expect(bad.code).toBe(1);
    expect(bad.out).toContainEqual(expect.stringMatching(/DIVERGED at map step #0, event select 1101/));
    const broken = await run(write('broken-page.json', { ...page, wirings: [{ seq: 0, at: 0, name: 'nonesuch', flows: {} }] }));
    expect(broken.code).toBe(2);
    expect(broken.err[0]).toMatch(/no wiring 'nonesuch'/);
    // The first tick recorded 300 ms late (the rest armed from it): a divergence at the default tolerance, not at 500 ms.
    const late = trace('countdown.runs-out.json');
    const lateFile = write('late.json', { ...late, steps: late.steps.map((st, i) => (i >= 1 ? { ...st, at: st.at + 300 } : st)) });
    expect((await run(lateFile)).code).toBe(1);
    expect((await run('--timer-tolerance=500', lateFile)).code).toBe(0);
    expect((await run('--timer-toleranc=5', lateFile)).code).toBe(2);
  });
});


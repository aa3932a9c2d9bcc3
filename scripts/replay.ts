// npm run replay -- <trace.json> [more.json …]
// Replays recorded flow-machine traces against the current machines, prints the state after
// each event, and exits non-zero at the first divergence, saying where.
import { readFileSync } from 'node:fs';
import { machines, replayTrace } from '../engine/machines';
import type { ReplayResult, Trace } from '../engine/machines';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function print(file: string, result: ReplayResult): void {
  console.log(`${file} (${result.machine})`);
  for (const step of result.steps) {
    const state = step.actual ?? step.expected;
    console.log(`  ${step.match ? '✓' : '✗'} #${step.index} ${step.event} → ${show(state.state)} [${state.contextDigest}]`);
  }
  const d = result.divergence;
  if (!d) {
    console.log(`  ok: ${result.steps.length} steps reproduced`);
    return;
  }
  console.log(`  DIVERGED at step #${d.index}, event ${d.event}`);
  console.log(`    expected: ${d.expected ? `${d.expected.event} → ${show(d.expected.state)} [${d.expected.contextDigest}]` : 'nothing more'}`);
  console.log(`    actual:   ${d.actual ? `${d.actual.event} → ${show(d.actual.state)} [${d.actual.contextDigest}]` : 'nothing happened'}`);
  if (d.contextKeys) console.log(`    context differs in: ${d.contextKeys.join(', ')}`);
  if (d.reason) console.log(`    why: ${d.reason}`);
}

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run replay -- <trace.json> [more.json …]');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  let trace: Trace;
  try {
    trace = JSON.parse(readFileSync(file, 'utf8')) as Trace;
  } catch (err) {
    console.error(`${file}: cannot read the trace: ${(err as Error).message}`);
    process.exit(2);
  }
  const result = await replayTrace(trace, machines);
  print(file, result);
  if (!result.ok) {
    failed = true;
    break;
  }
}
process.exit(failed ? 1 : 0);

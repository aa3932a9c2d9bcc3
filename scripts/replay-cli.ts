import { readFileSync } from 'node:fs';
import { machines, replayTrace } from '../engine/machines';
import { readTraceFile } from '../engine/replay/traceFile';
import type { ReplayResult, Trace } from '../engine/machines';

// The logic of `npm run replay`, apart from the process, so that it can be tested.

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function report(label: string, result: ReplayResult): string[] {
  const lines = [`${label} (${result.machine})`];
  for (const step of result.steps) {
    const state = step.actual ?? step.expected;
    lines.push(`  ${step.match ? '✓' : '✗'} #${step.index} ${step.event} → ${show(state.state)} [${state.contextDigest}]`);
  }
  const d = result.divergence;
  if (!d) {
    lines.push(`  ok: ${result.steps.length} steps reproduced`);
    return lines;
  }
  lines.push(`  DIVERGED at step #${d.index}, event ${d.event}`);
  lines.push(`    expected: ${d.expected ? `${d.expected.event} → ${show(d.expected.state)} [${d.expected.contextDigest}]` : 'nothing more'}`);
  lines.push(`    actual:   ${d.actual ? `${d.actual.event} → ${show(d.actual.state)} [${d.actual.contextDigest}]` : 'nothing happened'}`);
  if (d.contextKeys) lines.push(`    context differs in: ${d.contextKeys.join(', ')}`);
  if (d.reason) lines.push(`    why: ${d.reason}`);
  return lines;
}

/** Exit codes: 0 every trace reproduced, 1 a trace diverged, 2 a file or trace could not be replayed. */
export async function replayFiles(files: string[], log: (line: string) => void = console.log, error: (line: string) => void = console.error): Promise<number> {
  if (files.length === 0) {
    error('usage: npm run replay -- <trace.json | downloaded bundle.json> [more.json …]');
    return 2;
  }
  for (const file of files) {
    let traces: Trace[];
    try {
      traces = readTraceFile(JSON.parse(readFileSync(file, 'utf8')));
    } catch (err) {
      error(`${file}: cannot read the trace: ${(err as Error).message}`);
      return 2;
    }
    if (traces.length === 0) log(`${file}: no traces in this file`);
    for (const [i, trace] of traces.entries()) {
      const label = traces.length > 1 ? `${file} [${i + 1}/${traces.length}]` : file;
      let result: ReplayResult;
      try {
        result = await replayTrace(trace, machines);
      } catch (err) {
        error(`${label}: cannot replay: ${(err as Error).message}`);
        return 2;
      }
      for (const line of report(label, result)) log(line);
      // The first divergence ends the run: later steps would only repeat the drift.
      if (!result.ok) return 1;
    }
  }
  return 0;
}

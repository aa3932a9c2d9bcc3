import { readFileSync } from 'node:fs';
import { machines, pageWirings } from '../engine/machines';
import { replayPage, replayTrace } from '../engine/replay';
import type { PageReplayResult, ReplayOptions, ReplayResult } from '../engine/replay';
import type { PageTrace } from '../engine/replay';
import type { Trace } from '../engine/replay';
import { readReplayFile } from '../engine/replay/traceFile';

// The logic of `npm run replay`, apart from the process, so that it can be tested.

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function report(label: string, result: ReplayResult | PageReplayResult): string[] {
  const lines = ['machine' in result ? `${label} (${result.machine})` : `${label} (page ${result.page ?? ''}: ${result.flows.join(', ')})`];
  for (const step of result.steps) {
    const state = step.actual ?? step.expected;
    lines.push(`  ${step.match ? '✓' : '✗'} ${step.flow ? `${step.flow} ` : ''}#${step.index} ${step.event} → ${show(state.state)} [${state.contextDigest}] t=${state.at} ms`);
  }
  const d = result.divergence;
  if (!d) {
    const map = 'map' in result ? `, ${result.map.taps} map taps and ${result.map.selections} selections` : '';
    lines.push(`  ok: ${result.steps.length} steps reproduced${map}`);
    return lines;
  }
  lines.push(`  DIVERGED at ${d.flow ? `${d.flow} ` : ''}step #${d.index}, event ${d.event}`);
  lines.push(`    expected: ${d.expected ? `${d.expected.event} → ${show(d.expected.state)} [${d.expected.contextDigest}]` : 'nothing more'}`);
  lines.push(`    actual:   ${d.actual ? `${d.actual.event} → ${show(d.actual.state)} [${d.actual.contextDigest}]` : 'nothing happened'}`);
  if (d.contextKeys) lines.push(`    context differs in: ${d.contextKeys.join(', ')}`);
  if (d.reason) lines.push(`    why: ${d.reason}`);
  return lines;
}

const USAGE = 'usage: npm run replay -- [--timer-tolerance=<ms>] <trace.json | downloaded bundle.json | page trace.json> [more.json …]';

/** Exit codes: 0 every trace reproduced, 1 a trace diverged, 2 a file or trace could not be replayed. */
export async function replayFiles(args: string[], log: (line: string) => void = console.log, error: (line: string) => void = console.error): Promise<number> {
  const options: ReplayOptions = {};
  const files: string[] = [];
  for (const arg of args) {
    const tolerance = /^--timer-tolerance=(\d+)$/.exec(arg);
    if (tolerance) options.timerTolerance = Number(tolerance[1]);
    else if (arg.startsWith('--')) {
      error(`unknown option ${arg}\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  if (files.length === 0) {
    error(USAGE);
    return 2;
  }
  for (const file of files) {
    let traces: Trace[];
    let pages: PageTrace[];
    try {
      ({ traces, pages } = readReplayFile(JSON.parse(readFileSync(file, 'utf8'))));
    } catch (err) {
      error(`${file}: cannot read the trace: ${(err as Error).message}`);
      return 2;
    }
    for (const page of pages) {
      let result: PageReplayResult;
      try {
        result = await replayPage(page, machines, pageWirings, options);
      } catch (err) {
        error(`${file}: cannot replay: ${(err as Error).message}`);
        return 2;
      }
      for (const line of report(file, result)) log(line);
      if (!result.ok) return 1;
    }
    if (traces.length === 0 && pages.length === 0) log(`${file}: no traces in this file`);
    for (const [i, trace] of traces.entries()) {
      const label = traces.length > 1 ? `${file} [${i + 1}/${traces.length}]` : file;
      let result: ReplayResult;
      try {
        result = await replayTrace(trace, machines, options);
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

// npm run bench:import [-- --seats 50000 --json FILE --no-limit --extra-dir DIR]
//
// The importer on the corpus (corpus.ts): per file, seats in the truth, seats found, seats
// found where the truth has none (a hidden seat, a draft or decoration taken for seats),
// labels right (row and seat number both), seats the report lists as guessed, seats with a
// wrong label it does not list (silently wrong), time and peak memory of the import in a
// process of its own; printed as a Markdown table for bench/README.md. Then the stated limit: a file of 1.3 million circles (45 MB, made on
// the fly, never kept) must end in a refusal with a non-zero exit code, within bounds.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from '../cli-arg';
import { corpus } from './corpus';
import { extraCorpus } from './extra';
import { circlesOnly } from './generate';
import { score, type TruthSeat } from './truth';
import type { OneResult } from './one';

const seats = arg('seats', '50000').split(',').filter(Boolean).map(Number);
const jsonOut = arg('json', '');
const withLimit = !process.argv.includes('--no-limit');
// Drawings that may be read but not committed (bench/import/extra.ts), each with its truth.
const extraDir = arg('extra-dir', '');
const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));

function measure(mode: 'import' | 'cli', file: string): OneResult {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'one.ts'), mode, file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`bench:import: ${file} (${mode}) failed: ${run.stderr.slice(0, 2000)}`);
  return JSON.parse(run.stdout) as OneResult;
}

/** Half the median distance between a seat and its nearest neighbour: a seat is matched within it. */
function tolerance(truth: TruthSeat[]): number {
  const sample = truth.slice(0, 2000);
  const d = sample.map((a) => Math.min(...sample.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y))));
  d.sort((a, b) => a - b);
  return (d[Math.floor(d.length / 2)] ?? 1) / 2;
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const rows: Record<string, unknown>[] = [];
try {
  console.log(`bench:import on ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  console.log('| file | seats in truth | found | hidden seats imported | labels right | guessed | silently wrong | time | CPU | peak RSS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const file of [...corpus({ generated: seats }), ...(extraDir ? extraCorpus(extraDir) : [])]) {
    const path = join(dir, 'drawing.svg');
    writeFileSync(path, file.svg);
    const r = measure('import', path);
    const s = r.ok ? score(file.truth, r.seats ?? [], tolerance(file.truth)) : null;
    const row = {
      file: file.name,
      tool: file.tool,
      bytes: Buffer.byteLength(file.svg),
      truthSeats: file.truth.length,
      found: s?.found ?? 0,
      matched: s?.matched ?? 0,
      labelsRight: s?.labelsRight ?? 0,
      extra: s?.extra ?? 0,
      guessedSeats: r.guessedSeats ?? 0,
      silentlyWrong: s?.silentlyWrong ?? 0,
      leftOut: r.leftOut ?? 0,
      numbersGuessed: r.numbers?.guessed ?? 0,
      stage: r.stage ?? null,
      refused: r.ok ? null : r.code,
      ms: Math.round(r.ms),
      cpuMs: Math.round(r.cpuMs),
      peakRssMb: r.peakRssMb,
    };
    rows.push(row);
    const n = (v: number) => v.toLocaleString('en');
    const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${row.file}${row.refused ? ` (refused: ${row.refused})` : ''} | ${n(row.truthSeats)} | ${n(row.found)} | ${row.extra} | ${pct(row.labelsRight, row.truthSeats)} | ${n(row.guessedSeats)} | ${row.silentlyWrong} | ${sec(row.ms)} | ${sec(row.cpuMs)} | ${Math.round(row.peakRssMb)} MB |`,
    );
  }
  console.log('\n(hidden seats imported: seats found where the truth has none; guessed: seats the report lists as guessed; silently wrong: a wrong label not listed; time: wall, CPU: of the import process; peak RSS of that process)');

  if (withLimit) {
    const big = join(dir, 'circles-1.3m.svg');
    writeFileSync(big, circlesOnly(1_300_000));
    const r = measure('cli', big);
    const limit = { file: 'circles-1.3m (not kept)', exit: r.exit, message: r.message, ms: Math.round(r.ms), cpuMs: Math.round(r.cpuMs), peakRssMb: r.peakRssMb };
    rows.push(limit);
    console.log(`\n1.3 million circles, 46 MiB, through npm run hall:import: exit ${r.exit} after ${limit.ms} ms (CPU ${limit.cpuMs} ms), peak ${r.peakRssMb} MB\n  ${r.message}`);
    if (r.exit === 0) process.exitCode = 1;
  }
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: cpus().length, loadavg: loadavg(), rows }, null, 2));
    console.log(`\nWritten: ${jsonOut}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// One measured import in a process of its own, so that its peak memory is its own:
//   tsx bench/import/one.ts import <drawing.svg>   → JSON: seats found (with place and label), ms, peak RSS
//   tsx bench/import/one.ts cli <drawing.svg>      → the hall:import command on it: exit code, message, ms, peak RSS
// Run by bench/import/run.ts.

import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importHallSvg, HallImportError } from '../../engine/hall/import';
import { readScene } from '../../engine/hall/import/scene';
import { parseHallSvg } from '../../engine/hall/parse';
import { hallImportCli } from '../../scripts/hall-import-cli';
import type { FoundSeat } from './truth';

export interface OneResult {
  ok: boolean;
  code?: string;
  message?: string;
  exit?: number;
  ms: number;
  /** CPU time of this process over the import: the machine is shared, wall time is not its own. */
  cpuMs: number;
  peakRssMb: number;
  seats?: FoundSeat[];
  guesses?: string[];
  numbers?: { fromText: number; guessed: number; missing: number };
  /** Seats whose row or number the report lists as guessed. */
  guessedSeats?: number;
  /** Seat-like shapes the report leaves out (covered, on the stage). */
  leftOut?: number;
  stage?: string | null;
}

const cpu = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};
const peak = () => Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;

function importOne(file: string): OneResult {
  const text = readFileSync(file, 'utf8');
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    const result = importHallSvg(text, { name: 'bench' });
    const ms = performance.now() - start;
    const cpuMs = cpu(cpu0);
    // The import's own high-water mark, before the scoring below reads the hall back.
    const peakRssMb = peak();
    // Places back in the drawing's own coordinates: the written hall is moved to its viewBox's origin.
    const scene = readScene(text);
    const origin = scene.viewBox ?? scene.bounds;
    const g = parseHallSvg(result.svg);
    const guessed = new Set(result.report.guessedSeats.map((s) => s.seat_id));
    const seats: FoundSeat[] = Array.from({ length: g.seatCount }, (_, i) => ({
      x: g.x[i]! + origin.minX,
      y: g.y[i]! + origin.minY,
      row: g.rowLabel[i]!,
      seat: g.numberText[i]!,
      guessed: guessed.has(g.ids[i]!),
    }));
    return { ok: true, ms, cpuMs, peakRssMb, seats, guesses: result.report.guesses, numbers: result.report.numbers, guessedSeats: result.report.guessedSeats.length, leftOut: result.report.leftOut.length, stage: result.report.stage };
  } catch (error) {
    const ms = performance.now() - start;
    if (error instanceof HallImportError) return { ok: false, code: error.code, message: error.message, ms, cpuMs: cpu(cpu0), peakRssMb: peak() };
    throw error;
  }
}

function cliOne(file: string): OneResult {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const lines: string[] = [];
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    const exit = hallImportCli([file, '--out', join(dir, 'hall.svg')], (l) => lines.push(l), (l) => lines.push(l));
    return { ok: exit === 0, exit, message: lines.join('\n').slice(0, 400), ms: performance.now() - start, cpuMs: cpu(cpu0), peakRssMb: peak() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode, file] = process.argv.slice(2).filter((a) => a !== '--');
if ((mode !== 'import' && mode !== 'cli') || !file) {
  console.error('usage: tsx bench/import/one.ts import|cli <drawing.svg>');
  process.exit(2);
}
process.stdout.write(JSON.stringify(mode === 'import' ? importOne(file) : cliOne(file)));

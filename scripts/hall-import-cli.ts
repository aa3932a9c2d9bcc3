// The hall:import command (scripts/hall-import.ts): arguments, files and messages around
// engine/hall/import.

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HallImportError, formatReport, importHallSvg, type HallImportErrorCode } from '../engine/hall/import';

const USAGE = 'usage: npm run hall:import -- <venue.svg> [--out <hall.svg>] [--json <seats.json>] [--name <hall name>] [--strict]';

const REASONS: Record<HallImportErrorCode, string> = {
  'too-large': 'the file is larger than 50 MB',
  'not-xml': 'the file is not XML (is it an SVG export?)',
  'not-svg': 'the file is XML but not SVG',
  'no-seats': 'the file has no seats',
  entity: 'the file declares XML entities that could expand without bound or reach outside it',
  'external-reference': 'the file refers to something outside it (a web address or a file path): such files are never fetched or opened',
  script: 'the file contains scripts or event handlers',
  malformed: 'the file is damaged (not well-formed XML)',
  'no-seat-shapes': 'no small shape repeats often enough to be seats (are the seats drawn as shapes, not as an embedded picture?)',
  'already-marked': 'the seats are already marked in the hall convention: open the file as it is',
};

interface Args {
  input: string;
  out: string;
  json: string | null;
  name: string;
  /** Fail, writing nothing, when any seat's row or number is guessed rather than read. */
  strict: boolean;
}

function parseArgs(argv: string[]): Args | null {
  let input: string | null = null;
  const flags: Record<string, string> = {};
  let strict = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--strict') strict = true;
    else if (a === '--out' || a === '--json' || a === '--name') {
      const v = argv[++i];
      if (v === undefined) return null;
      flags[a.slice(2)] = v;
    } else if (a.startsWith('--') || input !== null) return null;
    else input = a;
  }
  if (input === null) return null;
  const base = input.replace(/\.svg$/i, '');
  return { input, out: flags.out ?? `${base}.hall.svg`, json: flags.json ?? null, name: flags.name ?? path.basename(base), strict };
}

/** Runs the command on its arguments; returns the exit code. */
export function hallImportCli(argv: string[], log: (line: string) => void = console.log, fail: (line: string) => void = console.error): number {
  const args = parseArgs(argv);
  if (!args) {
    fail(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(args.input, 'utf8');
  } catch (error) {
    fail(`hall:import: cannot read ${args.input}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const result = importHallSvg(text, { name: args.name });
    if (args.strict && result.report.guessedSeats.length > 0) {
      log(formatReport(result.report));
      fail(`hall:import: ${args.input} was not imported (--strict): the labels of ${result.report.guessedSeats.length} of ${result.report.seats} seats are guessed, not read from the drawing (listed above). Nothing was written.`);
      return 1;
    }
    writeFileSync(args.out, result.svg);
    if (args.json) writeFileSync(args.json, JSON.stringify({ report: result.report, sectors: result.sectors, seats: result.seats }, null, 2));
    log(formatReport(result.report));
    log(`\nWritten: ${args.out}${args.json ? ` and ${args.json}` : ''}`);
    return 0;
  } catch (error) {
    if (error instanceof HallImportError) {
      fail(`hall:import: ${args.input} was not imported: ${REASONS[error.code]}.`);
      return 1;
    }
    throw error;
  }
}

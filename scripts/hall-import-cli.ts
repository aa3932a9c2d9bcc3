// The hall:import command (scripts/hall-import.ts): arguments, files and messages around
// engine/hall/import.

import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HallImportError, formatReport, importHallSvg, type HallImportErrorCode } from '../engine/hall/import';
import { DEFAULT_MAX_BYTES } from '../engine/hall/parse';
import { MAX_COORDINATE, MAX_IMPORT_SEATS, MAX_IMPORT_SHAPES } from '../engine/hall/limits';

const count = (n: number): string => n.toLocaleString('en-US');

const USAGE = 'usage: npm run hall:import -- <venue.svg> [--out <hall.svg>] [--json <seats.json>] [--name <hall name>] [--strict]';

const REASONS: Record<HallImportErrorCode, string> = {
  'too-large': `the file is larger than ${DEFAULT_MAX_BYTES / 1024 / 1024} MB`,
  'not-xml': 'the file is not XML (is it an SVG export?)',
  'not-svg': 'the file is XML but not SVG',
  'no-seats': 'the file has no seats',
  entity: 'the file declares XML entities that could expand without bound or reach outside it',
  'external-reference': 'the file refers to something outside it (a web address or a file path): such files are never fetched or opened',
  script: 'the file contains scripts or event handlers',
  malformed: 'the file is damaged (not well-formed XML)',
  'out-of-range': `the drawing places something beyond ±${count(MAX_COORDINATE)} units, or a transform or coordinate is not a finite number (an absurd translate, scale or matrix): such a drawing cannot be shown`,
  'too-many-shapes': `the drawing has more than ${count(MAX_IMPORT_SHAPES)} shapes or texts, the importer's limit: split the hall into parts or simplify the drawing`,
  'no-seat-shapes': 'no small shape repeats often enough to be seats (are the seats drawn as shapes, not as an embedded picture?)',
  'already-marked': 'the seats are already marked in the hall convention: open the file as it is',
  'too-many-seats': `the drawing has more than ${count(MAX_IMPORT_SEATS)} seats, the most one hall map holds: split the hall into parts`,
  'result-too-large': `the hall made from this drawing would be larger than ${DEFAULT_MAX_BYTES / 1024 / 1024} MB, the limit for a hall map: simplify the drawing (fewer decoration shapes) or split the hall`,
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
    // A file past the limit is refused by its size, before it is read into memory.
    if (statSync(args.input).size > DEFAULT_MAX_BYTES) {
      fail(`hall:import: ${args.input} was not imported: ${REASONS['too-large']}.`);
      return 1;
    }
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
    // A fault of the importer itself: said as such, with a non-zero exit, never a half-written hall.
    fail(`hall:import: ${args.input} was not imported: the importer failed (${error instanceof Error ? error.message : String(error)}); please report this file.`);
    return 1;
  }
}

// Drawings that cannot be committed (no licence lets a copy be kept) but may be read to
// measure the importer: `npm run bench:import -- --extra-dir DIR` adds every `NAME.svg` in DIR
// that has a `NAME.truth.json` beside it, in the shape of fixtures/exports/real/*.truth.json
// (`{ tool?, how, seats: [{ x, y, row, seat }] }`, places in the drawing's root coordinates).
// Nothing read from DIR is written anywhere but the benchmark's own output.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusFile } from './corpus';
import type { TruthSeat } from './truth';

interface ExtraTruth {
  tool?: string;
  how?: string;
  seats: TruthSeat[];
}

export function extraCorpus(dir: string): CorpusFile[] {
  if (!existsSync(dir)) throw new Error(`bench:import: --extra-dir ${dir} does not exist`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.svg') && existsSync(join(dir, f.replace(/\.svg$/, '.truth.json'))))
    .sort()
    .map((f) => {
      const truth = JSON.parse(readFileSync(join(dir, f.replace(/\.svg$/, '.truth.json')), 'utf8')) as ExtraTruth;
      if (!Array.isArray(truth.seats)) throw new Error(`bench:import: ${f}'s truth has no seats list`);
      return {
        name: `${f.replace(/\.svg$/, '')} (not kept)`,
        tool: truth.tool ?? 'not kept: read from --extra-dir',
        svg: readFileSync(join(dir, f), 'utf8'),
        truth: truth.seats.map(({ x, y, row, seat }) => ({ x, y, row: String(row), seat: String(seat) })),
      };
    });
}

// The import's result put together from the rows it labelled: the sectors to write, the seat
// records, and the report's per-sector counts, its guessed seats (each with its reason) and
// the seat-like shapes left out.

import type { Bounds, TextRun } from '../model';
import { deriveOutline } from '../derived-outline';
import { runCentre } from '../text-runs';
import type { Scene } from './scene';
import type { SeatShape } from './seats';
import type { SeatNumber } from './seat-numbers';
import type { Covering } from './covered';
import type { WrittenSector } from './write-svg';
import type { GuessedSeat, ImportGuess, ImportReport, LabelFrom, LeftOutSeat, RowReport, SectorLabels, SectorReport } from './report';

/** One row, labelled and in seat order, as the import will write it. */
export interface RowDraft {
  seats: number[];
  label: string;
  rowFrom: LabelFrom;
  numbers: (string | null)[];
  numberFrom: LabelFrom[];
  /** The numbers as drawn (a number drawn on two seats is corrected on one of them in `numbers`). */
  drawn: (string | null)[];
  /** The number the row's group name gave, not taken: the file's group names are not its row numbers. */
  nameNotNumber?: string;
}

export interface NamedSector {
  name: string;
  nameFrom: SectorReport['nameFrom'];
  seatCount: number;
}

export interface SeatRecord {
  seat_id: number;
  sector_id: number;
  row: string;
  seat: string;
}

export interface Assembled {
  written: WrittenSector[];
  reports: SectorReport[];
  records: SeatRecord[];
  guessedSeats: GuessedSeat[];
  duplicates: ImportReport['duplicates'];
  totals: ImportReport['numbers'];
}

/** Labels read from the drawing; every other kind is a guess. */
export const READ: ReadonlySet<LabelFrom> = new Set<LabelFrom>(['text', 'group', 'glyphs']);

const ROW_REASON: Record<LabelFrom, string> = {
  text: 'label drawn',
  group: 'label from the group name',
  glyphs: 'label drawn',
  filled: 'label not drawn: continued from the labels of the rows around it',
  counted: 'label not drawn in this sector: rows counted from the stage',
  outlines: 'label not drawn',
  doubled: 'label read from two equal numbers side by side: it may be one row number drawn twice (at the ends of two rows)',
  corrected: 'label drawn',
  place: 'none: numbered by place',
};
const NUMBER_REASON: Record<LabelFrom, string> = {
  text: 'number drawn',
  group: 'number drawn',
  glyphs: 'number drawn',
  filled: 'number not drawn: continued from the numbers beside it',
  counted: 'numbers not drawn in this row: counted from seat 1 on the left facing the stage',
  outlines: 'numbers drawn as outlines, not text: cannot be read, counted from seat 1 on the left facing the stage',
  doubled: 'number drawn',
  corrected: 'number drawn twice in the row: the row\'s numbering gives another one here',
  place: 'number drawn',
};

/** Seat ids 1… in sector, row and seat order; every guessed seat listed with its reason. */
export function assembleSectors(
  sectors: readonly NamedSector[],
  drafts: readonly RowDraft[][],
  seats: readonly SeatShape[],
  numberOf: readonly (SeatNumber | null)[],
  stageFound: boolean,
  guesses: Set<ImportGuess>,
): Assembled {
  const out: Assembled = { written: [], reports: [], records: [], guessedSeats: [], duplicates: [], totals: { fromText: 0, guessed: 0, missing: 0 } };
  let seatId = 0;
  sectors.forEach(({ name, nameFrom, seatCount }, k) => {
    const id = k + 1;
    if (nameFrom === 'guess') guesses.add('sector-names');
    const rows: WrittenSector['rows'] = [];
    const rowReports: RowReport[] = [];
    const labels: SectorLabels = { rowsFrom: {}, numbersFrom: {} };
    for (const row of drafts[k]!) {
      if (row.rowFrom === 'counted' || row.rowFrom === 'filled') guesses.add('row-labels');
      labels.rowsFrom[row.rowFrom] = (labels.rowsFrom[row.rowFrom] ?? 0) + row.seats.length;
      // A sector numbered by place has no row to guess: each of its numbers names one seat.
      const rowWhy = READ.has(row.rowFrom) || row.rowFrom === 'place'
        ? null
        : `row ${ROW_REASON[row.rowFrom]}${row.rowFrom === 'counted' && !stageFound ? ' (no stage found: from the top of the drawing)' : ''}` +
          (row.nameNotNumber !== undefined ? ` (its group name says ${row.nameNotNumber}, but the file's group names are numbered differently from the row labels drawn)` : '');
      const counts = new Map<string, number>();
      const written = row.seats.map((i, j) => {
        const number = row.numbers[j] ?? '';
        const drawn = row.drawn[j];
        if (drawn) counts.set(drawn, (counts.get(drawn) ?? 0) + 1);
        const numberFrom = row.numberFrom[j]!;
        labels.numbersFrom[numberFrom] = (labels.numbersFrom[numberFrom] ?? 0) + 1;
        seatId++;
        out.records.push({ seat_id: seatId, sector_id: id, row: row.label, seat: number });
        const seatWhy = READ.has(numberFrom) ? null : numberFrom === 'corrected' ? `seat number drawn «${drawn}», as on another seat of the row: the row's numbering gives ${number} here` : `seat ${NUMBER_REASON[numberFrom]}`;
        const why = [rowWhy, seatWhy].filter((w) => w !== null);
        if (why.length > 0) out.guessedSeats.push({ seat_id: seatId, sector: name, row: row.label, seat: number, reason: why.join('; ') });
        const s = seats[i]!;
        const read = numberOf[i];
        return { id: seatId, x: s.x, y: s.y, r: s.r, number, text: read && READ.has(numberFrom) ? read.run : null };
      });
      const guessed = row.numberFrom.filter((f) => !READ.has(f)).length;
      const missing = row.numbers.filter((v) => v === null).length;
      const numbered = row.seats.length - guessed - missing;
      if (guessed > 0) guesses.add('seat-numbers');
      out.totals.fromText += numbered;
      out.totals.guessed += guessed;
      out.totals.missing += missing;
      const dups = [...counts].filter(([, n]) => n > 1);
      for (const [seat, count] of dups) out.duplicates.push({ sector: name, row: row.label, seat, count });
      rows.push({ label: row.label, seats: written });
      rowReports.push({ label: row.label, labelFrom: READ.has(row.rowFrom) || row.rowFrom === 'place' ? 'text' : 'guess', rowFrom: row.rowFrom, seats: row.seats.length, numbered, guessed, missing, duplicates: dups.map(([s]) => s) });
    }
    out.written.push({ id, name, outline: outlineOf(rows), rows });
    const placeLines = drafts[k]!.filter((row) => row.rowFrom === 'place').length;
    out.reports.push({ id, name, nameFrom, seats: seatCount, rows: rowReports, labels, ...(placeLines > 0 ? { placeLines } : {}) });
  });
  return out;
}

/** Seat-like shapes not for sale: under a cover (named by the cover's label), on the stage. */
export function leftOutSeats(scene: Scene, seats: readonly SeatShape[], covering: Covering, coverLabels: ReadonlySet<number>, onStage: ReadonlySet<number>): LeftOutSeat[] {
  return [
    ...covering.seats.map((i) => {
      const s = seats[i]!;
      const shape = covering.under.get(i)!;
      const label = [...coverLabels].filter((t) => /\p{L}/u.test(scene.texts[t]!.text) && insideBounds(scene.shapes[shape]!.outline.bounds, scene.texts[t]!)).sort((a, b) => scene.texts[b]!.size - scene.texts[a]!.size)[0];
      const cover = label !== undefined ? scene.texts[label]!.text : null;
      return { x: s.x, y: s.y, reason: `covered by a shape drawn over it${cover !== null ? ` («${cover}»)` : ''}`, why: 'covered' as const, cover };
    }),
    ...[...onStage].map((i) => ({ x: seats[i]!.x, y: seats[i]!.y, reason: 'on the stage (part of its drawing)', why: 'on-stage' as const, cover: null })),
  ];
}

export function insideBounds(b: Bounds, t: TextRun): boolean {
  const c = runCentre(t);
  return c.x >= b.minX && c.x <= b.maxX && c.y >= b.minY && c.y <= b.maxY;
}

function outlineOf(rows: WrittenSector['rows']) {
  const flat = rows.flatMap((row) => row.seats.map((s) => ({ ...s, row: row.label })));
  return deriveOutline(
    Int32Array.from(flat, (_, k) => k),
    { x: flat.map((s) => s.x), y: flat.map((s) => s.y), r: flat.map((s) => s.r), rowLabel: flat.map((s) => s.row) },
  );
}

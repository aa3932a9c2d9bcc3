// importHallSvg: a venue drawing from a design tool, seats not marked → a hall in the
// convention (fixtures/README.md) plus a report of what was found and what was guessed.
// Framework-free: the same code runs in `npm run hall:import` and in the demo page.

import type { Bounds, TextRun } from '../model';
import type { ParseHallOptions } from '../parse';
import { addBounds, emptyBounds } from '../matrix';
import { deriveOutline } from '../derived-outline';
import { HallParseError } from '../parse-error';
import { readScene, type Scene } from './scene';
import { findSeats, type SeatShape } from './seats';
import { median, PointGrid, type Points } from './grid';
import { planSectors } from './sectors';
import { chainRows } from './rows';
import { findStage, matchRowLabels, matchSeatNumbers, matchSectorNames, rowLabelOf, type FoundStage } from './labels';
import { fillSequence } from './sequence';
import { writeHallSvg, type WrittenSector } from './write-svg';
import { HallImportError } from './import-error';
import { MAX_IMPORT_SEATS } from '../limits';
import { DEFAULT_MAX_BYTES, utf8LengthExceeds } from '../parse';
import type { ImportGuess, ImportReport, RowReport, SectorReport } from './report';

export { HallImportError } from './import-error';
export type { HallImportErrorCode } from './import-error';
export { formatReport } from './report';
export { readableName } from './names';
export type { ImportGuess, ImportReport, RowReport, SectorReport } from './report';

export interface ImportOptions extends ParseHallOptions {
  /** The hall's name for `data-hall`; 'imported' by default. */
  name?: string;
  /** Seats one hall may have; MAX_IMPORT_SEATS unless a test says less. */
  maxSeats?: number;
}

/** One seat as a server would load it beside the SVG. */
export interface ImportedSeatRecord {
  seat_id: number;
  sector_id: number;
  row: string;
  seat: string;
}

export interface ImportResult {
  svg: string;
  report: ImportReport;
  seats: ImportedSeatRecord[];
  sectors: { sector_id: number; name: string }[];
}

interface RowDraft {
  seats: number[];
  label: string | null;
  labelGuessed: boolean;
  numbers: (string | null)[];
  guessed: boolean[];
}

/** Throws HallImportError (refused or broken files keep the parser's codes). */
export function importHallSvg(svg: string, options: ImportOptions = {}): ImportResult {
  let scene: Scene;
  try {
    scene = readScene(svg, options);
  } catch (error) {
    if (error instanceof HallParseError) throw new HallImportError(error.code, error.message);
    throw error;
  }
  const found = findSeats(scene);
  if (found.seats.length === 0) throw new HallImportError('no-seat-shapes', 'no small shape repeats often enough to be seats');
  const seats = found.seats;
  const maxSeats = options.maxSeats ?? MAX_IMPORT_SEATS;
  if (seats.length > maxSeats) throw new HallImportError('too-many-seats', `${seats.length} seats, more than ${maxSeats}`);
  const pts: Points = { x: seats.map((s) => s.x), y: seats.map((s) => s.y), length: seats.length };
  const spacing = typicalSpacing(pts, seats);
  const guesses = new Set<ImportGuess>();

  const seatShapes = new Set(seats.map((s) => s.shape));
  const stage = findStage(scene, seatShapes);
  if (!stage) guesses.add('no-stage');
  const used = new Set<number>();
  if (stage && stage.text >= 0) used.add(stage.text);
  const numberText = matchSeatNumbers(scene.texts, pts, spacing, used);

  const plan = planSectors(pts, seats.map((s) => scene.shapes[s.shape]!.group), scene.groups, spacing);
  if (plan.from !== 'groups') guesses.add('sectors-from-geometry');
  // Sectors numbered from the stage outwards (from the top without one), like rows.
  const reach = (members: number[]) => {
    const b = boundsOf(members, seats);
    const x = (b.minX + b.maxX) / 2;
    const y = (b.minY + b.maxY) / 2;
    return { d: stage ? Math.hypot(stage.x - x, stage.y - y) : y, x };
  };
  const order = plan.sectors.map((s) => reach(s.seats));
  plan.sectors = plan.sectors.map((s, k) => ({ s, o: order[k]! })).sort((a, b) => a.o.d - b.o.d || a.o.x - b.o.x).map(({ s }) => s);

  const sectorRows = plan.sectors.map((sector) => orientRows(sector.rowGroups ?? chainRows(pts, sector.seats), pts, stage));
  // Row labels, across sectors at once: each text labels one row.
  const allRows = sectorRows.flat();
  const rowText = matchRowLabels(scene.texts, allRows.map((row) => row.map((i) => ({ x: pts.x[i]!, y: pts.y[i]! }))), spacing, used);
  let r = 0;
  const drafts: RowDraft[][] = sectorRows.map((rows) => {
    const labels = rows.map(() => {
      const t = rowText[r++]!;
      return t >= 0 ? rowLabelOf(scene.texts[t]!.text) : null;
    });
    const filled = fillSequence(labels);
    return mergeSameLabel(rows.map((row, k) => numberRow(row, filled.values[k] ?? String(k + 1), filled.guessed[k] === true || filled.values[k] === null, numberText, scene.texts)));
  });

  const sectorBounds = plan.sectors.map((s) => boundsOf(s.seats, seats));
  const nameText = matchSectorNames(scene.texts, sectorBounds, spacing, used);

  const written: WrittenSector[] = [];
  const reports: SectorReport[] = [];
  const records: ImportResult['seats'] = [];
  const duplicates: ImportReport['duplicates'] = [];
  const totals = { fromText: 0, guessed: 0, missing: 0 };
  let seatId = 0;
  plan.sectors.forEach((sector, k) => {
    const id = k + 1;
    const groupName = sector.groupName;
    const textName = nameText[k]! >= 0 ? scene.texts[nameText[k]!]!.text : null;
    const name = groupName ?? textName ?? `Сектор ${id}`;
    const nameFrom: SectorReport['nameFrom'] = groupName ? 'group' : textName ? 'text' : 'guess';
    if (nameFrom === 'guess') guesses.add('sector-names');
    const rows: WrittenSector['rows'] = [];
    const rowReports: RowReport[] = [];
    for (const row of drafts[k]!) {
      if (row.labelGuessed) guesses.add('row-labels');
      const counts = new Map<string, number>();
      const out = row.seats.map((i, j) => {
        const number = row.numbers[j] ?? '';
        if (number !== '') counts.set(number, (counts.get(number) ?? 0) + 1);
        const t = numberText[i]!;
        const s = seats[i]!;
        seatId++;
        records.push({ seat_id: seatId, sector_id: id, row: row.label ?? '', seat: number });
        return { id: seatId, x: s.x, y: s.y, r: s.r, number, text: t >= 0 && !row.guessed[j] ? scene.texts[t]! : null };
      });
      const guessed = row.guessed.filter(Boolean).length;
      const missing = row.numbers.filter((v) => v === null).length;
      const numbered = row.seats.length - guessed - missing;
      if (guessed > 0) guesses.add('seat-numbers');
      totals.fromText += numbered;
      totals.guessed += guessed;
      totals.missing += missing;
      const dups = [...counts].filter(([, n]) => n > 1);
      for (const [seat, count] of dups) duplicates.push({ sector: name, row: row.label ?? '', seat, count });
      rows.push({ label: row.label ?? '', seats: out });
      rowReports.push({ label: row.label ?? '', labelFrom: row.labelGuessed ? 'guess' : 'text', seats: row.seats.length, numbered, guessed, missing, duplicates: dups.map(([s]) => s) });
    }
    written.push({ id, name, outline: outlineOf(rows), rows });
    reports.push({ id, name, nameFrom, seats: sector.seats.length, rows: rowReports });
  });

  const numberTexts = new Set(numberText);
  const keptTexts = scene.texts.filter((_, k) => !numberTexts.has(k) && k !== stage?.text);
  const svgOut = writeHallSvg({
    name: options.name ?? 'imported',
    viewBox: scene.viewBox ?? scene.bounds,
    images: scene.images,
    shapes: scene.shapes.flatMap((s, k) => (seatShapes.has(k) || k === stage?.shape ? [] : s.parts ?? [s])),
    texts: keptTexts,
    stage: stage && stage.shape >= 0 ? { outline: scene.shapes[stage.shape]!.outline, label: stage.text >= 0 ? scene.texts[stage.text]! : null } : null,
    sectors: written,
  });
  if (utf8LengthExceeds(svgOut, options.maxBytes ?? DEFAULT_MAX_BYTES)) throw new HallImportError('result-too-large', 'the written hall is past the parser\'s size limit');
  const report: ImportReport = {
    seats: seats.length,
    sectors: reports,
    seatShapes: found.taken,
    otherShapes: found.notTaken,
    stage: stage ? (stage.text >= 0 ? scene.texts[stage.text]!.text : '') : null,
    numbers: totals,
    duplicates,
    guesses: [...guesses],
  };
  return { svg: svgOut, report, seats: records, sectors: written.map((s) => ({ sector_id: s.id, name: s.name })) };
}

/** The usual distance between neighbouring seats. */
function typicalSpacing(pts: Points, seats: SeatShape[]): number {
  const r = median(seats.map((s) => s.r));
  const grid = new PointGrid(pts, 4 * r);
  const d: number[] = [];
  for (let i = 0; i < pts.length; i++) {
    for (let reach = 4 * r; reach <= 64 * r; reach *= 2) {
      const j = grid.nearest(pts.x[i]!, pts.y[i]!, reach, i);
      if (j >= 0) {
        d.push(Math.hypot(pts.x[j]! - pts.x[i]!, pts.y[j]! - pts.y[i]!));
        break;
      }
    }
  }
  return d.length > 0 ? median(d) : 3 * r;
}

/**
 * Rows ordered from the stage (the nearest first) and each row's seats from seat 1: on the
 * left as seen from the seat, facing the stage. With no stage, the stage is taken to be at
 * the top of the drawing.
 */
function orientRows(rows: number[][], pts: Points, stage: FoundStage | null): number[][] {
  const centre = (row: number[]) => {
    let x = 0, y = 0;
    for (const i of row) {
      x += pts.x[i]!;
      y += pts.y[i]!;
    }
    return { x: x / row.length, y: y / row.length };
  };
  const oriented = rows.map((row) => {
    const c = centre(row);
    let fx = 0, fy = -1;
    if (stage) {
      const len = Math.hypot(stage.x - c.x, stage.y - c.y) || 1;
      fx = (stage.x - c.x) / len;
      fy = (stage.y - c.y) / len;
    }
    // Facing (fx, fy) with y pointing down the page, the left hand points along (fy, -fx).
    const left = (i: number) => pts.x[i]! * fy - pts.y[i]! * fx;
    const first = row[0]!;
    const last = row[row.length - 1]!;
    return { row: left(last) > left(first) ? row.slice().reverse() : row, c };
  });
  const distance = (c: { x: number; y: number }) => (stage ? Math.hypot(stage.x - c.x, stage.y - c.y) : c.y);
  oriented.sort((a, b) => distance(a.c) - distance(b.c) || a.c.x - b.c.x);
  return oriented.map((o) => o.row);
}

function numberRow(row: number[], label: string, labelGuessed: boolean, numberText: Int32Array, texts: readonly TextRun[]): RowDraft {
  const drawn = row.map((i) => (numberText[i]! >= 0 ? texts[numberText[i]!]!.text : null));
  const filled = fillSequence(drawn);
  // Numbers drawn counting down the row: the row is written in seat order anyway.
  if (filled.step < 0) {
    return { seats: row.slice().reverse(), label, labelGuessed, numbers: filled.values.slice().reverse(), guessed: filled.guessed.slice().reverse() };
  }
  return { seats: row, label, labelGuessed, numbers: filled.values, guessed: filled.guessed };
}

/** A row cut in two by a wide aisle, labelled the same on both sides, is one row. */
function mergeSameLabel(rows: RowDraft[]): RowDraft[] {
  const out: RowDraft[] = [];
  const byLabel = new Map<string, RowDraft>();
  for (const row of rows) {
    const same = row.label === null ? undefined : byLabel.get(row.label);
    if (same && !row.labelGuessed && !same.labelGuessed) {
      same.seats.push(...row.seats);
      same.numbers.push(...row.numbers);
      same.guessed.push(...row.guessed);
      continue;
    }
    if (row.label !== null) byLabel.set(row.label, row);
    out.push(row);
  }
  return out;
}

function boundsOf(members: number[], seats: SeatShape[]): Bounds {
  const b = emptyBounds();
  for (const i of members) {
    const s = seats[i]!;
    addBounds(b, { minX: s.x - s.r, minY: s.y - s.r, maxX: s.x + s.r, maxY: s.y + s.r });
  }
  return b;
}

function outlineOf(rows: WrittenSector['rows']) {
  const flat = rows.flatMap((row) => row.seats.map((s) => ({ ...s, row: row.label })));
  return deriveOutline(
    Int32Array.from(flat, (_, k) => k),
    { x: flat.map((s) => s.x), y: flat.map((s) => s.y), r: flat.map((s) => s.r), rowLabel: flat.map((s) => s.row) },
  );
}

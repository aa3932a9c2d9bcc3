// importHallSvg: a venue drawing from a design tool, seats not marked → a hall in the
// convention (fixtures/README.md) plus a report of what was found and what was guessed.
// Framework-free: the same code runs in `npm run hall:import` and in the demo page.

import type { Bounds } from '../model';
import type { ParseHallOptions } from '../parse';
import { addBounds, emptyBounds } from '../matrix';
import { HallParseError } from '../parse-error';
import { readScene, type Scene } from './scene';
import { findSeats, type SeatShape } from './seats';
import { median, PointGrid, type Points } from './grid';
import { planSectors } from './sectors';
import { splitByBackgrounds } from './backgrounds';
import { chainRows } from './rows';
import { rowsAcrossStage } from './row-direction';
import { matchRowLabels, matchSectorNames } from './labels';
import { findStage, insideOutline } from './stage';
import { matchSeatNumbers, type SeatNumber } from './seat-numbers';
import { coveredSeats } from './covered';
import { textsNamingAreas, textsNamingLegendMarks } from './area-labels';
import { runCentre } from '../text-runs';
import { fillSequence } from './sequence';
import { writeHallSvg } from './write-svg';
import { assembleSectors, insideBounds, leftOutSeats, type RowDraft, type SeatRecord } from './assemble';
import { idLike, mergeSameLabel, numberedByPlace, numberRow, orientRows, sameLabel } from './row-drafts';
import { HallImportError } from './import-error';
import type { ImportGuess, ImportReport, LabelFrom, SectorReport } from './report';
import { MAX_IMPORT_SEATS } from '../limits';
import { DEFAULT_MAX_BYTES, utf8LengthExceeds } from '../parse';

export { HallImportError } from './import-error';
export type { HallImportErrorCode } from './import-error';
export { formatReport } from './report';
export { readableName } from './names';
export type { GuessedSeat, ImportGuess, ImportReport, LabelFrom, LeftOutSeat, RowReport, SectorLabels, SectorReport } from './report';

export interface ImportOptions extends ParseHallOptions {
  /** The hall's name for `data-hall`; 'imported' by default. */
  name?: string;
  /** Seats one hall may have; MAX_IMPORT_SEATS unless a test says less. */
  maxSeats?: number;
}

/** One seat as a server would load it beside the SVG. */
export type ImportedSeatRecord = SeatRecord;

export interface ImportResult {
  svg: string;
  report: ImportReport;
  seats: ImportedSeatRecord[];
  sectors: { sector_id: number; name: string }[];
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
  const seatShapes = new Set(found.seats.map((s) => s.shape));
  // Seats under a shape drawn over them are not seats a buyer can see. They are left out
  // after rows are found, so that a row stays one row across the gap they leave.
  const covering = coveredSeats(scene, found.seats, seatShapes);
  if (covering.seats.length === found.seats.length) throw new HallImportError('no-seat-shapes', 'every seat-like shape is covered by another shape');
  const seats = found.seats;
  const maxSeats = options.maxSeats ?? MAX_IMPORT_SEATS;
  if (seats.length > maxSeats) throw new HallImportError('too-many-seats', `${seats.length} seats, more than ${maxSeats}`);
  const pts: Points = { x: seats.map((s) => s.x), y: seats.map((s) => s.y), length: seats.length };
  const spacing = typicalSpacing(pts, seats);
  const guesses = new Set<ImportGuess>();

  const plan = planSectors(pts, seats.map((s) => scene.shapes[s.shape]!.group), scene.groups, spacing);
  if (plan.from !== 'groups') guesses.add('sectors-from-geometry');
  let sectors = splitByBackgrounds(scene, seats, seatShapes, pts, plan.sectors).map((sector) => {
    const rows = sector.rowGroups ?? chainRows(pts, sector.seats);
    return { sector, rows: rows.map((row, k) => ({ row, name: sector.rowNames?.[k] ?? null })) };
  });
  const lines = sectors.flatMap((s) => s.rows.map(({ row }) => row.map((i) => ({ x: pts.x[i]!, y: pts.y[i]! }))));
  const stage = findStage(scene, seatShapes, pts, lines, spacing);
  if (!stage) guesses.add('no-stage');
  // Rows the file does not group run across the line to the stage (row-direction.ts).
  if (stage) {
    const box = stage.shape >= 0 ? scene.shapes[stage.shape]!.outline.bounds : { minX: stage.x, minY: stage.y, maxX: stage.x, maxY: stage.y };
    sectors = sectors.map((s) => {
      if (s.sector.rowNames !== undefined) return s;
      const again = rowsAcrossStage(pts, s.sector.seats, s.rows.map(({ row }) => row), box);
      return again ? { sector: s.sector, rows: again.map((row) => ({ row, name: null })) } : s;
    });
  }
  // Seat-like shapes on the stage (the letters of its label drawn as outlines) are not seats.
  const onStage = new Set<number>();
  if (stage && stage.shape >= 0) {
    const cache = new Map();
    seats.forEach((s, i) => {
      if (insideOutline(scene.shapes[stage.shape]!.outline, s.x, s.y, cache)) onStage.add(i);
    });
  }
  const leftOutSet = new Set([...covering.seats, ...onStage]);
  if (leftOutSet.size > 0) {
    sectors = sectors
      .map(({ sector, rows }) => ({
        sector: { ...sector, seats: sector.seats.filter((i) => !leftOutSet.has(i)) },
        rows: rows.map(({ row, name }) => ({ row: row.filter((i) => !leftOutSet.has(i)), name })).filter(({ row }) => row.length > 0),
      }))
      .filter(({ sector }) => sector.seats.length > 0);
  }
  const used = new Set<number>();
  if (stage && stage.text >= 0) used.add(stage.text);
  // Covered seats take their numbers too (drawn under the cover), so no neighbour gets them.
  const numberOf = matchSeatNumbers(scene.texts, pts, spacing, used);
  const outlines = numbersAsOutlines(scene, seats, seatShapes, numberOf);

  // Sectors numbered from the stage outwards (from the top without one), like rows.
  const reach = (members: number[]) => {
    const b = boundsOf(members, seats);
    const x = (b.minX + b.maxX) / 2;
    const y = (b.minY + b.maxY) / 2;
    return { d: stage ? Math.hypot(stage.x - x, stage.y - y) : y, x };
  };
  sectors = sectors.map((s) => ({ s, o: reach(s.sector.seats) })).sort((a, b) => a.o.d - b.o.d || a.o.x - b.o.x).map(({ s }) => s);
  const sectorRows = sectors.map((s) => orientRows(s.rows, pts, stage));
  // Row labels, across sectors at once: a number in an aisle labels the rows on both sides.
  const allRows = sectorRows.flat();
  const rowMatch = matchRowLabels(scene.texts, scene.pieces, allRows.map(({ row }) => row.map((i) => ({ x: pts.x[i]!, y: pts.y[i]! }))), spacing, used);
  // A group's name gives a row its number only while the names agree with the numbers drawn:
  // a site's own row ids («row21» for the dress circle's row 1) are not what the buyer reads.
  const namesAreNumbers = allRows.every(({ name }, k) => name === null || rowMatch.label[k] === null || sameLabel(name, rowMatch.label[k]!));
  let r = 0;
  const drafts: RowDraft[][] = sectorRows.map((rows) => {
    const from: LabelFrom[] = [];
    const labels = rows.map(({ name }) => {
      const drawn = rowMatch.label[r]!;
      const named = namesAreNumbers ? name : null;
      from.push(drawn !== null ? (rowMatch.doubtful[r] ? 'doubled' : 'text') : named !== null ? 'group' : 'counted');
      r++;
      return drawn ?? named;
    });
    const filled = fillSequence(labels);
    const numbered = rows.map(({ row, name }, k) => {
      const guessed = filled.guessed[k] === true || filled.values[k] === null;
      const rowFrom: LabelFrom = !guessed ? from[k]! : labels.every((l) => l === null) ? 'counted' : 'filled';
      const draft = numberRow(row, filled.values[k] ?? String(k + 1), rowFrom, numberOf, outlines);
      return guessed && name !== null && !namesAreNumbers ? { ...draft, nameNotNumber: name } : draft;
    });
    // Lines with no row drawn: the whole sector, or the lines one group of the file holds (a box
    // inside a balcony). Numbered by place, a counted row on them would be an invention printed
    // on the ticket (docs/product/hall-import.md).
    const groups = labels.every((l) => l === null) ? [rows.map((_, k) => k)] : [];
    const byName = new Map<string, number[]>();
    rows.forEach(({ name }, k) => {
      if (labels[k] === null && name !== null) byName.set(name, [...(byName.get(name) ?? []), k]);
    });
    groups.push(...byName.values());
    const placed = new Set(groups.filter((g) => numberedByPlace(g.map((k) => numbered[k]!))).flat());
    return mergeSameLabel(numbered.map(({ nameNotNumber, ...d }, k) => (placed.has(k) ? { ...d, label: '', rowFrom: 'place' as const } : { ...d, ...(nameNotNumber !== undefined ? { nameNotNumber } : {}) })));
  });

  const sectorBounds = sectors.map((s) => boundsOf(s.sector.seats, seats));
  // The label of a box drawn over seats names the box, not the sector.
  const coverLabels = textsInShapes(scene, new Set(covering.under.values()));
  for (const k of coverLabels) used.add(k);
  // So does the label of an area drawn without seats (a dance floor beside the stalls).
  for (const k of textsNamingAreas(scene, seats, seatShapes, stage?.shape ?? -1)) used.add(k);
  // And a legend's entry, written after its seat-sized mark («■ Занято» above the stalls).
  for (const k of textsNamingLegendMarks(scene, seats, seatShapes)) used.add(k);
  const rowLabelSizes = [...rowMatch.text].filter((t) => t >= 0).map((t) => scene.texts[t]!.size);
  const numberSizes = numberOf.flatMap((n) => n?.runs ?? []).map((t) => scene.texts[t]!.size);
  const nameText = matchSectorNames(scene.texts, sectorBounds, spacing, used, rowLabelSizes.length > 0 ? median(rowLabelSizes) : 0, numberSizes.length > 0 ? median(numberSizes) : 0);

  const named = sectors.map(({ sector }, k) => {
    const textName = nameText[k]! >= 0 ? scene.texts[nameText[k]!]!.text : null;
    // An id a developer gave the group («logeLeft») is not what the public reads: the word
    // drawn beside the sector is (docs/product/hall-import.md).
    const groupName = sector.groupName !== null && !(textName !== null && idLike(sector.groupName)) ? sector.groupName : null;
    const nameFrom: SectorReport['nameFrom'] = groupName ? 'group' : textName ? 'text' : 'guess';
    return { name: groupName ?? textName ?? `Сектор ${k + 1}`, nameFrom, seatCount: sector.seats.length };
  });
  const { written, reports, records, guessedSeats, duplicates, totals } = assembleSectors(named, drafts, seats, numberOf, stage !== null, guesses);
  if (outlines > 0) guesses.add('numbers-as-outlines');

  const numberTexts = new Set(numberOf.flatMap((n) => n?.runs ?? []));
  const coveredShapes = new Set(covering.seats.map((i) => seats[i]!.shape));
  // Numbers of covered seats are under the cover too; the cover's own label is drawn on it.
  const hiddenTexts = textsOverSeats(scene, covering.seats.map((i) => seats[i]!));
  for (const k of coverWords(scene, coverLabels)) hiddenTexts.delete(k);
  const keptTexts = scene.texts.filter((_, k) => !numberTexts.has(k) && k !== stage?.text && !hiddenTexts.has(k));
  const svgOut = writeHallSvg({
    name: options.name ?? 'imported',
    viewBox: scene.viewBox ?? scene.bounds,
    images: scene.images,
    // Covered seats stay as drawn, under their cover; seat-like shapes on the stage over it.
    shapes: scene.shapes.flatMap((s, k) => ((seatShapes.has(k) && !coveredShapes.has(k)) || k === stage?.shape ? [] : s.parts ?? [s])),
    onStage: [...onStage].flatMap((i) => { const s = scene.shapes[seats[i]!.shape]!; return s.parts ?? [s]; }),
    texts: keptTexts,
    stage: stage && stage.shape >= 0 ? { outline: scene.shapes[stage.shape]!.outline, label: stage.text >= 0 ? scene.texts[stage.text]! : null } : null,
    sectors: written,
  });
  if (utf8LengthExceeds(svgOut, options.maxBytes ?? DEFAULT_MAX_BYTES)) throw new HallImportError('result-too-large', 'the written hall is past the parser\'s size limit');
  const leftOut = leftOutSeats(scene, seats, covering, coverLabels, onStage);
  const report: ImportReport = {
    seats: records.length,
    sectors: reports,
    seatShapes: found.taken,
    otherShapes: found.notTaken,
    stage: stage ? (stage.text >= 0 ? scene.texts[stage.text]!.text : '') : null,
    stageFrom: stage ? stage.from : null,
    numbers: totals,
    numbersAsOutlines: outlines,
    duplicates,
    guesses: [...guesses],
    guessedSeats,
    leftOut,
    coversIgnored: covering.ignored.length,
  };
  return { svg: svgOut, report, seats: records, sectors: written.map((s) => ({ sector_id: s.id, name: s.name })) };
}

/**
 * How many seats carry a small filled shape on them (the glyphs of a number turned into
 * outlines) when no seat number could be read as text: 0 when numbers were read.
 */
function numbersAsOutlines(scene: Scene, seats: SeatShape[], seatShapes: ReadonlySet<number>, numberOf: readonly (SeatNumber | null)[]): number {
  if (numberOf.some((n) => n !== null)) return 0;
  const grid = new PointGrid({ x: seats.map((s) => s.x), y: seats.map((s) => s.y), length: seats.length }, 2 * median(seats.map((s) => s.r)));
  const marked = new Set<number>();
  scene.shapes.forEach((shape, k) => {
    if (seatShapes.has(k) || shape.fill === null) return;
    const i = grid.nearest(shape.cx, shape.cy, seats[0]!.r * 2);
    if (i < 0) return;
    const s = seats[i]!;
    if (shape.w < 1.6 * s.r && shape.h < 1.6 * s.r && Math.hypot(shape.cx - s.x, shape.cy - s.y) < 0.8 * s.r) marked.add(i);
  });
  return marked.size >= 0.5 * seats.length ? marked.size : 0;
}

/** Texts drawn on the given shapes (their labels). */
function textsInShapes(scene: Scene, shapes: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  for (const k of shapes) scene.texts.forEach((t, j) => {
    if (insideBounds(scene.shapes[k]!.outline.bounds, t)) out.add(j);
  });
  return out;
}

/**
 * The words among the texts on covers: the cover's label («ПУЛЬТ»), which stays drawn. A
 * seat's number under the cover has no letter (the report names a cover by the same rule).
 */
function coverWords(scene: Scene, coverLabels: ReadonlySet<number>): number[] {
  return [...coverLabels].filter((k) => /\p{L}/u.test(scene.texts[k]!.text));
}

/** Texts whose centre lies on one of the given seats. */
function textsOverSeats(scene: Scene, seats: readonly SeatShape[]): Set<number> {
  const out = new Set<number>();
  if (seats.length === 0) return out;
  const grid = new PointGrid({ x: seats.map((s) => s.x), y: seats.map((s) => s.y), length: seats.length }, 2 * seats[0]!.r);
  scene.texts.forEach((t, k) => {
    const c = runCentre(t);
    const i = grid.nearest(c.x, c.y, 2 * seats[0]!.r);
    if (i >= 0 && Math.hypot(c.x - seats[i]!.x, c.y - seats[i]!.y) <= seats[i]!.r) out.add(k);
  });
  return out;
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

function boundsOf(members: number[], seats: SeatShape[]): Bounds {
  const b = emptyBounds();
  for (const i of members) {
    const s = seats[i]!;
    addBounds(b, { minX: s.x - s.r, minY: s.y - s.r, maxX: s.x + s.r, maxY: s.y + s.r });
  }
  return b;
}


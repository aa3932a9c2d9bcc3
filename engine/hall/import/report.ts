// What the importer found and what it guessed, for a person to check before selling seats.

import type { ShapeSize } from './seats';

export type ImportGuess =
  /** No stage was found: rows were counted from the top of the drawing, seats from the left. */
  | 'no-stage'
  /** Sectors were told apart by distance between seats, not by the file's groups. */
  | 'sectors-from-geometry'
  /** Some sectors have no name in the file: they are called «Сектор N». */
  | 'sector-names'
  /** Some row labels were not drawn: they were counted. */
  | 'row-labels'
  /** Some seat numbers were not drawn: they were counted or continued from their neighbours. */
  | 'seat-numbers'
  /** Seat numbers are drawn as outlines (no text): none could be read, every one is counted. */
  | 'numbers-as-outlines';

/**
 * Where a label came from. Read: drawn as text ('text'), a number drawn a glyph per text and
 * joined ('glyphs'), a row group's name ('group'). Inferred: continued from the labels around
 * it ('filled'), counted because none is drawn ('counted'), counted because the numbers are
 * outlines that cannot be read ('outlines'), a row label made of two equal halves that may
 * be one label drawn twice side by side («33» or «3» «3», 'doubled'), a number drawn on
 * two seats of a row, given on one of them the number the row's numbering has there
 * ('corrected'). No row at all ('place'): the venue numbers the sector's seats by place, not
 * by row (no row drawn, every number drawn and distinct over more than one line).
 */
export type LabelFrom = 'text' | 'glyphs' | 'group' | 'filled' | 'counted' | 'outlines' | 'doubled' | 'corrected' | 'place';

/** A seat whose row or number was inferred, not read: a person must check it before sale. */
export interface GuessedSeat {
  seat_id: number;
  sector: string;
  row: string;
  seat: string;
  reason: string;
}

/** A shape that looks like a seat and was left out, and why. */
export interface LeftOutSeat {
  x: number;
  y: number;
  /** Why, in words (the command line's report). */
  reason: string;
  /** Why, for a page to say in its own language: under a shape drawn over it, or on the stage. */
  why: 'covered' | 'on-stage';
  /** The label written on the shape covering it («ПУЛЬТ»), null for none. */
  cover: string | null;
}

/** Per sector: how many seats got their row label, and their number, each way. */
export interface SectorLabels {
  rowsFrom: Partial<Record<LabelFrom, number>>;
  numbersFrom: Partial<Record<LabelFrom, number>>;
}

export interface RowReport {
  label: string;
  /** 'text' when read from the drawing (its text or its group's name), else 'guess'. */
  labelFrom: 'text' | 'guess';
  rowFrom: LabelFrom;
  seats: number;
  /** Seats numbered from the drawing, numbered by the importer, left without a number. */
  numbered: number;
  guessed: number;
  missing: number;
  /** Numbers met more than once in the row. */
  duplicates: string[];
}

export interface SectorReport {
  id: number;
  name: string;
  nameFrom: 'group' | 'text' | 'guess';
  seats: number;
  rows: RowReport[];
  labels: SectorLabels;
  /** The lines its seats lie on when the sector is numbered by place (its rows have no label), else absent. */
  placeLines?: number;
}

export interface ImportReport {
  seats: number;
  sectors: SectorReport[];
  /** Shape sizes taken as seats, and other repeated sizes that were not. */
  seatShapes: ShapeSize[];
  otherShapes: ShapeSize[];
  /** The stage's label ('' for a stage without one), null when no stage was found. */
  stage: string | null;
  /** Found by a text naming it, or by its shape alone (the shape the rows face). */
  stageFrom: 'text' | 'shape' | null;
  numbers: { fromText: number; guessed: number; missing: number };
  /** Seats with a number drawn as outlines on them (no text to read), 0 when numbers were read. */
  numbersAsOutlines: number;
  duplicates: { sector: string; row: string; seat: string; count: number }[];
  guesses: ImportGuess[];
  /** Every seat whose row or number was inferred rather than read, with the reason. */
  guessedSeats: GuessedSeat[];
  /** Seat-like shapes that are not seats for sale (covered by another shape, on the stage). */
  leftOut: LeftOutSeat[];
  /** Shapes drawn over more than half the seats (a background layer out of order): not taken as covering them. */
  coversIgnored: number;
}

const GUESS_TEXT: Record<ImportGuess, string> = {
  'no-stage': 'no stage found: rows are counted from the top of the drawing, seats from the left',
  'sectors-from-geometry': 'sectors told apart by the gaps between seats (the file does not group them)',
  'sector-names': 'sectors without a name in the file are called «Сектор N»',
  'row-labels': 'row labels not drawn in the file were counted',
  'seat-numbers': 'seat numbers not drawn in the file were counted or continued from their neighbours',
  'numbers-as-outlines': 'seat numbers are drawn as outlines, not text: NONE could be read, every number is counted',
};

const FROM_TEXT: Record<LabelFrom, string> = {
  text: 'drawn',
  glyphs: 'drawn a glyph at a time',
  group: 'group names',
  filled: 'continued',
  counted: 'counted',
  outlines: 'outlines, counted',
  doubled: 'doubtful (two equal halves)',
  corrected: 'drawn twice, corrected',
  place: 'none (numbered by place)',
};

function fromSummary(from: Partial<Record<LabelFrom, number>>): string {
  return Object.entries(from).map(([k, n]) => `${FROM_TEXT[k as LabelFrom]} ${n}`).join(', ');
}

const fmt = (v: number): string => String(Math.round(v * 100) / 100);

/** The report as plain text lines, for the command line. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  const { numbers } = report;
  if (report.numbersAsOutlines > 0) {
    lines.push(`!!! SEAT NUMBERS NOT READ: the drawing has its numbers as outlines on ${report.numbersAsOutlines} seats, not as text.`);
    lines.push('!!! Every seat number below is counted, not read: check each one against the venue before selling.');
  }
  if (report.guessedSeats.length > 0) lines.push(`Labels guessed (not read) for ${report.guessedSeats.length} of ${report.seats} seats: listed at the end.`);
  lines.push(`Seats: ${report.seats} in ${report.sectors.length} sector(s)`);
  for (const s of report.seatShapes) lines.push(`  taken as seats: ${s.count} shapes of ${fmt(s.width)} × ${fmt(s.height)}`);
  for (const s of report.otherShapes) lines.push(`  not taken: ${s.count} repeated shapes of ${fmt(s.width)} × ${fmt(s.height)}`);
  lines.push(`Stage: ${report.stage === null ? 'not found' : report.stage === '' ? 'found, without a label' : `«${report.stage}»`}${report.stageFrom === 'shape' ? ' (found by its shape: the rows face it)' : ''}`);
  if (report.leftOut.length > 0) {
    lines.push(`Left out: ${report.leftOut.length} seat-like shape(s) not for sale:`);
    for (const s of report.leftOut) lines.push(`  at ${fmt(s.x)}, ${fmt(s.y)}: ${s.reason}`);
  }
  if (report.coversIgnored > 0) lines.push(`Not taken as covering seats: ${report.coversIgnored} shape(s) drawn over more than half the seats (a background out of order?)`);
  lines.push(`Numbers: ${numbers.fromText} from the drawing, ${numbers.guessed} guessed, ${numbers.missing} without a number`);
  for (const sector of report.sectors) {
    lines.push(`Sector ${sector.id} «${sector.name}» (name ${nameFrom(sector.nameFrom)}): ${sector.seats} seats in ${sector.rows.length} row(s)`);
    lines.push(`  rows: ${fromSummary(sector.labels.rowsFrom)}; numbers: ${fromSummary(sector.labels.numbersFrom)}`);
    if (sector.placeLines !== undefined) lines.push(`  numbered by place: no row drawn, numbers distinct over ${sector.placeLines} lines`);
    for (const row of sector.rows) {
      const notes: string[] = [];
      if (row.labelFrom === 'guess') notes.push('label guessed');
      if (row.guessed > 0) notes.push(`${row.guessed} number(s) guessed`);
      if (row.missing > 0) notes.push(`${row.missing} without a number`);
      if (row.duplicates.length > 0) notes.push(`duplicate number(s) ${row.duplicates.join(', ')}`);
      lines.push(`  ${row.label === '' ? 'no row' : `row ${row.label}`}: ${row.seats} seats${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
    }
  }
  if (report.duplicates.length > 0) {
    lines.push('Duplicate numbers:');
    for (const d of report.duplicates) lines.push(`  «${d.sector}», row ${d.row}, seat ${d.seat}: ${d.count} times`);
  }
  if (report.guesses.length > 0) {
    lines.push('Guessed, please check:');
    for (const g of report.guesses) lines.push(`  - ${GUESS_TEXT[g]}`);
  }
  if (report.guessedSeats.length > 0) {
    lines.push(`Seats with a guessed label (${report.guessedSeats.length}):`);
    for (const g of report.guessedSeats) lines.push(`  seat_id ${g.seat_id}: «${g.sector}», row ${g.row}, seat ${g.seat}: ${g.reason}`);
  }
  return lines.join('\n');
}

function nameFrom(from: SectorReport['nameFrom']): string {
  return from === 'group' ? 'from its group' : from === 'text' ? 'from the text beside it' : 'guessed';
}

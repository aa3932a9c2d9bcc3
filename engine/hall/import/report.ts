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
  | 'seat-numbers';

export interface RowReport {
  label: string;
  labelFrom: 'text' | 'guess';
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
}

export interface ImportReport {
  seats: number;
  sectors: SectorReport[];
  /** Shape sizes taken as seats, and other repeated sizes that were not. */
  seatShapes: ShapeSize[];
  otherShapes: ShapeSize[];
  /** The stage's label ('' for a stage without one), null when no stage was found. */
  stage: string | null;
  numbers: { fromText: number; guessed: number; missing: number };
  duplicates: { sector: string; row: string; seat: string; count: number }[];
  guesses: ImportGuess[];
}

const GUESS_TEXT: Record<ImportGuess, string> = {
  'no-stage': 'no stage found: rows are counted from the top of the drawing, seats from the left',
  'sectors-from-geometry': 'sectors told apart by the gaps between seats (the file does not group them)',
  'sector-names': 'sectors without a name in the file are called «Сектор N»',
  'row-labels': 'row labels not drawn in the file were counted',
  'seat-numbers': 'seat numbers not drawn in the file were counted or continued from their neighbours',
};

const fmt = (v: number): string => String(Math.round(v * 100) / 100);

/** The report as plain text lines, for the command line. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  const { numbers } = report;
  lines.push(`Seats: ${report.seats} in ${report.sectors.length} sector(s)`);
  for (const s of report.seatShapes) lines.push(`  taken as seats: ${s.count} shapes of ${fmt(s.width)} × ${fmt(s.height)}`);
  for (const s of report.otherShapes) lines.push(`  not taken: ${s.count} repeated shapes of ${fmt(s.width)} × ${fmt(s.height)}`);
  lines.push(`Stage: ${report.stage === null ? 'not found' : report.stage === '' ? 'found, without a label' : `«${report.stage}»`}`);
  lines.push(`Numbers: ${numbers.fromText} from the drawing, ${numbers.guessed} guessed, ${numbers.missing} without a number`);
  for (const sector of report.sectors) {
    lines.push(`Sector ${sector.id} «${sector.name}» (name ${nameFrom(sector.nameFrom)}): ${sector.seats} seats in ${sector.rows.length} row(s)`);
    for (const row of sector.rows) {
      const notes: string[] = [];
      if (row.labelFrom === 'guess') notes.push('label guessed');
      if (row.guessed > 0) notes.push(`${row.guessed} number(s) guessed`);
      if (row.missing > 0) notes.push(`${row.missing} without a number`);
      if (row.duplicates.length > 0) notes.push(`duplicate number(s) ${row.duplicates.join(', ')}`);
      lines.push(`  row ${row.label}: ${row.seats} seats${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
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
  return lines.join('\n');
}

function nameFrom(from: SectorReport['nameFrom']): string {
  return from === 'group' ? 'from its group' : from === 'text' ? 'from the text beside it' : 'guessed';
}

// The import benchmark's corpus: each drawing with its truth (the row and seat of every
// seat, from the drawing's own marks or seat data, never from the importer).
//
// - fixtures/halls/venues/corel-unmarked.svg: truth from corel-marked.svg, the same hall
//   marked in the convention (data-row and the digits drawn in each seat). The unmarked
//   drawing shows row 6's seats 11 and 12, which the marked file hides by their classes
//   (`ghost`, `hid`): the truth is every seat the unmarked drawing shows, so those two count;
// - fixtures/exports/*.svg (Illustrator, Inkscape shapes): the marks taken off on the fly,
//   truth from the marked file's places and its seat data (`*.seats.json`);
// - fixtures/halls/venues/label-kinds.ts: a drawing of each kind real exports get wrong
//   (issue 27), built by code with the venue's truth beside it;
// - fixtures/exports/real/*.svg: drawings nobody here drew, from public repositories whose
//   licence lets them be kept, as they were read; truth from each repository's own seat ids
//   and seat data (fixtures/exports/README.md);
// - a generated hall of 50,000 seats (bench/import/generate.ts), made on the fly.

import { readVenue } from '../../fixtures/halls/venues';
import { canvaOutlines, corelCoveredSeats, corelStageAtBottom, illustratorAisleTheatre, illustratorPlaceLodges, illustratorRowBands, illustratorSiteRowIds } from '../../fixtures/halls/venues/label-kinds';
import { exportNames, readExport } from '../../fixtures/exports';
import { readRealDrawing, realDrawingNames } from '../../fixtures/exports/real';
import { parseHallSvg } from '../../engine/hall/parse';
import { unmarkedHall } from './generate';
import type { TruthSeat } from './truth';

export interface CorpusFile {
  name: string;
  /** The tool whose export the file is shaped as, and who drew it. */
  tool: string;
  svg: string;
  truth: TruthSeat[];
}

/** The hall convention's marks, taken off: what is left is the drawing as the tool wrote it. */
export function unmark(svg: string): string {
  return svg.replace(/\s(data-seat-id|data-stand-id|data-sector-id|data-sector-name|data-row|data-role)="[^"]*"/g, '');
}

/** The marked hall with the seats it hides by a class shown, as the unmarked drawing shows them. */
function shownAsUnmarked(svg: string): string {
  return svg.replace(/(<g data-seat-id="\d+") class="(?:ghost|hid)"/g, '$1');
}

function marked(svg: string, data?: unknown): TruthSeat[] {
  const g = parseHallSvg(svg);
  const records = new Map<number, { row: string; seat: string }>();
  for (const s of (data as { seat_numbers?: { seat_id: number; row: string; seat: string }[] } | undefined)?.seat_numbers ?? []) records.set(s.seat_id, s);
  return Array.from({ length: g.seatCount }, (_, i) => {
    const record = records.get(g.ids[i]!);
    return { x: g.x[i]!, y: g.y[i]!, row: record?.row ?? g.rowLabel[i]!, seat: record?.seat ?? g.numberText[i]! };
  });
}

export function corpus(options: { generated: number[] }): CorpusFile[] {
  const files: CorpusFile[] = [
    { name: 'corel-unmarked', tool: 'CorelDRAW 2020 shape, hand-written (project)', svg: readVenue('corel-unmarked'), truth: marked(shownAsUnmarked(readVenue('corel-marked'))) },
  ];
  const tools: Record<(typeof exportNames)[number], string> = {
    'illustrator-club': 'Illustrator SVG 1.1 shape, hand-written (project)',
    'inkscape-hall': 'Inkscape 1.3 shape, hand-written (project)',
    'illustrator-symbols': 'Illustrator symbols shape, hand-written (project)',
  };
  for (const name of exportNames) {
    const { svg, data } = readExport(name);
    files.push({ name: `${name} (marks off)`, tool: tools[name], svg: unmark(svg), truth: marked(svg, data) });
  }
  const kinds = [
    ['corel-stage-at-bottom', 'CorelDRAW shape, stage at the bottom, spaced «С Ц Е Н А»', corelStageAtBottom],
    ['illustrator-aisle-theatre', 'Illustrator shape, row numbers in the aisle, digits a <text> each', illustratorAisleTheatre],
    ['corel-covered-seats', 'CorelDRAW shape, a desk drawn over five seats', corelCoveredSeats],
    ['canva-outlines', 'Canva shape, every glyph a path', canvaOutlines],
    ['illustrator-row-bands', 'Illustrator shape, an arena drawn as row groups', illustratorRowBands],
    ['illustrator-site-row-ids', 'Illustrator shape, row groups named with a site\'s row ids (row21 = row 1)', illustratorSiteRowIds],
    ['illustrator-place-lodges', 'Illustrator shape, lodges with no row drawn: one numbered by place over two lines', illustratorPlaceLodges],
  ] as const;
  for (const [name, tool, draw] of kinds) {
    const d = draw();
    files.push({ name: `${name} (label-kinds)`, tool: `${tool} (project, code)`, svg: d.svg, truth: d.truth });
  }
  const realTools: Record<(typeof realDrawingNames)[number], string> = {
    'venturi-theatre': 'Inkscape 0.92.3, by Andrea Venturi (MIT): a small theatre, rect seats, no numbers drawn',
    'tessitura-amazing-venue': 'an SVG editor that writes CSS transform-origin (not named in the file), by Aidan Kemp (MIT): a Tessitura demo venue round a stage, mirrored ellipse seats, no numbers drawn',
  };
  for (const name of realDrawingNames) {
    const d = readRealDrawing(name);
    files.push({ name: `${name} (real)`, tool: realTools[name], svg: d.svg, truth: d.seats.map(({ x, y, row, seat }) => ({ x, y, row, seat })) });
  }
  for (const n of options.generated) {
    const g = unmarkedHall(n);
    files.push({ name: `generated-${n}`, tool: 'generated (fixtures/halls/generate.ts)', svg: g.svg, truth: g.truth });
  }
  return files;
}

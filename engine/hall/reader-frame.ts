// The hall reader's element stack: what each open element of the SVG is to the reader (a
// group, a seat being drawn, a text, a style sheet, something skipped with its subtree),
// with what it passes to its children (matrix, sector, row, style).

import type { Bounds, Matrix, TextRun } from './model';
import { IDENTITY } from './matrix';
import { INITIAL_STYLE, type ComputedStyle } from './style';
import type { StyledElement } from './css';
import type { TextBuilder } from './text-runs';

/** What an open element is to the reader (Frame.kind). */
export const GROUP = 0, SKIP = 1, SEAT = 2, SEAT_PART = 3, TEXT = 4, SWITCH = 5, STYLE = 6;
/** What an element can be in the convention (TAGS). */
export const CONTAINER = 1, SHAPE = 2, AREA = 3;
/** The elements that can carry meaning or be drawn; everything else is skipped with its subtree. */
export const TAGS = new Map<string, number>([
  ['g', CONTAINER], ['a', CONTAINER], ['switch', CONTAINER], ['svg', CONTAINER],
  ['rect', AREA], ['polygon', AREA], ['path', AREA], ['circle', AREA], ['ellipse', AREA],
  ['polyline', SHAPE], ['line', SHAPE],
]);

/** A standing area or the stage waiting for its label: the next sibling <text>. */
export interface Label { target: { label: string }; role: 'stage' | 'stand' }

/** A `<g data-seat-id>`: its children's bounds (in the group's coordinates) make the seat. */
export interface SeatGroup { id: number; m: Matrix; s: number; sector: number; row: string; bounds: Bounds; numberRuns: TextRun[]; kind: number }

export interface Frame {
  kind: number;
  /** Matrix to root space and its length scale. */
  m: Matrix;
  s: number;
  sector: number;
  row: string;
  seat: SeatGroup | null;
  /** Inside a seat group: the matrix to the group's coordinates. */
  local: Matrix;
  /** Set by a standing area or stage: the next sibling <text> is its label. */
  label: Label | null;
  /** In a <switch>: whether a child was already chosen (SVG renders only the first). */
  taken: boolean;
  style: ComputedStyle;
  /** The element as its children's selectors see it (null on skipped ones). */
  el: StyledElement | null;
  group: number;
  /** In a <text>: its runs; `textEnd` is set on the <text> itself, null on its <tspan>s. */
  text: TextBuilder | null;
  textEnd: ((runs: TextRun[]) => void) | null;
}

/** One shared frame for every skipped element (never written to). */
export const SKIP_FRAME: Frame = {
  kind: SKIP, m: IDENTITY, s: 1, sector: -1, row: '', seat: null, local: IDENTITY, label: null, taken: false, style: INITIAL_STYLE, el: null, group: -1, text: null, textEnd: null,
};

/**
 * The seat model: seats are data, not nodes. Everything per seat lives in typed arrays
 * indexed 0…seatCount-1; `indexOf` maps the API's seat_id to that index.
 * Coordinates are in the SVG's root user space (all transforms applied).
 */
import { MapSeatStatus, type MapSeatStatusCode } from '../../contract/seat-status';

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A 2D affine matrix [a, b, c, d, e, f] as in SVG `matrix(a b c d e f)`. */
export type Matrix = readonly [number, number, number, number, number, number];

/** A drawable outline: SVG path data in its own coordinates plus the matrix to root space. */
export interface Outline {
  d: string;
  matrix: Matrix;
  bounds: Bounds;
  /** Filled by the even-odd rule (`fill-rule="evenodd"`: a ring, a wall with openings); non-zero when absent. */
  evenOdd?: true;
}

export interface SectorShape {
  /** data-sector-id */
  id: number;
  /** data-sector-name, or the name from the seat data */
  name: string;
  outline: Outline | null;
  /** Set when the file drew no outline and this one was derived from the seats. */
  outlineDerived?: true;
  /** Seat indices of this sector, in reading order (row, then seat). */
  seats: Int32Array;
  bounds: Bounds;
}

export interface StandShape {
  /** The standing place's seat_id (data-stand-id). */
  id: number;
  sectorId: number;
  outline: Outline;
  label: string;
}

export interface StageShape {
  outline: Outline;
  label: string;
}

/**
 * What the venue's file draws besides seats, sectors, standing areas and the stage: row
 * numbers, sector names, aisles, walls, a background picture. Drawn under the seats, text
 * only where it is large enough on screen to read.
 */
export interface Decoration {
  /** In document order, so later shapes are drawn over earlier ones. */
  shapes: DecorationShape[];
  texts: TextRun[];
  images: ImageShape[];
}

export interface DecorationShape {
  outline: Outline;
  /** CSS colours; null where the file paints nothing. */
  fill: string | null;
  stroke: string | null;
  /** In root units. */
  strokeWidth: number;
}

/** A run of text as placed in the file, in root coordinates. */
export interface TextRun {
  text: string;
  /** The anchor point on the baseline. */
  x: number;
  y: number;
  /** Font size in root units. */
  size: number;
  /** Direction of the baseline, radians from the x axis. */
  angle: number;
  anchor: 'start' | 'middle' | 'end';
  fill: string;
  bold: boolean;
  /** Estimated from the font size: no fonts are measured by the parser. */
  bounds: Bounds;
  /** Set on the label of the stage or of a standing area. */
  role?: 'stage' | 'stand';
}

/** An embedded raster image (a `data:` URL; nothing outside the file is ever fetched). */
export interface ImageShape {
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The element's `preserveAspectRatio`, '' for the default. */
  preserveAspectRatio: string;
  matrix: Matrix;
  bounds: Bounds;
  /** Attached by the shell once the picture is decoded; the renderer draws only decoded images. */
  decoded?: DecodedImage;
}

/** A decoded picture and the part of it drawn into which rectangle (in the image's coordinates). */
export interface DecodedImage {
  picture: CanvasImageSource;
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

/** Geometry read from the SVG alone. */
export interface HallGeometry {
  viewBox: Bounds;
  /** Bounds of everything drawn (seats, outlines, stands, stage). */
  bounds: Bounds;
  seatCount: number;
  ids: Int32Array;
  x: Float32Array;
  y: Float32Array;
  r: Float32Array;
  /** Index into `sectors`, or -1 for a seat outside any sector group. */
  sector: Int32Array;
  /** What each seat is for (`data-seat-kind`): contract/seat-kind.ts bits, 0 for an ordinary seat. Not a status. */
  kind: Uint8Array;
  /** Row label from the enclosing data-row group ('' when none). */
  rowLabel: string[];
  /** Seat number text found inside a seat group (real exports), '' when none. */
  numberText: string[];
  indexOf: Map<number, number>;
  sectors: SectorShape[];
  stands: StandShape[];
  stage: StageShape[];
  /** The file's own drawing (lines, shapes, text, embedded images); absent when it has none. */
  decoration?: Decoration;
  /** What the parser skipped (duplicate ids, seats without geometry): for logs, never for buyers. */
  warnings?: HallWarning[];
}

/**
 * Something skipped while reading the SVG or joining the data. Counted rather than thrown:
 * one bad seat in a venue export must not take the whole map down.
 */
export interface HallWarning {
  code:
    | 'duplicate-seat-id'
    | 'bad-seat-id'
    | 'seat-without-geometry'
    | 'stand-without-geometry'
    | 'data-not-drawn'
    /** An embedded image that is not a raster picture (SVG, unknown type): not drawn. */
    | 'image-dropped'
    /** More decoration than the map keeps: the rest is not drawn. */
    | 'decoration-limit'
    /** A `<use>` not drawn: its target is missing, holds the `<use>` itself, or uses nest too deeply. */
    | 'use-skipped';
  /** The seat_ids concerned (at most 100 listed); `count` is the total. */
  ids: number[];
  count: number;
}

/** Seat status codes, shared by renderer, index and shell: the codebook's map table (contract/seat-status.ts). */
export const SeatStatus = MapSeatStatus;
export type SeatStatusCode = MapSeatStatusCode;

/** The geometry joined with the session's seat data (`/api/scheme/map`). */
export interface HallModel extends HallGeometry {
  status: Uint8Array;
  /** zonelevel_id from the data (`cat`), -1 when the seat has no data. */
  cat: Int32Array;
  /** Row and seat labels for display: from the data when present, else from the SVG. */
  row: string[];
  seat: string[];
  seatName: string[];
  /** Standing places' data by stand id: remaining quant and per-order limit. */
  standData: Map<number, { quant: number; limit: number; cat: number; name: string }>;
  meta: SeatMapSettings;
}

/** How the seat map shows the hall, as the platform's scheme map call sets it (defaults where it does not). */
export interface SeatMapSettings {
  zoomporog: number;
  zoommax: number;
  usestrokesector: boolean;
  showseatnumber: boolean;
}

export const defaultSeatMapSettings: SeatMapSettings = { zoomporog: 500, zoommax: 24, usestrokesector: false, showseatnumber: false };

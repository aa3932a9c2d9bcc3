/**
 * Why a hall SVG was refused. The shell maps the code to a message; the message here is for
 * logs only and never repeats the input, so that hostile markup cannot travel further.
 */
export type HallParseErrorCode =
  | 'too-large'
  | 'not-xml'
  | 'not-svg'
  | 'no-seats'
  | 'entity'
  | 'external-reference'
  | 'script'
  | 'malformed'
  /** Coordinates or transforms beyond the stated bound (extent.ts), or not finite. */
  | 'out-of-range'
  /** More shapes or texts than the stated limit of a design-tool import (decoration-collector.ts). */
  | 'too-many-shapes';

export class HallParseError extends Error {
  override readonly name = 'HallParseError';

  constructor(
    readonly code: HallParseErrorCode,
    detail: string,
    /** Offset into the input where the problem was found, -1 when not tied to a place. */
    readonly offset = -1,
  ) {
    super(offset >= 0 ? `${code}: ${detail} (at ${offset})` : `${code}: ${detail}`);
  }
}

import type { HallParseErrorCode } from '../parse-error';

/**
 * Why a drawing could not be imported. The parser's refusals (hostile or broken files) keep
 * their codes; the importer adds its own. The shell maps codes to messages.
 */
export type HallImportErrorCode =
  | HallParseErrorCode
  /** Nothing in the drawing repeats like seats do. */
  | 'no-seat-shapes'
  /** The file already marks seats in the hall convention: open it as it is. */
  | 'already-marked'
  /** More seats than one hall map holds (limits.ts). */
  | 'too-many-seats'
  /** The hall written from the drawing would be past the parser's size limit: it could not be opened. */
  | 'result-too-large';

export class HallImportError extends Error {
  override readonly name = 'HallImportError';

  constructor(readonly code: HallImportErrorCode, detail: string) {
    super(`${code}: ${detail}`);
  }
}

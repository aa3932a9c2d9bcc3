import type { HallGeometry } from '../hall/model';
import type { HallParseErrorCode } from '../hall/parse-error';
import type { StringColumn } from './string-column';

export interface ParseRequest {
  text: string;
}

/**
 * The geometry as it crosses from the worker: without `indexOf` (cloning a 100k-entry Map
 * costs several times more than rebuilding it from `ids`) and with the per-seat string
 * columns packed into tables and codes.
 */
export type TransferredGeometry = Omit<HallGeometry, 'indexOf' | 'rowLabel' | 'numberText'> & {
  rowLabel: StringColumn;
  numberText: StringColumn;
};

export type ParseReply = { ok: true; geometry: TransferredGeometry; ms: number } | { ok: false; code: HallParseErrorCode | 'internal'; message: string };

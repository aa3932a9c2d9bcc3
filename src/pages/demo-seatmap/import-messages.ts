import type { HallImportErrorCode } from '../../../engine/hall/import';
import type { ImportReport } from '../../../engine/hall/import';

export interface ImportRequest {
  text: string;
  name: string;
}

export type ImportReply = { ok: true; svg: string; report: ImportReport } | { ok: false; code: HallImportErrorCode | 'internal'; message: string };

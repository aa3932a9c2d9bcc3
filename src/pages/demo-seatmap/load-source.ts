import type { SchemeMap } from '../../../contract/booking';
import type { Lang } from '../../../contract/lang';
import type { HallModel } from '../../../engine';
import { joinSeatData } from '../../../engine';
import { HallParseError } from '../../../engine';
import { DEFAULT_MAX_BYTES } from '../../../engine';
import { HallImportError, type HallImportErrorCode } from '../../../engine/hall/import';
import type { ImportReport } from '../../../engine/hall/import';
import { ApiError } from '../../api/client';
import { buildHallModel, createHallParser, fetchDemoHall, schemeMapForGeometry, type HallParser, type OwnHallNames } from '../../features/hall-loading';
import type { HallSource } from './hall-source';
import { importHall } from './import-hall';

export type DemoErrorCode = HallImportErrorCode | 'bad-seats' | 'unknown-hall' | 'bad-src' | 'fetch-failed' | 'load-failed';

export class DemoLoadError extends Error {
  constructor(readonly code: DemoErrorCode, options?: { cause?: unknown }) {
    super(code, options);
  }
}

export interface DemoHall {
  model: HallModel;
  zones: SchemeMap['zones'];
  /** Request (or file read) until the data was in hand, ms. */
  loadMs: number;
  parseMs: number;
  joinMs: number;
  /** `performance.now()` when the data was in hand: first paint is measured from here. */
  dataAt: number;
  /** Set when the visitor's drawing had no marked seats and was imported: what was found and guessed. */
  imported?: ImportReport;
}

export type LoadPhase = 'fetch' | 'parse' | 'import';

/** A visitor's file past the parser's limit is refused by its size, before it is read into memory. */
export const MAX_FILE_BYTES = DEFAULT_MAX_BYTES;

async function ownHall(
  text: string,
  fileName: string,
  parser: HallParser,
  names: OwnHallNames,
  started: number,
  signal: AbortSignal,
  onPhase: (p: LoadPhase) => void,
): Promise<DemoHall> {
  const dataAt = performance.now();
  onPhase('parse');
  let svg = text;
  let imported: ImportReport | undefined;
  let parsed;
  try {
    parsed = await parser.parse(text, signal);
  } catch (error) {
    // A drawing whose seats are not marked yet: find them, then open what was found.
    if (!(error instanceof HallParseError && error.code === 'no-seats')) throw error;
    onPhase('import');
    ({ svg, report: imported } = await importHall(text, fileName, signal));
    parsed = await createHallParser().parse(svg, signal);
  }
  const joinStart = performance.now();
  const map = schemeMapForGeometry(parsed.geometry, svg, names);
  const model = joinSeatData(parsed.geometry, map);
  const hall: DemoHall = { model, zones: map.zones, loadMs: dataAt - started, parseMs: parsed.ms, joinMs: performance.now() - joinStart, dataAt };
  if (imported) hall.imported = imported;
  return hall;
}

/** Loads a demo hall from any source, with every failure turned into a code for the page. */
export async function loadSource(
  source: HallSource,
  lang: Lang,
  names: OwnHallNames,
  signal: AbortSignal,
  onPhase: (phase: LoadPhase) => void,
): Promise<DemoHall> {
  const started = performance.now();
  // Started before the request so that it is warm when the text arrives.
  const parser = createHallParser();
  try {
    switch (source.kind) {
      case 'invalid':
        throw new DemoLoadError(source.code);
      case 'file':
        if (source.file.size > MAX_FILE_BYTES) throw new DemoLoadError('too-large');
        return await ownHall(await source.file.text(), source.file.name.replace(/\.svg$/i, ''), parser, names, started, signal, onPhase);
      case 'src': {
        onPhase('fetch');
        let text: string;
        try {
          const res = await fetch(source.url, { signal, credentials: 'omit' });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          text = await res.text();
        } catch (error) {
          if (signal.aborted) throw error;
          throw new DemoLoadError('fetch-failed', { cause: error });
        }
        return await ownHall(text, new URL(source.url).pathname.split('/').pop()?.replace(/\.svg$/i, '') || 'imported', parser, names, started, signal, onPhase);
      }
      case 'seats':
      case 'hall': {
        onPhase('fetch');
        const map = await fetchDemoHall(source.kind === 'seats' ? { seats: source.seats } : { hall: source.name }, lang, { signal });
        const dataAt = performance.now();
        performance.mark('seatmap:data');
        onPhase('parse');
        const built = await buildHallModel(map, signal, parser);
        performance.mark('seatmap:model');
        return { model: built.model, zones: map.zones, loadMs: dataAt - started, parseMs: built.parseMs, joinMs: built.joinMs, dataAt };
      }
    }
  } catch (error) {
    parser.dispose();
    if (error instanceof DemoLoadError || signal.aborted) throw error;
    if (error instanceof HallParseError || error instanceof HallImportError) throw new DemoLoadError(error.code, { cause: error });
    if (error instanceof ApiError && source.kind === 'hall') throw new DemoLoadError('unknown-hall', { cause: error });
    throw new DemoLoadError('load-failed', { cause: error });
  }
}

import type { SchemeMap } from '../../../contract/booking';
import type { Lang } from '../../../contract/lang';
import type { HallModel } from '../../../engine/hall/model';
import { joinSeatData } from '../../../engine/hall/join';
import { HallParseError, type HallParseErrorCode } from '../../../engine/hall/parse-error';
import { ApiError } from '../../api/client';
import { buildHallModel, fetchDemoHall } from '../../features/seatmap/load-hall';
import { schemeMapForGeometry, type OwnHallNames } from '../../features/seatmap/own-hall';
import { createHallParser, type HallParser } from '../../features/seatmap/parse-hall';
import type { HallSource } from './hall-source';

export type DemoErrorCode = HallParseErrorCode | 'bad-seats' | 'unknown-hall' | 'bad-src' | 'fetch-failed' | 'load-failed';

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
}

export type LoadPhase = 'fetch' | 'parse';

async function ownHall(
  text: string,
  parser: HallParser,
  names: OwnHallNames,
  started: number,
  signal: AbortSignal,
  onPhase: (p: LoadPhase) => void,
): Promise<DemoHall> {
  const dataAt = performance.now();
  onPhase('parse');
  const parsed = await parser.parse(text, signal);
  const joinStart = performance.now();
  const map = schemeMapForGeometry(parsed.geometry, text, names);
  const model = joinSeatData(parsed.geometry, map);
  return { model, zones: map.zones, loadMs: dataAt - started, parseMs: parsed.ms, joinMs: performance.now() - joinStart, dataAt };
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
        return await ownHall(await source.file.text(), parser, names, started, signal, onPhase);
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
        return await ownHall(text, parser, names, started, signal, onPhase);
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
    if (error instanceof HallParseError) throw new DemoLoadError(error.code, { cause: error });
    if (error instanceof ApiError && source.kind === 'hall') throw new DemoLoadError('unknown-hall', { cause: error });
    throw new DemoLoadError('load-failed', { cause: error });
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemeMap } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import type { HallModel } from '../../../../engine/hall/model';
import type { RequestOptions } from '../../../api/client';
import { buildHallModel } from '../model/load-hall';
import { createHallParser } from '../model/parse-hall';
import { getSchemeMap } from './get-scheme-map';

export interface SchemeHall {
  model: HallModel;
  map: SchemeMap;
  /** Request, parse and join times (ms), and when the data was in hand (`performance.now()`). */
  timings: { loadMs: number; parseMs: number; joinMs: number; dataAt: number };
}

/** A session without a drawable hall: the page shows 'the scheme has not been loaded'. */
export class SchemeMissingError extends Error {
  override readonly name = 'SchemeMissingError';
}

/** POST /api/scheme/map, then the SVG parsed off the main thread and joined with the seat data. */
export async function getSchemeHall(hash: string, calendarId: number, lang: Lang, options: RequestOptions = {}): Promise<SchemeHall> {
  // Started before the request so that the worker is warm when the text arrives.
  const parser = createHallParser();
  const started = performance.now();
  try {
    const map = await getSchemeMap(hash, calendarId, lang, options);
    const dataAt = performance.now();
    if (map.svg.trim() === '') throw new SchemeMissingError('the map answer has no SVG');
    const { model, parseMs, joinMs } = await buildHallModel(map, options.signal, parser);
    if (model.seatCount === 0 && model.stands.length === 0) throw new SchemeMissingError('the SVG has no places');
    return { model, map, timings: { loadMs: dataAt - started, parseMs, joinMs, dataAt } };
  } finally {
    parser.dispose();
  }
}

export function getSchemeHallQueryOptions(hash: string, calendarId: number | null, lang: Lang) {
  return queryOptions({
    queryKey: ['scheme-hall', hash, calendarId, lang],
    queryFn: ({ signal }) => getSchemeHall(hash, calendarId!, lang, { signal }),
    enabled: calendarId !== null,
    // The engine owns the model's seat statuses once it is mounted: a cached model would
    // come back with another visit's selection, so none is kept and none is refetched.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useSchemeHall(hash: string, calendarId: number | null, lang: Lang) {
  return useQuery(getSchemeHallQueryOptions(hash, calendarId, lang));
}

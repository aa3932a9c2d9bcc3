import { schemeMapSchema, type SchemeMap } from '../../../contract/booking';
import type { Lang } from '../../../contract/lang';
import type { HallModel } from '../../../engine/hall/model';
import { joinSeatData } from '../../../engine/hall/join';
import { apiGet, type RequestOptions } from '../../api/client';
import { parseHall, type HallParser } from './parse-hall';

/** What the demo's server route takes: a generated hall of N seats or a fixture by name. */
export type DemoHallQuery = { seats: number } | { hall: string };

export function demoHallPath(query: DemoHallQuery, lang: Lang): string {
  const params = new URLSearchParams('seats' in query ? { seats: String(query.seats) } : { hall: query.hall });
  params.set('lang', lang);
  return `/api/demo/hall?${params}`;
}

/** GET /api/demo/hall: a hall in the shape of POST /api/scheme/map, every place on sale. */
export function fetchDemoHall(query: DemoHallQuery, lang: Lang, options?: RequestOptions): Promise<SchemeMap> {
  return apiGet(demoHallPath(query, lang), schemeMapSchema, options);
}

export interface LoadedHall {
  model: HallModel;
  map: SchemeMap;
  /** SVG → geometry, milliseconds (in a worker when there is one). */
  parseMs: number;
  /** Geometry + seat data → model, milliseconds. */
  joinMs: number;
}

/** Map response → seat model: parse the SVG off the main thread, join the seat data here. */
export async function buildHallModel(map: SchemeMap, signal?: AbortSignal, parser?: HallParser): Promise<LoadedHall> {
  const parsed = await (parser ? parser.parse(map.svg, signal) : parseHall(map.svg, signal));
  performance.mark('seatmap:parsed');
  const started = performance.now();
  const model = joinSeatData(parsed.geometry, map);
  return { model, map, parseMs: parsed.ms, joinMs: performance.now() - started };
}

import type { SchemeMap } from '../../../../contract/booking';
import type { HallModel } from '../../../../engine';
import { joinSeatData } from '../../../../engine';
import { parseHall, type HallParser } from './parse-hall';

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

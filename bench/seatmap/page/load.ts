import { schemeMapSchema, type SchemeMap } from '../../../contract/booking';
import { joinSeatData } from '../../../engine/hall/join';
import type { HallModel } from '../../../engine/hall/model';
import { createHallParser } from '../../../src/features/hall-loading/model/parse-hall';

export interface LoadedHall {
  model: HallModel;
  zones: SchemeMap['zones'];
  /** `performance.now()` when the whole response body was in hand: first paint counts from here. */
  responseAt: number;
  fetchMs: number;
  /** JSON.parse and the contract's validation, as the storefront's API client does them. */
  decodeMs: number;
  /** SVG → geometry in the Web Worker, as the storefront does it. */
  parseMs: number;
  joinMs: number;
  /** `performance.now()` when the model was ready: what each map's own part of first paint counts from. */
  modelAt: number;
}

/**
 * The storefront's path from `/api/scheme/map` to a seat model, for every map under test:
 * they all start from the same model, so first paint differs only by what each map does
 * with it.
 */
export async function loadHall(url: string): Promise<LoadedHall> {
  const parser = createHallParser();
  const started = performance.now();
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const text = await res.text();
  const responseAt = performance.now();
  const map = schemeMapSchema.parse(JSON.parse(text));
  const decoded = performance.now();
  const parsed = await parser.parse(map.svg);
  const joinStart = performance.now();
  const model = joinSeatData(parsed.geometry, map);
  const modelAt = performance.now();
  parser.dispose();
  return {
    modelAt,
    model,
    zones: map.zones,
    responseAt,
    fetchMs: responseAt - started,
    decodeMs: decoded - responseAt,
    parseMs: parsed.ms,
    joinMs: modelAt - joinStart,
  };
}

import { schemeMapSchema, type SchemeMap } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import { apiGet, type RequestOptions } from '../../../api/client';

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

import { schemeMapSchema, type SchemeMap } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/scheme/map {hash, calendar_id}: the hall's SVG and the session's places on sale. */
export function getSchemeMap(hash: string, calendarId: number, lang: Lang, options?: RequestOptions): Promise<SchemeMap> {
  return apiPost('/api/scheme/map', { hash, calendar_id: calendarId, lang }, schemeMapSchema, options);
}

import { languages } from '../../contract/lang';

export type L10nText = Partial<Record<(typeof languages)[number], string>>;

/** Stored JSON `{"ru":…}` (or null) → parsed object. */
export function parseL10n(json: string | null | undefined): L10nText {
  if (!json) return {};
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' ? (v as L10nText) : {};
  } catch {
    return {};
  }
}

/** `expand('event', {ru, en})` → `{event_ru, event_en, event_kz, event_ch}` as the API sends it. */
export function expand(field: string, value: L10nText | string | null | undefined, map: (s: string) => string = (s) => s): Record<string, string> {
  const obj = typeof value === 'string' || value == null ? parseL10n(value) : value;
  const out: Record<string, string> = {};
  for (const l of languages) out[`${field}_${l}`] = map(obj[l] ?? '');
  return out;
}

/** The same value under every `field_<lang>` key (fields the platform localises but we do not). */
export function sameForAll<V>(field: string, value: V): Record<string, V> {
  return Object.fromEntries(languages.map((l) => [`${field}_${l}`, value]));
}

import type { Db } from '../db/driver';
import { isoDay } from './clock';
import { expand } from './l10n';
import { sanitize } from './sanitize';

type Json = Record<string, unknown>;

export interface SetupOptions {
  captchaEnabled: boolean;
  now: Date;
}

const isL10n = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && 'ru' in v && typeof (v as Json).ru === 'string';

const HTML_FIELDS = new Set(['info_client', 'info_contact', 'text', 'footer_db_info', 'footer_text']);

/** Stored setup keeps {ru,en,…} objects; the API flattens them into field_<lang> keys. */
function flatten(obj: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(obj)) {
    if (isL10n(value)) Object.assign(out, expand(key, value, HTML_FIELDS.has(key) ? sanitize : undefined));
    else if (Array.isArray(value)) out[key] = value.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? flatten(v as Json) : v));
    else if (value && typeof value === 'object') out[key] = flatten(value as Json);
    else out[key] = value;
  }
  return out;
}

export async function readStoredSetup(db: Db): Promise<Json> {
  const row = await db.get<{ value: string }>(`SELECT value FROM settings WHERE key = 'setup'`);
  if (!row) throw new Error('the database has no setup: it was not seeded');
  return JSON.parse(row.value) as Json;
}

export async function buildSetup(db: Db, { captchaEnabled, now }: SetupOptions): Promise<Json> {
  const stored = flatten(await readStoredSetup(db));
  return {
    ...stored,
    captcha: { enabled: captchaEnabled ? 1 : 0 },
    recaptcha: { enabled: 0, sitekey: null },
    is_integration: 0,
    date: isoDay(now),
  };
}

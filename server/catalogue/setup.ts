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

/** The stored setup does not change while the server runs: parsed once per database. */
const storedSetups = new WeakMap<object, Json>();

export async function readStoredSetup(db: Db): Promise<Json> {
  const cached = storedSetups.get(db.identity);
  if (cached) return cached;
  const row = await db.get<{ value: string }>(`SELECT value FROM settings WHERE key = 'setup'`);
  if (!row) throw new Error('the database has no setup: it was not seeded');
  const setup = JSON.parse(row.value) as Json;
  storedSetups.set(db.identity, setup);
  return setup;
}

/** The two flags the order side reads: Pushkin card enabled, returns allowed. */
export async function setupFlags(db: Db): Promise<{ showproculture: boolean; orderReturn: boolean }> {
  const s = (await readStoredSetup(db)) as { db?: { showproculture?: number }; app?: { order_return?: number } };
  return { showproculture: s.db?.showproculture === 1, orderReturn: s.app?.order_return === 1 };
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

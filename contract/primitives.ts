import { z } from 'zod';
import { languages, type Lang } from './lang';

// The real platform sends many numbers as strings ("2100"); parse both, reject garbage.
const numericString = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
  .transform(Number);

export const num = z.union([z.number().finite(), numericString]);
export const int = z.union([z.number().int(), numericString.pipe(z.number().int())]);
/** A 0/1 flag; booleans and "0"/"1" are accepted. */
export const flag = z.union([z.boolean().transform((b) => (b ? 1 : 0)), int]).transform((n) => (n ? 1 : 0) as 0 | 1);
export const optNum = num.nullish();
export const text = z.string();
export const optText = z.string().nullish();

type L10nShape<K extends string, S extends z.ZodType> = { [L in Lang as `${K}_${L}`]: z.ZodOptional<z.ZodNullable<S>> };

/** `{name_ru, name_en, name_kz, name_ch}` as optional strings. */
export function l10n<K extends string>(field: K): L10nShape<K, z.ZodString>;
export function l10n<K extends string, S extends z.ZodType>(field: K, schema: S): L10nShape<K, S>;
export function l10n(field: string, schema: z.ZodType = z.string()) {
  const shape: Record<string, z.ZodType> = {};
  for (const l of languages) shape[`${field}_${l}`] = schema.nullish();
  return shape;
}

export const hash40 = z.string().regex(/^[0-9a-f]{40}$/i, 'expected a 40-character hex hash');
/** Order and ticket hashes: at least 128 random bits, url-safe. */
export const opaqueHash = z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/, 'malformed hash');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
export const ruDate = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/, 'expected dd.mm.yyyy');
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');

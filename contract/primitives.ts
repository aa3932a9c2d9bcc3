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


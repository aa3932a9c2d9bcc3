import { z } from 'zod';
import { int, text } from './primitives';

/**
 * `z.array(item)` for long lists of flat records (a hall's 100,000 seats), with a fast path.
 * zod checks each record field by field through `int`'s union (a number, or a numeric string
 * turned into one): ~1 µs a record, 60–150 ms for a 100k hall before the map can start, and
 * 6× that on a slow phone. When every record already holds what zod would give back (every
 * `int` field a safe integer, every `text` field a string), the list is taken as it is after one
 * plain loop over it (keys the schema does not declare stay on the records, unread, where
 * zod would drop them: copying 100,000 records costs what zod does); otherwise zod
 * parses the whole list, so anything it would turn or refuse is turned or refused, with the
 * same issues. The fast path is read from `item`'s own shape: a field of any other kind
 * leaves the plain `z.array(item)`. Measured in `bench/README.md` ("the platform's answer").
 */
export function recordList<S extends z.ZodObject>(item: S): z.ZodType<z.output<S>[], unknown> {
  const ints: string[] = [];
  const texts: string[] = [];
  for (const [key, field] of Object.entries(item.shape)) {
    if (field === int) ints.push(key);
    else if (field === text) texts.push(key);
    else return z.array(item) as unknown as z.ZodType<z.output<S>[], unknown>;
  }
  const slow = z.array(item);
  return z.unknown().transform((value, ctx): z.output<S>[] => {
    if (Array.isArray(value) && plain(value, ints, texts)) return value as z.output<S>[];
    const parsed = slow.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
}

/** Whether every record already holds what zod would give back for its declared keys. */
function plain(list: readonly unknown[], ints: readonly string[], texts: readonly string[]): boolean {
  for (const r of list) {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) return false;
    const rec = r as Record<string, unknown>;
    for (const k of ints) if (!Number.isSafeInteger(rec[k])) return false;
    for (const k of texts) if (typeof rec[k] !== 'string') return false;
  }
  return true;
}

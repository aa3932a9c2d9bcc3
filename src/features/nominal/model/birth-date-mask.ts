/** The birth date's mask: dd.mm.yyyy, 10 characters (docs/product/nominal.md). */
export const BIRTH_DATE_LENGTH = 10;

/**
 * What the field shows after an edit: the digits typed (at most 8) with the dots put in
 * between the day, month and year. Dots come only before a digit that follows them, so
 * Backspace over a dot removes it instead of the mask putting it back, and a pasted
 * "12.03.1990" or "12031990" reads the same.
 */
export function maskBirthDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((p) => p !== '');
  return parts.join('.');
}

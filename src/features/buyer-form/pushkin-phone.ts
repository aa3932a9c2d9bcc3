/** The example the card-phone message shows, and the mask's shape. */
export const PUSHKIN_PHONE_EXAMPLE = '+7 (999) 123-45-67';
/** "+7 (XXX) XXX-XX-XX" is 18 characters (docs/product/buyer-form.md). */
export const PUSHKIN_PHONE_MAX_LENGTH = 18;

/**
 * The +7 (XXX) XXX-XX-XX mask: the country code is fixed, ten digits follow. Without the
 * plus, a leading 8 or 7 is the trunk or country code ("8 912…", "7912…"), typed or pasted.
 */
export function maskPushkinPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+7')) digits = digits.slice(1);
  else if (digits[0] === '8' || digits[0] === '7') digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return raw.trim() === '' ? '' : '+7';
  let out = `+7 (${digits.slice(0, 3)}`;
  if (digits.length >= 3) out += ')';
  if (digits.length > 3) out += ` ${digits.slice(3, 6)}`;
  if (digits.length > 6) out += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) out += `-${digits.slice(8, 10)}`;
  return out;
}

/**
 * The next masked value after an edit. Deleting a bracket, space or hyphen (the mask would
 * put it straight back) deletes the digit before it instead.
 */
export function nextPushkinPhone(previous: string, typed: string): string {
  const digits = (s: string) => s.replace(/\D/g, '');
  if (typed.length < previous.length && digits(typed) === digits(previous)) {
    const d = digits(previous).slice(1, -1);
    return d.length === 0 ? '' : maskPushkinPhone(`+7${d}`);
  }
  if (typed.trim() === '' || typed.trim() === '+' || typed.trim() === '+7') return typed.trim() === '' ? '' : '+7';
  return maskPushkinPhone(typed);
}

// Decimal numbers read straight from the source text, without slicing a string first.
// Plain decimals of up to 15 significant digits are exact integers divided by an exact
// power of ten, one correctly rounded division: the same double as parseFloat gives.
// Anything else (exponents, longer mantissas) falls back to parseFloat.

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/** Like parseFloat(src.slice(start, end)) (leading spaces, trailing units ignored), `fallback` when NaN. */
export function numberAt(src: string, start: number, end: number, fallback: number): number {
  let p = start;
  while (p < end && src.charCodeAt(p) <= 32) p++;
  let c = src.charCodeAt(p);
  let sign = 1;
  if (c === 45 || c === 43) {
    if (c === 45) sign = -1;
    c = src.charCodeAt(++p);
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  while (p < end && c >= 48 && c <= 57) {
    mant = mant * 10 + (c - 48);
    digits++;
    c = src.charCodeAt(++p);
  }
  if (p < end && c === 46) {
    c = src.charCodeAt(++p);
    while (p < end && c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      digits++;
      frac++;
      c = src.charCodeAt(++p);
    }
  }
  if (digits === 0) return fallback;
  if (digits > 15 || (p < end && (c === 101 || c === 69))) {
    const n = parseFloat(src.slice(start, end));
    return Number.isFinite(n) ? n : fallback;
  }
  return (sign * mant) / POW10[frac]!;
}

/** A whole decimal number filling [start, end) (surrounding spaces allowed), else NaN. */
export function integerAt(src: string, start: number, end: number): number {
  while (start < end && src.charCodeAt(start) <= 32) start++;
  while (end > start && src.charCodeAt(end - 1) <= 32) end--;
  let p = start;
  let sign = 1;
  if (src.charCodeAt(p) === 45) {
    sign = -1;
    p++;
  }
  if (p === end || end - p > 15) return NaN;
  let n = 0;
  for (; p < end; p++) {
    const c = src.charCodeAt(p);
    if (c < 48 || c > 57) return NaN;
    n = n * 10 + (c - 48);
  }
  return sign * n;
}

/** Base64 of the UTF-8 bytes of `JSON.stringify(value)`: what the hosted page's `params` holds. */
export function base64Json(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error('the open parameters cannot be written as JSON');
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The inverse of base64Json (tests, and hosted pages written in JavaScript). */
export function fromBase64Json(text: string): unknown {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** An http(s) address, resolved against `base`; null for anything else (javascript:, data:…). */
export function webUrl(value: unknown, base: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** `url` with `query` set (existing parameters such as `lang` are kept). */
export function withQuery(url: URL, query: Record<string, string>): string {
  const out = new URL(url.href);
  for (const [k, v] of Object.entries(query)) out.searchParams.set(k, v);
  return out.href;
}

/**
 * A value as JSON inside an HTML <script> element (the page's setup, a server render's
 * answers, the sandbox bank's data): `<` is escaped so that no text of it can close the
 * element, and U+2028/U+2029 so that it stays valid JavaScript in an inline script.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

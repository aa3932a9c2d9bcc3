import { escapeHtml as esc } from '../texts/escape-html';

/** An http(s) address standing in the text (up to white space). */
export const LINK = /https?:\/\/[^\s<>"']+/g;

/** Escaped text with its http(s) addresses as links. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    out += esc(text.slice(last, m.index)) + `<a href="${esc(m[0])}">${esc(m[0])}</a>`;
    last = m.index + m[0].length;
  }
  return out + esc(text.slice(last));
}

/** The HTML part of a plain-text message: paragraphs at blank lines, line breaks kept, links clickable. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(linkify).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="font:15px/1.5 sans-serif">${paragraphs}</body></html>`;
}

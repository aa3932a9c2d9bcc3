import { htmlDom } from '../../../components/html-dom';

/** Setup names the tags a description may keep; these when it does not. */
const DEFAULT_TAGS = ['p', 'br', 'b', 'i', 'strong', 'em', 'ul', 'ol', 'li', 'a'];
export const DEFAULT_DESCRIPTION_LENGTH = 200;

export function allowedTags(setting: string | null | undefined): string[] {
  const tags = (setting ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => /^[a-z][a-z0-9]*$/.test(t));
  return tags.length ? tags : DEFAULT_TAGS;
}

/** Sanitised to the allowed tags within the storefront's allow-list (javascript: links and the like are dropped). */
export function sanitizeDescription(html: string, tags: readonly string[]): string {
  return htmlDom().sanitize(html, tags);
}

/**
 * Cuts sanitised HTML after `limit` characters of text, at a word boundary, keeping the
 * markup around the kept text well formed. Returns null when the text is not longer.
 */
export function truncateHtml(html: string, limit: number): string | null {
  const doc = htmlDom().document;
  const view = doc.defaultView;
  if (!view) throw new Error('truncateHtml needs a document with a window');
  const root = doc.createElement('div');
  root.innerHTML = html;
  const total = (root.textContent ?? '').length;
  if (total <= limit) return null;

  let budget = limit;
  const walker = doc.createTreeWalker(root, view.NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);

  let cutAt: Text | null = null;
  for (const text of texts) {
    if (cutAt) {
      text.remove();
      continue;
    }
    const value = text.data;
    if (value.length <= budget) {
      budget -= value.length;
      continue;
    }
    let kept = value.slice(0, budget);
    const space = kept.search(/\s\S*$/);
    if (space > budget * 0.6) kept = kept.slice(0, space);
    text.data = `${kept.replace(/[\s.,;:!?—–-]+$/u, '')}…`;
    cutAt = text;
  }
  // Drop elements left empty after the cut (a list item whose text went), so no bare bullets show.
  for (const el of [...root.querySelectorAll('*')].reverse()) {
    const afterCut = cutAt !== null && (cutAt.compareDocumentPosition(el) & view.Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    if ((el.tagName !== 'BR' || afterCut) && !el.textContent?.trim()) el.remove();
  }
  return root.innerHTML;
}

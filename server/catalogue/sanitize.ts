import sanitizeHtml from 'sanitize-html';

// Event descriptions and rules are operator HTML: keep formatting and links, drop
// scripts, handlers, styles and non-http(s) links. The client sanitises again (DOMPurify).
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'blockquote', 'span', 'div', 'small', 'sup', 'sub', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // Relative image paths (our own /images/…) stay; anything with a scheme was dropped above.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitised texts by their HTML. The kept afisha is rebuilt once a second while a stadium sells
 * and sanitising every event's description in four languages was three quarters of that build
 * (~9 ms of the event loop); the descriptions change only with the catalogue.
 */
const done = new Map<string, string>();
const KEPT = 5_000;

export function sanitize(html: string): string {
  let out = done.get(html);
  if (out === undefined) {
    out = sanitizeHtml(html, options);
    if (done.size >= KEPT) done.clear();
    done.set(html, out);
  }
  return out;
}

import createDOMPurify from 'dompurify';

// The one allow-list for HTML that operators write (event descriptions, rules, contacts,
// banners, consent texts): the server cleans it on output and the page cleans it again,
// both with DOMPurify and these lists, so the two fences cannot disagree. Formatting and
// links stay; scripts, handlers, styles and links to anything but http(s), mail and phone go.

export const HTML_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'blockquote', 'span', 'div', 'small', 'sup', 'sub', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th'] as const;

/** Attributes by tag: any other attribute goes. */
export const HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const ALL_ATTRIBUTES = [...new Set(Object.values(HTML_ATTRIBUTES).flat())];
/** A link's scheme, where it has one, is one of these; a path of the site has none. */
const LINK_SCHEMES = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// DOMPurify's own URI check, narrowed to the schemes above (relative paths pass).
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Cleans operator HTML; `onlyTags` narrows the allow-list further (a card's teaser). */
export type HtmlSanitizer = (html: string, onlyTags?: readonly string[]) => string;

type PurifyWindow = Parameters<typeof createDOMPurify>[0];

/** A sanitizer working in `window` (the browser's, or jsdom's on the server). */
export function htmlSanitizer(window: PurifyWindow): HtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (!HTML_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(name)) {
      data.keepAttr = false;
      return;
    }
    const value = data.attrValue.trim();
    // Protocol-relative addresses leave the site; images come from the site's own paths only.
    if ((name === 'href' || name === 'src') && value.startsWith('//')) data.keepAttr = false;
    else if (name === 'href' && ANY_SCHEME.test(value) && !LINK_SCHEMES.test(value)) data.keepAttr = false;
    else if (name === 'src' && ANY_SCHEME.test(value)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    // An image whose address was dropped shows nothing: it goes whole.
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.parentNode?.removeChild(node);
  });
  return (html, onlyTags) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: onlyTags ? HTML_TAGS.filter((t) => onlyTags.includes(t)) : [...HTML_TAGS],
      ALLOWED_ATTR: ALL_ATTRIBUTES,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

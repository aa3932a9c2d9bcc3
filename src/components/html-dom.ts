import { htmlSanitizer, type HtmlSanitizer } from '../../contract/html-policy';

/**
 * The DOM the page's HTML helpers work in: the storefront's one sanitizer
 * (contract/html-policy.ts, the server's too) and a document for parsing fragments.
 */
export type HtmlDom = { sanitize: HtmlSanitizer; document: Document };

let serverDom: HtmlDom | null = null;
let browserDom: HtmlDom | null = null;

/** The browser's, or on the server (src/entry-server.tsx) the one it made for rendering pages. */
export function htmlDom(): HtmlDom {
  return serverDom ?? (browserDom ??= { sanitize: htmlSanitizer(window), document });
}

/**
 * Node has no DOM: the server's render gives these helpers a window of its own (jsdom), so
 * that a description is sanitised and cut there exactly as the browser will.
 */
export function setServerHtmlWindow(window: Window & typeof globalThis): void {
  serverDom = { sanitize: htmlSanitizer(window), document: window.document };
}

/** An HTML fragment parsed into a document of its own (nothing in it runs or loads). */
export function parseHtml(html: string): Document {
  const view = htmlDom().document.defaultView;
  if (!view) throw new Error('parseHtml needs a document with a window');
  return new view.DOMParser().parseFromString(html, 'text/html');
}

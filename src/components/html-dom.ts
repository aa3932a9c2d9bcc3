import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The DOM the page's HTML helpers work in: DOMPurify and a document for parsing fragments. */
export type HtmlDom = { purify: Purifier; document: Document };

let serverDom: HtmlDom | null = null;

/** The browser's, or on the server (src/entry-server.tsx) the one it made for rendering pages. */
export function htmlDom(): HtmlDom {
  return serverDom ?? { purify: DOMPurify, document };
}

/**
 * Node has no DOM: the server's render gives these helpers a window of its own (jsdom), so
 * that a description is sanitised and cut there exactly as the browser will.
 */
export function setServerHtmlWindow(window: Window & typeof globalThis): void {
  serverDom = { purify: DOMPurify(window), document: window.document };
}

/** An HTML fragment parsed into a document of its own (nothing in it runs or loads). */
export function parseHtml(html: string): Document {
  const view = htmlDom().document.defaultView;
  if (!view) throw new Error('parseHtml needs a document with a window');
  return new view.DOMParser().parseFromString(html, 'text/html');
}

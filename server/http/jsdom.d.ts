// jsdom ships no types and @types/jsdom is not installed: the little the server and its tests use.
declare module 'jsdom' {
  export type JsdomOptions = {
    /** 'dangerously' runs the page's inline scripts (tests of the scripts a page carries). */
    runScripts?: 'dangerously' | 'outside-only';
    url?: string;
    /** Called with the window before the page is parsed: a test puts its stubs in place. */
    beforeParse?: (window: Window & typeof globalThis) => void;
  };
  export class JSDOM {
    constructor(html?: string, options?: JsdomOptions);
    readonly window: Window & typeof globalThis;
  }
}

import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { pageScripts } from './page-scripts';
import type { EarlyWindow } from './scripts/globals';

/** A page as the server sends it, its inline scripts run by jsdom; fetch is the test's. */
function run(html: string, fetch = vi.fn(() => Promise.resolve(new Response('{}')))) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'http://shop.test/',
    beforeParse(window) {
      window.fetch = fetch;
    },
  });
  return { window: dom.window as EarlyWindow & typeof globalThis, fetch };
}

describe('the scripts a page carries inline, as built from server/http/scripts', () => {
  it('early-gets starts the listed GETs in the page language and leaves them for the app', async () => {
    const { earlyGets } = await pageScripts();
    const { window, fetch } = run(
      `<!doctype html><html lang="kk"><head><script id="early-gets" type="application/json">["/api/afisha?lang=kz"]</script><script>${earlyGets}</script></head><body></body></html>`,
    );
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/afisha?lang=kz', {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'kk' },
      credentials: 'same-origin',
      priority: 'high',
    });
    expect(Object.keys(window.__earlyGets ?? {})).toEqual(['/api/afisha?lang=kz']);
    await expect(window.__earlyGets?.['/api/afisha?lang=kz']).resolves.toBeInstanceOf(Response);
  });

  it('early-taps keeps taps on buttons in #root until the app stops it, and lets the rest through', async () => {
    const { earlyTaps } = await pageScripts();
    const { window } = run(
      `<!doctype html><html><head><script>${earlyTaps}</script></head><body><div id="root"><button id="date"><span id="day">5</span></button><a id="link" href="#x">x</a></div><button id="outside">o</button></body></html>`,
    );
    const doc = window.document;
    const reached: string[] = [];
    for (const id of ['date', 'outside']) doc.getElementById(id)!.addEventListener('click', () => reached.push(id));
    doc.getElementById('day')!.click();
    doc.getElementById('outside')!.click();
    doc.getElementById('link')!.click();
    // The tap on the date (on its inner text) is kept, not delivered; the one outside #root goes through.
    expect(window.__earlyTaps?.map((e) => e.id)).toEqual(['date']);
    expect(reached).toEqual(['outside']);
    window.__stopEarlyTaps?.();
    doc.getElementById('date')!.click();
    expect(reached).toEqual(['outside', 'date']);
    expect(window.__earlyTaps).toHaveLength(1);
  });

  it('cannot end its <script> element early', async () => {
    const scripts = await pageScripts();
    for (const code of Object.values(scripts)) {
      expect(code).not.toMatch(/<\/script/i);
      expect(code.length).toBeGreaterThan(100);
    }
  });
});

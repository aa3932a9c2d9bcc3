import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { htmlSanitizer } from '../../contract/html-policy';
import { sanitize } from './sanitize';

describe('description sanitising', () => {
  it('drops scripts, handlers and javascript: links, keeps formatting', () => {
    const out = sanitize('<p>Hi <b>there</b></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://ok.example">ok</a>');
    expect(out).toContain('<p>Hi <b>there</b></p>');
    expect(out).not.toMatch(/script|onerror|javascript:/i);
    expect(out).toContain('href="https://ok.example"');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitize('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('the server cleans with the page\'s allow-list', () => {
  it('keeps what contract/html-policy keeps, and drops what the page would drop', () => {
    const html = '<h3 class="k" id="i">h</h3><img src="https://x.example/a.png"><a href="ftp://x.example">f</a><svg><circle r="1"/></svg>';
    expect(sanitize(html)).toBe(htmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis)(html));
    expect(sanitize(html)).toBe('<h3>h</h3><a>f</a>');
  });
});

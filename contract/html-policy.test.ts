// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlSanitizer } from './html-policy';

// The server's fence (a jsdom window of its own) and the page's (the document's window) are
// one library with one allow-list: what one keeps, the other keeps, byte for byte.
const sanitize = htmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
const page = htmlSanitizer(window);
const samples = [
  '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><style>p{}</style></p>',
  '<a href="javascript:alert(1)">x</a><a href="https://ok.example" target="_blank">ok</a><a href="//evil.example">pr</a>',
  '<a href="mailto:a@b.example">m</a><a href="tel:+7700">t</a><a href="/rules">r</a><a href="ftp://x.example">f</a>',
  '<img src="/images/a.png" alt="a" onerror="x()"><img src="https://x.example/a.png"><img src="data:image/png;base64,AA">',
  '<table><tbody><tr><td colspan="2" style="color:red" data-x="1">c</td></tr></tbody></table><iframe src="https://x.example"></iframe>',
  '<svg><circle r="1"/></svg><form><input name="a"></form><h1>h1</h1><h3 class="k" id="i">h3</h3>',
];

describe('one HTML allow-list on the server and in the page', () => {
  it('both fences give the same text for hostile and ordinary HTML', () => {
    for (const html of samples) expect(page(html)).toBe(sanitize(html));
  });

  it('keeps formatting, http(s)/mail/phone links and the site\'s images; drops scripts, handlers, styles and other schemes', () => {
    const out = samples.map((s) => sanitize(s)).join('\n');
    expect(out).toContain('<p>Hi <b>there</b></p>');
    expect(out).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(out).toContain('<a href="mailto:a@b.example">m</a><a href="tel:+7700">t</a><a href="/rules">r</a><a>f</a>');
    expect(out).toContain('<img src="/images/a.png" alt="a">');
    expect(out).toContain('<td colspan="2">c</td>');
    expect(out).toContain('<a>pr</a>');
    expect(out).not.toMatch(/script|onclick|onerror|style|data-x|javascript:|iframe|svg|<input|<form|class=|id=|x\.example\/a\.png|data:image|<h1/i);
  });

  it('a narrower list (a card\'s teaser) keeps only its tags', () => {
    expect(page('<p>a <b>b</b> <u>u</u></p>', ['p', 'b', 'script'])).toBe('<p>a <b>b</b> u</p>');
  });
});

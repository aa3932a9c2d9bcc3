// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlDom } from './html-dom';

describe('the page\'s HTML fence', () => {
  it('uses the storefront\'s allow-list, as the server does, not DOMPurify\'s default', () => {
    // DOMPurify's default list kept all four: classes and ids, a remote image, an ftp link, SVG.
    const html = '<h3 class="k" id="i">h</h3><img src="https://x.example/a.png"><a href="ftp://x.example">f</a><svg><circle r="1"/></svg>';
    expect(htmlDom().sanitize(html)).toBe('<h3>h</h3><a>f</a>');
  });
});

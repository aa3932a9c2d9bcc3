// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allowedTags, sanitizeDescription, truncateHtml } from './description';

describe('event descriptions', () => {
  it('keep only the tags setup allows, and no scripts, handlers or javascript: links', () => {
    const tags = allowedTags('p, b ,a,<x>,');
    expect(tags).toEqual(['p', 'b', 'a']);
    const html = sanitizeDescription('<p onclick="x()">Hi <b>there</b> <i>you</i><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.example">ok</a></p>', tags);
    expect(html).toBe('<p>Hi <b>there</b> you<a>x</a><a href="https://ok.example">ok</a></p>');
    expect(allowedTags(null)).toContain('li');
  });

  it('cut the text at a word, keeping the markup well formed and dropping emptied elements', () => {
    const html = '<p>Первая строка текста <b>жирный кусок</b> и хвост.</p><ul><li>пункт один</li><li>пункт два</li></ul>';
    const short = truncateHtml(html, 30)!;
    const el = document.createElement('div');
    el.innerHTML = short;
    expect(el.textContent).toBe('Первая строка текста жирный…');
    expect(el.querySelector('ul')).toBeNull();
    expect(truncateHtml(html, 500)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
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

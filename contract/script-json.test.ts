import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('cannot close its <script> element and round-trips through JSON.parse', () => {
    const value = { title: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c', n: 1 };
    const text = scriptJson(value);
    expect(text).not.toContain('</script');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

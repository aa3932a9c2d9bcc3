import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './rule-text';

describe('rules text', () => {
  it('drops a leading heading that repeats a title, whatever its case, spaces and markup', () => {
    expect(withoutRepeatedTitle(' <h2 class="x">Правила  покупки <b>билетов</b></h2><p>Текст</p>', ['Правила покупки билетов'])).toBe('<p>Текст</p>');
    expect(withoutRepeatedTitle('<H1>privacy policy</H1><p>x</p>', ['Other', 'Privacy Policy'])).toBe('<p>x</p>');
  });

  it('keeps other headings, a heading further down, and texts without one', () => {
    expect(withoutRepeatedTitle('<h2>Возврат</h2><p>x</p>', ['Правила'])).toBe('<h2>Возврат</h2><p>x</p>');
    expect(withoutRepeatedTitle('<p>x</p><h2>Правила</h2>', ['Правила'])).toBe('<p>x</p><h2>Правила</h2>');
    expect(withoutRepeatedTitle('<h2></h2><p>x</p>', [''])).toBe('<h2></h2><p>x</p>');
    expect(withoutRepeatedTitle('', ['Правила'])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { languages } from '../../contract/lang';
import { catalogue, msg, render, type MessageKey } from './messages';
import { en, ru } from './plural';

describe('refusal texts', () => {
  it('Russian nouns agree with the count (one / few / many)', () => {
    const ticket = (n: number) => `${n} ${ru(n, 'билет', 'билета', 'билетов')}`;
    expect([1, 3, 5, 11, 21, 22, 25, 101, 111].map(ticket)).toEqual([
      '1 билет', '3 билета', '5 билетов', '11 билетов', '21 билет', '22 билета', '25 билетов', '101 билет', '111 билетов',
    ]);
    expect(ticket(1.5)).toBe('1.5 билета');
    expect([1, 2].map((n) => en(n, 'ticket', 'tickets'))).toEqual(['ticket', 'tickets']);
  });

  it('renders a message with its parameters in each language', () => {
    const m = msg('categoryRange', { min: 2, max: 4 });
    expect(languages.map((l) => render(m, l))).toEqual([
      'Билетов одной категории в заказе может быть от 2 до 4',
      'One category takes from 2 to 4 tickets per order',
      'Тапсырыстағы бір санаттың билеттері кемінде 2, ең көбі 4 болуы керек',
      '每个票种每单可购买2至4张票',
    ]);
    expect(render(msg('confirmLinkExpired', { hours: 24 }), 'ru')).toContain('действует 24 часа');
  });

  it('every message is written in every language, none left in English', () => {
    // Every parameter any message takes, so that each one renders.
    const params = { limit: 2, min: 1, max: 5, field: 'name', code: -9997, hours: 24, ticket: 1, problem: 'docNum' };
    for (const key of Object.keys(catalogue) as MessageKey[]) {
      const texts = (catalogue[key] as (p: unknown) => Record<string, string>)(params);
      expect(texts.en, key).toMatch(/^[^А-Яа-яЁё]+$/);
      expect(texts.ru, key).toMatch(/[А-Яа-яЁё]/);
      expect(texts.kz, key).toMatch(/[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/);
      expect(texts.ch, key).toMatch(/[\u4e00-\u9fff]/);
      expect(texts.kz, key).not.toBe(texts.ru);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { demoNames } from './seat-names';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

describe('the demo hall seat names', () => {
  it('names a seat with its row, and a seat numbered by place without a row word, in every language', () => {
    expect(demoNames(i18n.t).seatName('Партер', '3', '12')).toBe('Партер, ряд 3, место 12');
    const noRow = ['ru', 'en', 'kk', 'zh'].map((lang) => demoNames(i18n.getFixedT(lang)).seatName('Ложа', '', '7'));
    expect(noRow).toEqual(['Ложа, место 7', 'Ложа, seat 7', 'Ложа, 7-орын', 'Ложа，7座']);
  });
});

import { describe, expect, it } from 'vitest';
import { priceRowSchema, schemeSeatSchema } from './booking';
import { resultCode } from './envelope';
import { localized, parseLang } from './lang';
import { flag, int, num } from './primitives';
import { setupSchema } from './setup';

describe('contract primitives', () => {
  it('coerce numeric strings and reject garbage', () => {
    expect(num.parse('2100')).toBe(2100);
    expect(num.parse(' 12.5 ')).toBe(12.5);
    expect(int.parse('-99999')).toBe(-99999);
    expect(num.safeParse('12abc').success).toBe(false);
    expect(num.safeParse('').success).toBe(false);
    expect(int.safeParse('1.5').success).toBe(false);
    expect(flag.parse('1')).toBe(1);
    expect(flag.parse(true)).toBe(1);
    expect(flag.parse('0')).toBe(0);
  });

  it('parse a price row as the platform sends it, tolerating unknown fields', () => {
    const row = priceRowSchema.parse({
      zonelevel_id: '3', clientcategory_id: '1', action_day: '26.07.2025', price: '2100', priceservise: '0', action_id: '77',
      category_ru: 'Взрослый', zonelevel_ru: 'Партер', passagequant: '1', needprice: '0', pricetype_id: '1', useproculture: '0',
      minlimit: '0', maxlimit: '1000', usecard: '1', usepromo: '0', some_future_field: { x: 1 },
    });
    expect(row).toMatchObject({ price: 2100, priceservise: 0, maxlimit: 1000, useproculture: 0, category_ru: 'Взрослый' });
    expect(row).not.toHaveProperty('some_future_field');
  });

  it('accept quantity as a number or a string', () => {
    const seat = { seat_id: 1, sector: '2', row: '3', seat: '4', st_id: '-1', limit: 10, seat_name: 'x', cat: '21' };
    expect(schemeSeatSchema.parse({ ...seat, quant: 5 }).quant).toBe(5);
    expect(schemeSeatSchema.parse({ ...seat, quant: '5' }).quant).toBe(5);
  });

  it('fill setup defaults for a sparse setup', () => {
    const s = setupSchema.parse({ app: {}, db: {}, date: '2026-01-01' });
    expect(s.app.language).toBe('ru');
    expect(s.captcha.enabled).toBe(0);
    expect(s.db.rules).toEqual([]);
  });
});

describe('result codes', () => {
  it('treat a missing code as -9999 and "0" as success', () => {
    expect(resultCode({})).toBe(-9999);
    expect(resultCode(null)).toBe(-9999);
    expect(resultCode({ errorCode: '0' })).toBe(0);
    expect(resultCode({ errorCode: '-1001' })).toBe(-1001);
    expect(resultCode({ errorCode: 'garbage' })).toBe(-9999);
  });
});

describe('languages', () => {
  it('fall back from the asked language to English, then Russian', () => {
    expect(localized({ name_ru: 'Имя', name_en: 'Name', name_ch: '' }, 'name', 'ch')).toBe('Name');
    expect(localized({ name_ru: 'Имя' }, 'name', 'kz')).toBe('Имя');
    expect(parseLang('xx')).toBe('ru');
    expect(parseLang('kz')).toBe('kz');
  });
});

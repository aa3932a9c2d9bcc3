import { describe, expect, it } from 'vitest';
import { priceRowSchema } from '../../../../contract/booking';
import { serviceFee, zonePrice } from './seat-price';

const row = (over: Record<string, unknown>) =>
  priceRowSchema.parse({ action_id: 1, clientcategory_id: 11, zonelevel_id: 21, pricetype_id: 1, price: '1000', zonelevel_ru: 'Партер', zonelevel_en: 'Stalls', ...over });

describe('seat prices from the price list', () => {
  const rows = [
    row({ price_id: 1, price: '2500', priceservise: '100', useproculture: '2' }),
    row({ price_id: 2, price: '2000', priceservise: '0', useproculture: '0' }),
    row({ price_id: 3, price: '3500', pricetype_id: 2 }),
    row({ price_id: 4, price: '900', zonelevel_id: 22, priceservise: '5', currency_id: 2 }),
  ];

  it('takes the highest row of the zone for the session price type', () => {
    expect(zonePrice(rows, 1, 21, 'bank', 'en')).toEqual({ price: 2500, priceservise: 100, category: 'Stalls' });
    expect(zonePrice(rows, 2, 21, 'bank', 'ru')?.price).toBe(3500);
  });

  it('skips rows the chosen card may not pay', () => {
    expect(zonePrice(rows, 1, 21, 'pushkin', 'ru')?.price).toBe(2000);
    expect(zonePrice([row({ useproculture: '1' })], 1, 21, 'bank', 'ru')).toBeNull();
  });

  it('turns a percent fee into money', () => {
    expect(zonePrice(rows, 1, 22, 'bank', 'ru')?.priceservise).toBe(45);
    expect(serviceFee({ price: 333, priceservise: 5, currency_id: 2 })).toBe(16.65);
  });

  it('is null for a zone without rows', () => {
    expect(zonePrice(rows, 1, 99, 'bank', 'ru')).toBeNull();
  });
});

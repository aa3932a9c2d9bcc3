import { describe, expect, it } from 'vitest';
import { priceRowSchema } from '../../../../contract/booking';
import { sessionZones } from './session-zones';

const row = (zonelevel_id: number, price: number, extra: Record<string, unknown> = {}) =>
  priceRowSchema.parse({ action_id: 1, clientcategory_id: 1, zonelevel_id, price, pricetype_id: 5, zonelevel_ru: `Зона ${zonelevel_id}`, zonelevel_en: `Zone ${zonelevel_id}`, ...extra });

describe('sessionZones', () => {
  it('keeps the bank-card zones of the price type, each at its dearest price, dearest first', () => {
    const zones = sessionZones([row(1, 500), row(1, 900), row(2, 1500), row(3, 100, { useproculture: 1 }), row(4, 2000, { pricetype_id: 6 })], 5, 'en');
    expect(zones).toEqual([{ id: 2, label: 'Zone 2', price: 1500 }, { id: 1, label: 'Zone 1', price: 900 }]);
  });
});

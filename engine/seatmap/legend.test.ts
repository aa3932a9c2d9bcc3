import { describe, expect, it } from 'vitest';
import { categoryColorsOf, priceLegend } from './legend';

describe('price legend (docs/product/scheme.md)', () => {
  it('lists per zone colour the maximum price, sorted descending', () => {
    const legend = priceLegend([
      { color: '#c0392b', price: 3000 },
      { color: '#2980b9', price: 1500 },
      { color: '#C0392B', price: 5000 },
      { color: '#16a085', price: 2500 },
      { color: '#2980b9', price: 900 },
    ]);
    expect(legend).toEqual([
      { color: '#c0392b', maxPrice: 5000 },
      { color: '#16a085', maxPrice: 2500 },
      { color: '#2980b9', maxPrice: 1500 },
    ]);
  });

  it('is empty for no zones and skips prices that are not numbers', () => {
    expect(priceLegend([])).toEqual([]);
    expect(priceLegend([{ color: '#111', price: Number.NaN }])).toEqual([]);
  });

  it('maps zone ids to colours for the renderer', () => {
    expect(categoryColorsOf([{ zonelevel_id: 21, color: '#8e44ad' }])).toEqual(new Map([[21, '#8e44ad']]));
  });
});

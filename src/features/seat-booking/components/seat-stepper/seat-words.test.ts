import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../../../../../engine';
import { i18n } from '../../../../i18n/i18n';
import { seatOptionLabel } from './seat-words';

describe('a seat as a screen reader hears it', () => {
  const ru = i18n.getFixedT('ru');
  const en = i18n.getFixedT('en');
  const seat = { sector: 'Партер', row: '3', seat: '12', price: '2 500 ₽' };

  it('says sector, row, number, price and status', () => {
    expect(seatOptionLabel(ru, { ...seat, status: SeatStatus.free })).toBe('Партер, ряд 3, место 12, 2 500 ₽, свободно');
    expect(seatOptionLabel(ru, { ...seat, status: SeatStatus.selected })).toBe('Партер, ряд 3, место 12, 2 500 ₽, в корзине');
    expect(seatOptionLabel(en, { ...seat, sector: 'Stalls', price: '₽2,500', status: SeatStatus.free })).toBe('Stalls, row 3, seat 12, ₽2,500, free');
  });

  it('offers no price for a taken seat, and says when the card cannot pay for a free one', () => {
    expect(seatOptionLabel(ru, { ...seat, price: null, status: SeatStatus.unavailable })).toBe('Партер, ряд 3, место 12, занято');
    expect(seatOptionLabel(ru, { ...seat, price: null, status: SeatStatus.free })).toBe('Партер, ряд 3, место 12, нельзя оплатить выбранной картой, свободно');
    expect(seatOptionLabel(ru, { ...seat, row: '', price: null, status: SeatStatus.unavailable })).toBe('Партер, место 12, занято');
  });
});

import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../../../../../engine';
import { i18n, loadLanguage } from '../../../../i18n/i18n';
import { i18nCode } from '../../../../i18n/languages';
import { SeatKind } from '../../../../../contract/seat-kind';
import { seatKindText, seatOptionLabel } from './seat-words';

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

  it('says what the seat is for, in each of the four languages', async () => {
    await Promise.all([loadLanguage('kz'), loadLanguage('ch')]);
    const kinds = SeatKind.wheelchair;
    expect(seatOptionLabel(ru, { ...seat, kinds, status: SeatStatus.free })).toBe('Партер, ряд 3, место 12, место для коляски, 2 500 ₽, свободно');
    expect(seatOptionLabel(en, { ...seat, kinds: SeatKind.companion, status: SeatStatus.free })).toContain('companion seat');
    expect(seatKindText(i18n.getFixedT(i18nCode.kz), kinds)).toBe('арбаға арналған орын');
    expect(seatKindText(i18n.getFixedT(i18nCode.ch), kinds)).toBe('轮椅位');
    expect(seatKindText(ru, SeatKind.aisle | SeatKind['hearing-loop'])).toBe('у прохода, индукционная петля');
    expect(seatKindText(ru, 0)).toBe('');
  });
});

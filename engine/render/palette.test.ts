import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { twoSectorHall } from '../testing/synthetic-hall';
import { buildPalette, categoryColor, darken, parseHex, seatColors, seatKey, textColorOn } from './palette';

describe('palette', () => {
  it('maps status and zone to a colour', () => {
    const model = twoSectorHall();
    const palette = buildPalette(model, new Map([[21, '#8e44ad']]));
    const color = (i: number) => palette.colors[seatKey(palette, model.status, i)];
    expect(color(0)).toBe('#8e44ad');
    expect(color(20)).toBe(seatColors.free);
    model.status[0] = SeatStatus.selected;
    expect(color(0)).toBe(seatColors.selected);
    model.status[0] = SeatStatus.unavailable;
    expect(color(0)).toBe(seatColors.unavailable);
    expect(categoryColor(palette, 21)).toBe('#8e44ad');
    expect(categoryColor(palette, 99)).toBe(seatColors.free);
  });

  it('keeps selected distinct from every zone colour and from unavailable', () => {
    expect(seatColors.selected).not.toBe(seatColors.unavailable);
    expect(seatColors.selected).not.toBe(seatColors.free);
  });

  it('reads hex colours and picks readable text', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#16a085')).toEqual([22, 160, 133]);
    expect(parseHex('red')).toBeNull();
    expect(textColorOn('#f1c40f')).toBe('#1d1d1f');
    expect(textColorOn('#2c3e50')).toBe('#ffffff');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
  });
});

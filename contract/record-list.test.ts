import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemeMapSchema, schemeSeatSchema } from './booking';
import { int, text } from './primitives';
import { recordList } from './record-list';

const seat = (i: number) => ({ seat_id: i, sector: 1, row: '3', seat: String(i), st_id: 0, quant: 1, limit: 10, seat_name: `ряд 3, место ${i}`, cat: 2 });
const map = (seats: unknown) => ({ svg: '<svg/>', sectors: [], seat_numbers: seats, seat_stand: [], zones: [] });

describe('recordList: a long list of flat records', () => {
  it('takes a list that already holds what zod gives back as it is, without a second copy', () => {
    const seats = Array.from({ length: 1000 }, (_, i) => seat(i + 1));
    const parsed = schemeMapSchema.parse(map(seats));
    expect(parsed.seat_numbers).toBe(seats);
    expect(parsed.seat_numbers).toEqual(z.array(schemeSeatSchema).parse(seats));
  });

  it('turns numbers sent as strings, as zod does for each record', () => {
    const seats = [seat(1), { ...seat(2), quant: '1', seat_id: '2' }];
    const parsed = schemeMapSchema.parse(map(seats));
    expect(parsed.seat_numbers).toEqual(z.array(schemeSeatSchema).parse(seats));
    expect(parsed.seat_numbers[1]!.seat_id).toBe(2);
  });

  it('refuses what zod refuses, with the same issue at the same place', () => {
    for (const bad of [{ ...seat(4), quant: 1.5 }, { ...seat(4), row: 3 }, { ...seat(4), cat: undefined }, null, 'seat']) {
      const seats = [seat(1), seat(2), seat(3), bad];
      const ours = schemeMapSchema.safeParse(map(seats));
      const zods = z.object({ seat_numbers: z.array(schemeSeatSchema) }).safeParse({ seat_numbers: seats });
      expect(ours.success).toBe(false);
      expect(ours.error!.issues.map((i) => [i.path, i.code, i.message])).toEqual(zods.error!.issues.map((i) => [i.path, i.code, i.message]));
    }
    expect(schemeMapSchema.safeParse(map({ length: 1 })).success).toBe(false);
    expect(schemeMapSchema.safeParse(map(Number.MAX_SAFE_INTEGER + 2)).success).toBe(false);
  });

  it('a record with a field of another kind is checked by zod alone', () => {
    const item = z.object({ id: int, name: text, price: z.number() });
    const list = [{ id: 1, name: 'a', price: 2 }];
    expect(recordList(item).parse(list)).not.toBe(list);
    expect(recordList(item).parse(list)).toEqual(list);
  });
});

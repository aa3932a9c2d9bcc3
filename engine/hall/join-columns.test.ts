import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import type { Hall, L10n } from '../../fixtures/halls';
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import { parseHallDocument } from '../hall-transfer/hall-document';
import { unpackStrings } from '../hall-transfer/string-column';
import { joinColumns } from './join-columns';
import { SeatStatus, type HallGeometry } from './model';

const HASH = '0123456789abcdef0123456789abcdef';

/** The geometry document as server/catalogue/geometry.ts writes it: seats and stands by seat_id. */
function documentOf(hall: Hall): string {
  const places = [
    ...hall.seats.map((s) => ({ id: s.seat_id, sector: s.sector_id, row: s.row, seat: s.seat, cat: s.zonelevel_id, stand: 0 })),
    ...hall.stands.map((s) => ({ id: s.seat_id, sector: s.sector_id, row: '', seat: '', cat: s.zonelevel_id, stand: 1 })),
  ].sort((a, b) => a.id - b.id);
  const names = (n: L10n) => ({ name_ru: n.ru ?? '', name_en: n.en ?? '', name_kz: n.kz ?? '', name_ch: n.ch ?? '' });
  return JSON.stringify({
    response: {
      hash: HASH,
      svg: hall.svg,
      ...hall.meta,
      sectors: hall.sectors.map((s) => ({ sector_id: s.sector_id, ...names(s.name), total: 0 })),
      seats: {
        ids: places.map((p) => p.id),
        sector: places.map((p) => p.sector),
        row: places.map((p) => p.row),
        seat: places.map((p) => p.seat),
        cat: places.map((p) => p.cat),
        stand: places.map((p) => p.stand),
      },
      stands: places.flatMap((p, index) => (p.stand ? [{ index, ...names(hall.stands.find((s) => s.seat_id === p.id)!.name) }] : [])),
      words: { ru: { row: 'ряд', seat: 'место' }, en: { row: 'row', seat: 'seat' }, kz: { row: 'қатар', seat: 'орын' }, ch: { row: '排', seat: '座' } },
    },
  });
}

function read(hall: Hall) {
  const doc = parseHallDocument(documentOf(hall), HASH);
  const g = doc.geometry;
  const indexOf = new Map<number, number>();
  g.ids.forEach((id, i) => indexOf.set(id, i));
  const geometry: HallGeometry = { ...g, rowLabel: unpackStrings(g.rowLabel), numberText: unpackStrings(g.numberText), indexOf };
  return { doc, geometry };
}

describe('the hall geometry document and the availability joined by seat index', () => {
  const hall = fixtureHall('theatre');

  it('joins every drawn seat to the server list by seat_id, once', () => {
    const { doc, geometry } = read(hall);
    const { columns } = doc;
    expect(doc.meta.seatCount).toBe(hall.seats.length + hall.stands.length);
    for (let i = 0; i < geometry.seatCount; i++) {
      const k = columns.serverIndex[i]!;
      expect(columns.ids[k]).toBe(geometry.ids[i]);
      expect(columns.drawnIndex[k]).toBe(i);
    }
    // Standing places are not seats of the drawing.
    for (let k = 0; k < doc.meta.seatCount; k++) if (columns.stand[k]) expect(columns.drawnIndex[k]).toBe(-1);
  });

  it('gives each status to its seat, standing places their places left, names in the language', () => {
    const { doc, geometry } = read(hall);
    const n = doc.meta.seatCount;
    const statuses = Uint8Array.from({ length: n }, (_, k) => k % 4);
    const standIndex = Array.from(doc.columns.stand).indexOf(1);
    const model = joinColumns(geometry, { columns: doc.columns, meta: doc.meta, statuses, stands: [[standIndex, 7]], limit: 5, lang: 'en' });
    for (let i = 0; i < model.seatCount; i++) {
      const k = doc.columns.serverIndex[i]!;
      expect(model.status[i]).toBe(statuses[k] === S.free ? SeatStatus.free : SeatStatus.unavailable);
      expect(model.cat[i]).toBe(doc.columns.cat[k]);
    }
    const seat = hall.seats[10]!;
    const i = model.indexOf.get(seat.seat_id)!;
    expect(model.row[i]).toBe(seat.row);
    expect(model.seat[i]).toBe(seat.seat);
    expect(model.seatName[i]).toBe(`${hall.sectors.find((s) => s.sector_id === seat.sector_id)!.name.en}, row ${seat.row}, seat ${seat.seat}`);
    const stand = model.standData.get(doc.columns.ids[standIndex]!)!;
    expect(stand).toMatchObject({ quant: 7, limit: 5 });
  });

  it("makes no seat's labels at the join: each is looked up when read, the list's, else the drawing's", () => {
    const { doc, geometry } = read(hall);
    const reads = { row: 0, seat: 0 };
    const counted = (values: string[], which: keyof typeof reads) =>
      new Proxy(values, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads[which]++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    // One seat the list knows without a row label, one the list does not know at all.
    const rowCodes = doc.columns.row.codes.slice();
    const blank = doc.columns.row.table.length;
    const columns = { ...doc.columns, row: { table: [...doc.columns.row.table, ''], codes: rowCodes }, serverIndex: doc.columns.serverIndex.slice() };
    rowCodes[columns.serverIndex[3]!] = blank;
    columns.serverIndex[5] = -1;
    const g = { ...geometry, rowLabel: counted(geometry.rowLabel, 'row'), numberText: counted(geometry.numberText, 'seat') };
    const model = joinColumns(g, { columns, meta: doc.meta, statuses: new Uint8Array(doc.meta.seatCount), stands: [], limit: 5, lang: 'ru' });
    expect(reads).toEqual({ row: 0, seat: 0 });
    expect(model.row[3]).toBe(geometry.rowLabel[3]);
    expect(model.row[5]).toBe(geometry.rowLabel[5]);
    expect(model.seat[5]).toBe(geometry.numberText[5]);
    expect(model.row[7]).toBe(doc.columns.row.table[doc.columns.row.codes[doc.columns.serverIndex[7]!]!]);
    expect(model.seat[7]).toBe(doc.columns.seat.table[doc.columns.seat.codes[doc.columns.serverIndex[7]!]!]);
    // Only the seats without the list's label read the drawing's.
    expect(reads).toEqual({ row: 2, seat: 1 });
    expect(model.row.length).toBe(model.seatCount);
    expect([...model.seat].slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => model.seat[i]));
  });

  it('names a seat with no row (numbered by place) without a row word', () => {
    const placed: Hall = { ...hall, seats: hall.seats.map((s, k) => (k === 10 ? { ...s, row: '' } : s)) };
    const { doc, geometry } = read(placed);
    const model = joinColumns(geometry, { columns: doc.columns, meta: doc.meta, statuses: new Uint8Array(doc.meta.seatCount), stands: [], limit: 5, lang: 'ru' });
    const seat = placed.seats[10]!;
    const i = model.indexOf.get(seat.seat_id)!;
    expect(model.seatName[i]).toBe(`${placed.sectors.find((s) => s.sector_id === seat.sector_id)!.name.ru}, место ${seat.seat}`);
  });

  it('refuses availability of another hall size, a document of another hash, and a malformed one', () => {
    const { doc, geometry } = read(hall);
    expect(() => joinColumns(geometry, { columns: doc.columns, meta: doc.meta, statuses: new Uint8Array(3), stands: [], limit: 5, lang: 'ru' })).toThrow(RangeError);
    expect(() => parseHallDocument(documentOf(hall), 'f'.repeat(32))).toThrow(/not f/);
    expect(() => parseHallDocument('{"response":{"hash":"x"}}', 'x')).toThrow(/malformed/);
    expect(() => parseHallDocument('not json', HASH)).toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemeMapSchema } from '../../../contract/booking';
import { SeatStatus } from '../../../engine';
import { parseHallSvg } from '../../../engine';
import { readExport } from '../../../fixtures/exports';
import { readVenue } from '../../../fixtures/halls/venues';
import { OWN_HALL_ZONE, schemeMapForGeometry } from '../../features/hall-loading';
import { DemoLoadError, MAX_FILE_BYTES, loadSource } from './load-source';

// A visitor's own hall: a design-tool export in the server's convention, picked as a file
// or fetched by ?src=, with no seat data beside it.

const names = { seatName: (sector: string, row: string, seat: string) => `${sector} ${row}-${seat}`, zoneName: 'Own' };
const { svg } = readExport('inkscape-hall');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the demo's own-hall data", () => {
  it('puts every drawn seat and standing area on sale in one zone, in the contract shape', () => {
    const geometry = parseHallSvg(svg);
    const map = schemeMapForGeometry(geometry, svg, names);
    expect(() => schemeMapSchema.parse(map)).not.toThrow();
    expect(map.seat_numbers).toHaveLength(geometry.seatCount);
    expect(map.seat_stand).toHaveLength(geometry.stands.length);
    expect(new Set(map.seat_numbers.map((s) => s.cat))).toEqual(new Set([OWN_HALL_ZONE]));
    expect(map.seat_numbers.every((s) => s.quant === 1 && s.seat !== '' && s.seat_name.includes(s.seat))).toBe(true);
  });
});

describe('loadSource for a file and an address', () => {
  it('reads a picked file into a model with every seat free', async () => {
    const file = new File([svg], 'hall.svg', { type: 'image/svg+xml' });
    const hall = await loadSource({ kind: 'file', file }, 'ru', names, new AbortController().signal, () => {});
    expect(hall.model.seatCount).toBe(parseHallSvg(svg).seatCount);
    expect([...hall.model.status].every((s) => s === SeatStatus.free)).toBe(true);
    expect(hall.zones).toHaveLength(1);
  });

  it('turns a hostile file into the parse error code, not a crash', async () => {
    const hostile = '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    const file = new File([hostile], 'hall.svg');
    const error = await loadSource({ kind: 'file', file }, 'ru', names, new AbortController().signal, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DemoLoadError);
    expect((error as DemoLoadError).code).toBe('entity');
  });

  it('fetches ?src= without credentials, and reports an unreachable address as fetch-failed', async () => {
    const fetch = vi.fn(async () => new Response(svg, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const phases: string[] = [];
    const hall = await loadSource({ kind: 'src', url: 'https://example.org/hall.svg' }, 'ru', names, new AbortController().signal, (p) => phases.push(p));
    expect(hall.model.seatCount).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledWith('https://example.org/hall.svg', expect.objectContaining({ credentials: 'omit' }));
    expect(phases).toEqual(['fetch', 'parse']);

    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    const error = await loadSource({ kind: 'src', url: 'https://example.org/x.svg' }, 'ru', names, new AbortController().signal, () => {}).catch((e: unknown) => e);
    expect((error as DemoLoadError).code).toBe('fetch-failed');
  });

  it('imports a drawing whose seats are not marked yet, opens what it found and keeps the report', async () => {
    const file = new File([readVenue('corel-unmarked')], 'club.svg', { type: 'image/svg+xml' });
    const phases: string[] = [];
    const hall = await loadSource({ kind: 'file', file }, 'en', names, new AbortController().signal, (p) => phases.push(p));
    expect(phases).toEqual(['parse', 'import']);
    expect(hall.model.seatCount).toBe(128);
    expect(hall.imported?.seats).toBe(128);
    expect(hall.imported?.duplicates).toHaveLength(1);
    // Numbers come from the drawing: seat 1 of the stalls' row 1 is «1», and on sale.
    const i = hall.model.indexOf.get(1)!;
    expect([hall.model.row[i], hall.model.seat[i], hall.model.status[i]]).toEqual(['1', '1', SeatStatus.free]);
    expect(hall.model.seatName[i]).toBe('ПАРТЕР 1-1');
  });

  it('says when a drawing has nothing like seats in it', async () => {
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'], 'empty.svg');
    const error = await loadSource({ kind: 'file', file }, 'ru', names, new AbortController().signal, () => {}).catch((e: unknown) => e);
    expect((error as DemoLoadError).code).toBe('no-seat-shapes');
  });

  it('refuses a drawing moved out of any screen, and a file past the size limit without reading it', async () => {
    const body = Array.from({ length: 40 }, (_, k) => `<circle cx="${(k % 10) * 30 + 20}" cy="${Math.floor(k / 10) * 30 + 20}" r="10"/>`).join('');
    const far = new File([`<svg xmlns="http://www.w3.org/2000/svg"><g transform="translate(1e308)">${body}</g></svg>`], 'far.svg');
    const error = await loadSource({ kind: 'file', file: far }, 'ru', names, new AbortController().signal, () => {}).catch((e: unknown) => e);
    expect((error as DemoLoadError).code).toBe('out-of-range');

    const big = new File(['<svg/>'], 'big.svg');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    big.text = () => Promise.reject(new Error('a file past the limit must not be read'));
    const tooLarge = await loadSource({ kind: 'file', file: big }, 'ru', names, new AbortController().signal, () => {}).catch((e: unknown) => e);
    expect((tooLarge as DemoLoadError).code).toBe('too-large');
  });
});


import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeatAvailabilityStatus, encodeStatuses } from '../../../../contract/seat-availability';
import { fixtureHall } from '../../../../fixtures/halls';
import { geometryResponse, seatsInIdOrder } from '../../../../fixtures/halls/geometry-response';
import { parseHallDocument } from '../../../../engine/hall-transfer';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { getSessionHall } from './get-session-hall';
import type * as HallTransfer from '../../../../engine/hall-transfer';

// The engine as it is, with the map host's preparation recorded.
const host = vi.hoisted(() => ({ prepared: [] as string[][], asked: (): string[] => [] }));
vi.mock('../../../../engine', async (original) => ({
  ...(await original<object>()),
  prepareSeatMapHost: () => {
    host.prepared.push(host.asked());
  },
}));

// The label columns' unpacking, recorded (passed through).
const unpacked = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../../engine/hall-transfer', async (original) => {
  const actual = await original<typeof HallTransfer>();
  return {
    ...actual,
    unpackStrings: (...args: Parameters<typeof actual.unpackStrings>) => {
      unpacked.calls++;
      return actual.unpackStrings(...args);
    },
  };
});

// This browser's store of parsed halls: empty unless a test puts one in.
const store = vi.hoisted(() => ({ halls: new Map<string, unknown>(), reads: [] as string[] }));
vi.mock('../model/hall-store', async (original) => ({
  ...(await original<object>()),
  readStoredHall: async (hash: string) => {
    store.reads.push(hash);
    return store.halls.get(hash) ?? null;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  store.halls.clear();
  store.reads = [];
});

const EVENT = 'c'.repeat(40);
const HALL = '0123456789abcdef0123456789abcdef';

/** The theatre as GET /api/scheme/hall/<hash> sends it, and its availability with every seat free. */
function documents() {
  const hall = fixtureHall('theatre');
  const seats = seatsInIdOrder(hall);
  const geometry = JSON.stringify({ response: geometryResponse(hall, HALL) });
  const availability = {
    calendar_id: 7,
    hall: HALL,
    changeId: 3,
    seatCount: seats.length,
    ...encodeStatuses(new Uint8Array(seats.length).fill(SeatAvailabilityStatus.free)),
    mine: [],
    stands: [],
    limit: 10,
    zones: [...new Set(seats.map((s) => s.zonelevel_id))].map((id) => ({ zonelevel_id: id, color: '#336699', name_ru: `Зона ${id}`, price: 1000, priceservise: 0 })),
  };
  return { geometry, availability, seatCount: seats.length };
}

/** A server whose availability answers only when released; records the order of the requests. */
function slowAvailability() {
  const { geometry, availability, seatCount } = documents();
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      if (path === '/api/scheme/availability') {
        await released;
        return json({ response: availability });
      }
      if (path === `/api/scheme/hall/${HALL}`) return new Response(geometry, { headers: { 'Content-Type': 'application/json' } });
      return json({ response: { errorCode: -404, errorText: 'not found' } }, 404);
    }),
  );
  return { asked, release, seatCount };
}

describe('getSessionHall', () => {
  it("builds the map's canvas host while both documents are on their way", async () => {
    const server = slowAvailability();
    host.prepared = [];
    host.asked = () => [...server.asked];
    const loading = getSessionHall(EVENT, 7, 'ru', {}, HALL);
    // Once, after both documents were asked for (they are not held up by it), before any answer.
    expect(host.prepared).toHaveLength(1);
    expect(host.prepared[0]).toEqual(expect.arrayContaining([`/api/scheme/hall/${HALL}`, '/api/scheme/availability']));
    server.release();
    await loading;
    expect(host.prepared).toHaveLength(1);
  });

  it('on a first visit fetches the geometry named by the scheme load alongside the availability, not after it', async () => {
    const server = slowAvailability();
    const loading = getSessionHall(EVENT, 7, 'ru', {}, HALL);
    // The geometry is asked while the availability is still on its way.
    await vi.waitFor(() => expect(server.asked).toContain(`/api/scheme/hall/${HALL}`), { timeout: 10_000 });
    expect(server.asked).toContain('/api/scheme/availability');
    server.release();
    const hall = await loading;
    expect(hall.model.seatCount).toBe(server.seatCount);
    expect(hall.changeId).toBe(3);
    // One geometry request: the early one is used.
    expect(server.asked.filter((p) => p.startsWith('/api/scheme/hall/'))).toHaveLength(1);
  });

  it('without a hint (the platform, or no hall_hash) asks the geometry once the availability names it', async () => {
    const server = slowAvailability();
    const loading = getSessionHall(EVENT, 7, 'ru', {}, null);
    await vi.waitFor(() => expect(server.asked).toContain('/api/scheme/availability'), { timeout: 10_000 });
    expect(server.asked.some((p) => p.startsWith('/api/scheme/hall/'))).toBe(false);
    server.release();
    expect((await loading).model.seatCount).toBe(server.seatCount);
    expect(server.asked.filter((p) => p.startsWith('/api/scheme/hall/'))).toEqual([`/api/scheme/hall/${HALL}`]);
  });

  it("does not make the drawing's row labels and number texts a string per seat: the seat list's are taken", async () => {
    const server = slowAvailability();
    unpacked.calls = 0;
    const loading = getSessionHall(EVENT, 7, 'ru', {}, HALL);
    server.release();
    const { model } = await loading;
    expect(unpacked.calls).toBe(0);
    const seat = fixtureHall('theatre').seats[10]!;
    const i = model.indexOf.get(seat.seat_id)!;
    expect([model.row[i], model.seat[i]]).toEqual([seat.row, seat.seat]);
    expect(model.numberText.length).toBe(model.seatCount);
  });

  it("on the platform's path counts from the map answer's last byte, so that decoding it is part of the first paint's wait", async () => {
    const hall = fixtureHall('theatre');
    const map = {
      svg: hall.svg,
      sectors: hall.sectors.map((s) => ({ sector_id: s.sector_id, name_ru: s.name.ru ?? '', total: 0, free: 0 })),
      seat_numbers: hall.seats.map((s) => ({ seat_id: s.seat_id, sector: s.sector_id, row: s.row, seat: s.seat, st_id: 0, quant: 1, limit: 10, seat_name: '', cat: s.zonelevel_id })),
      seat_stand: [],
      zones: [],
    };
    // The browser's resource timing for the map answer, as it would record its arrival.
    let arrived = -1;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/api/scheme/map': () => {
          arrived = performance.now();
          return json({ response: map });
        },
      }),
    );
    const entries = vi.spyOn(performance, 'getEntriesByType').mockImplementation(() =>
      arrived < 0 ? [] : ([{ name: 'http://localhost/api/scheme/map', startTime: arrived, responseEnd: arrived }] as unknown as PerformanceEntryList),
    );
    try {
      const loaded = await getSessionHall(EVENT, 7, 'ru', {}, null);
      expect(loaded.model.seatCount).toBe(hall.seats.length);
      expect(loaded.timings.dataAt).toBe(arrived);
    } finally {
      entries.mockRestore();
    }
  });

  it('reads the hall of this browser\'s last visit back from its store without starting a worker, and a hall it has not seen through the worker', async () => {
    const server = slowAvailability();
    const memo = new Map<string, string>([[`storefront:hall:${EVENT}`, HALL]]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => memo.get(k) ?? null, setItem: (k: string, v: string) => void memo.set(k, v) });
    const workers: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL) {
          workers.push(String(url));
          // As where workers cannot start: the page then fetches and parses the document itself.
          throw new Error('no workers here');
        }
      },
    );
    store.halls.set(HALL, parseHallDocument(documents().geometry, HALL));
    server.release();
    const warm = await getSessionHall(EVENT, 7, 'ru', {}, HALL);
    expect(warm.model.seatCount).toBe(server.seatCount);
    expect(warm.timings.cached).toBe(true);
    expect(workers).toEqual([]);
    expect(server.asked.some((p) => p.startsWith('/api/scheme/hall/'))).toBe(false);

    // The scheme load names another hall (the venue's plan changed): that one is not in the store.
    const OTHER = 'f'.repeat(32);
    store.reads = [];
    await getSessionHall(EVENT, 7, 'ru', {}, OTHER).catch(() => null);
    expect(store.reads).toEqual([]);
    // Through the worker: OTHER early, then the hall the availability names.
    expect(workers).toHaveLength(2);
  });
});

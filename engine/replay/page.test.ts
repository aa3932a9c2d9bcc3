import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machines } from '../machines/index';
import { seatCartMachine } from '../machines/seatCart';
import { pageWirings } from '../machines/wiring';
import { recordSchemeVisit } from '../testing/scheme-visit';
import { replayPage, replayTrace } from './replay';
import { readReplayFile } from './traceFile';

// A buyer's visit to the scheme page, recorded the way the development build records it
// (every flow on one clock, the wiring between them, the map's taps and selections), then
// replayed as a whole: a wiring that forgets a role or a map that is not told to free a
// seat shows, which replaying each flow alone could not.

describe('a page-level trace of the scheme page', () => {
  it('records every flow on one clock, the wiring between them and the map, and replays them together', async () => {
    const trace = await recordSchemeVisit();
    expect(trace.flows.map((f) => f.machine)).toEqual(['dateTime', 'paymentMethod', 'seatCart', 'orderCreation']);
    expect(trace.wirings.map((w) => ('name' in w ? w.name : 'unwire'))).toEqual(['schemePage', 'seatSelection']);
    expect(trace.map.filter((m) => 'tap' in m)).toHaveLength(3);
    // What the wiring passed is marked so: the replay must pass it again, not send it from the file.
    const cart = trace.flows[2]!.steps;
    expect(cart.filter((st) => st.from === 'wiring').map((st) => st.event.type)).toEqual(['CALENDAR_CHANGED', 'CARD_CHANGED', 'CARD_CHANGED', 'CARD_CHANGED', 'ORDER_CREATED']);
    expect(readReplayFile(trace)).toEqual({ traces: [], pages: [trace] });

    const result = await replayPage(trace, machines, pageWirings);
    expect(result.divergence, JSON.stringify(result.divergence)).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.map).toEqual({ taps: 3, selections: 4 });
    expect(result.steps).toHaveLength(trace.flows.reduce((n, f) => n + f.steps.length, 0));
    // Each flow of it still replays alone, the wiring's events then sent as recorded.
    for (const flow of trace.flows) expect((await replayTrace(flow, machines)).ok, flow.machine).toBe(true);
  });

  it('a wiring that forgets a role diverges where the event it should have passed is missing', async () => {
    const trace = await recordSchemeVisit();
    // The card no longer reaches the seat cart and the order.
    const broken = { ...pageWirings, schemePage: (a: Parameters<typeof pageWirings.schemePage>[0]) => pageWirings.schemePage({ ...a, paymentMethod: undefined }) };
    const result = await replayPage(trace, machines, broken);
    expect(result.ok).toBe(false);
    expect(result.divergence).toMatchObject({ flow: 'seatCart', event: 'CARD_CHANGED', actual: null });
    expect(result.divergence!.reason).toMatch(/the wiring did not pass 'CARD_CHANGED'/);
  });

  it('a created order that keeps the cart diverges in the cart and on the map', async () => {
    const trace = await recordSchemeVisit();
    const keeps = { ...machines, seatCart: seatCartMachine.provide({ actions: { clear: () => {} } }) };
    const result = await replayPage(trace, keeps, pageWirings);
    expect(result.divergence).toMatchObject({ flow: 'seatCart', event: 'ORDER_CREATED' });
    expect(result.divergence!.contextKeys).toContain('items');
  });

  it('a map the selection wiring never frees diverges on the map', async () => {
    const trace = await recordSchemeVisit();
    const sticky = { ...pageWirings, seatSelection: (a: Parameters<typeof pageWirings.seatSelection>[0], map?: Parameters<typeof pageWirings.seatSelection>[1]) => pageWirings.seatSelection(a, { select: (id) => map!.select(id), unselect: () => true }) };
    const result = await replayPage(trace, machines, sticky);
    // The stand-in map hears only selections: the first free (seat 101 removed) is missing.
    expect(result.divergence).toMatchObject({ flow: 'map', event: 'unselect 101' });
    expect(result.divergence!.reason).toMatch(/the map was not told to unselect 101|the map was told to select/);
  });

  it('a selection dropped from the trace diverges on the map', async () => {
    const trace = await recordSchemeVisit();
    const firstSelect = trace.map.findIndex((m) => 'select' in m);
    const dropped = { ...trace, map: trace.map.filter((_, i) => i !== firstSelect) };
    const result = await replayPage(dropped, machines, pageWirings);
    expect(result.divergence).toMatchObject({ flow: 'map' });
  });
});

describe('a page trace recorded in a real browser', () => {
  // fixtures/page-traces/scheme-visit.dev-build.json: the development build on `npm run dev`
  // (API_URL to a server of its own), the theatre's scheme page on a phone in Chromium: a
  // date and time chosen, two seats tapped and added, one taken out of the cart, the page
  // trace saved from the page's download button. React's StrictMode wired the page twice.
  const file = new URL('../../fixtures/page-traces/scheme-visit.dev-build.json', import.meta.url);
  const recorded = () => readReplayFile(JSON.parse(readFileSync(file, 'utf8'))).pages[0]!;

  it('replays as a whole, taps and selections included', async () => {
    const page = recorded();
    expect(page.flows.map((f) => f.machine)).toEqual(['dateTime', 'paymentMethod', 'seatCart', 'orderCreation', 'captcha']);
    const result = await replayPage(page, machines, pageWirings);
    expect(result.divergence, JSON.stringify(result.divergence)).toBeUndefined();
    expect(result.map).toEqual({ taps: 2, selections: 3 });
  });

  it('diverges when its map was told another seat, or its cart kept another limit', async () => {
    const page = recorded();
    const map = page.map.map((m) => ('unselect' in m ? { ...m, unselect: m.unselect + 1 } : m));
    expect((await replayPage({ ...page, map }, machines, pageWirings)).divergence).toMatchObject({ flow: 'map' });
    const flows = page.flows.map((f) =>
      f.machine !== 'seatCart' ? f : { ...f, steps: f.steps.map((st) => (st.event.type === 'ADD_SEAT' ? { ...st, context: { ...(st.context as object), limit: 99 } } : st)) },
    );
    expect((await replayPage({ ...page, flows }, machines, pageWirings)).divergence).toMatchObject({ flow: 'seatCart', event: 'ADD_SEAT', contextKeys: ['limit'] });
  });
});

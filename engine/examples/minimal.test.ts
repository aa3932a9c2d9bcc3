// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SeatStatus } from '../hall/model';
import { canvasTestHooks } from '../testing/canvas-stub';
import { tapAt } from '../testing/dom-events';
import { sizedContainer } from '../testing/sized-container';
import { MINIMAL_SEAT_DATA, mountMinimalSeatMap } from './minimal';

// engine/README.md's example, run as a page would run it: the real parser, join, renderer
// (on a recording canvas) and input handling.

canvasTestHooks();

describe('the minimal example of engine/README.md', () => {
  it('reads the hall, marks the unlisted seat unavailable, paints, and toggles seats on taps', () => {
    const container = sizedContainer(400, 320);
    const { map, selected } = mountMinimalSeatMap(container);
    const { model } = map;
    expect(model.seatCount).toBe(6);
    expect(model.sectors.map((s) => s.name)).toEqual(['Партер']);
    expect(model.status[model.indexOf.get(105)!]).toBe(SeatStatus.unavailable);
    expect(model.status[model.indexOf.get(101)!]).toBe(SeatStatus.free);

    const painted = vi.fn();
    map.on('firstPaint', painted);
    vi.advanceTimersByTime(50);
    expect(painted).toHaveBeenCalledTimes(1);
    // Six seats fill a phone-sized box: seats are legible at once, no sector view first.
    expect(map.getLod()).not.toBe('sectors');

    const at = (seatId: number) => map.seatScreenPoint(seatId)!;
    tapAt(container, at(102).x, at(102).y);
    expect(selected()).toEqual([102]);
    expect(model.status[model.indexOf.get(102)!]).toBe(SeatStatus.selected);

    tapAt(container, at(105).x, at(105).y); // sold: the tap is reported, select refuses it
    expect(selected()).toEqual([102]);

    tapAt(container, at(102).x, at(102).y);
    expect(selected()).toEqual([]);
    expect(model.status[model.indexOf.get(102)!]).toBe(SeatStatus.free);

    map.dispose();
    expect(container.childElementCount).toBe(0);
  });

  it('its seat data passes the contract the server answers with', async () => {
    const { schemeMapSchema } = await import('../../contract/booking');
    const parsed = schemeMapSchema.pick({ seat_numbers: true, seat_stand: true, zoomporog: true, zoommax: true, usestrokesector: true, showseatnumber: true }).safeParse(MINIMAL_SEAT_DATA);
    expect(parsed.success).toBe(true);
  });

  it('is the code engine/README.md shows', () => {
    const readme = readFileSync(path.join(__dirname, '../README.md'), 'utf8');
    const example = readFileSync(path.join(__dirname, 'minimal.ts'), 'utf8');
    const block = /## A minimal example[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeTruthy();
    const shown = block!.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('//'));
    expect(shown.length).toBeGreaterThan(5);
    for (const line of shown) expect(example, line).toContain(line.replace(/^const (model|map) = /, ''));
  });
});

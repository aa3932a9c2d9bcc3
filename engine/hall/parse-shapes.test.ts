import { describe, expect, it } from 'vitest';
import { parseHallSvg } from './parse';

// One hand-written hall with every construct of the checklist in one place: a viewBox not
// at the origin, nested transforms, a nested <svg> viewport, outlines as polygon and path,
// standing areas as rect, polygon and path, a stage polygon, and elements the reader
// must ignore (unknown tags, foreign namespaces, seats in a hidden layer).
const HALL = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:example" viewBox="-10 -20 100 80">
  <title>Hall</title>
  <x:layout><circle data-seat-id="900" cx="0" cy="0" r="1"/></x:layout>
  <unknownThing><circle data-seat-id="901" cx="0" cy="0" r="1"/></unknownThing>
  <g display="none"><circle data-seat-id="902" cx="0" cy="0" r="1"/></g>
  <polygon data-role="stage" points="0,-15 20,-15 20,-10 0,-10"/>
  <g transform="translate(10 0)">
    <g data-sector-id="1" data-sector-name="A" transform="rotate(90)">
      <polygon data-role="outline" points="-1,-1 5,-1 5,3 -1,3"/>
      <g data-row="1" transform="translate(0 1)">
        <circle data-seat-id="1" cx="1" cy="0" r="0.5"/>
        <circle data-seat-id="2" cx="2.5" cy="0" r="0.5"/>
      </g>
    </g>
  </g>
  <svg x="40" y="0" width="20" height="20" viewBox="0 0 10 10">
    <g data-sector-id="2" data-sector-name="B">
      <path data-role="outline" d="M0 0 L10 0 L10 10 L0 10 Z"/>
      <g data-row="1"><circle data-seat-id="3" cx="5" cy="5" r="0.5"/></g>
    </g>
  </svg>
  <rect data-stand-id="50" data-sector-id="3" x="0" y="30" width="10" height="5"/>
  <polygon data-stand-id="51" data-sector-id="3" points="20,30 30,30 25,40"/>
  <path data-stand-id="52" data-sector-id="3" d="M40 30 h10 v10 h-10 z"/>
</svg>`;

describe('parseHallSvg on hand-made shapes', () => {
  const g = parseHallSvg(HALL);
  const at = (id: number) => {
    const i = g.indexOf.get(id)!;
    return { x: g.x[i]!, y: g.y[i]!, r: g.r[i]! };
  };

  it('keeps the viewBox as given, origin included', () => {
    expect(g.viewBox).toEqual({ minX: -10, minY: -20, maxX: 90, maxY: 60 });
  });

  it('ignores unknown and foreign elements and hidden layers, seats in them included', () => {
    expect(g.seatCount).toBe(3);
    expect([900, 901, 902].map((id) => g.indexOf.has(id))).toEqual([false, false, false]);
  });

  it('composes nested transforms: translate, then rotate(90), then the row translate', () => {
    // (1, 0) + row (0, 1) = (1, 1); rotated 90° = (-1, 1); translated by (10, 0) = (9, 1).
    expect(at(1).x).toBeCloseTo(9);
    expect(at(1).y).toBeCloseTo(1);
    expect(at(2).x).toBeCloseTo(9);
    expect(at(2).y).toBeCloseTo(2.5);
    expect(g.sectors[g.sector[g.indexOf.get(1)!]!]!.name).toBe('A');
  });

  it('maps a nested <svg> viewport: x/y offset and viewBox scaled into width × height', () => {
    // viewBox 10 → 20 px: scale 2, offset (40, 0).
    expect(at(3)).toEqual({ x: 50, y: 10, r: 1 });
    const b = g.sectors[g.sector[g.indexOf.get(3)!]!]!.outline!.bounds;
    expect(b).toEqual({ minX: 40, minY: 0, maxX: 60, maxY: 20 });
  });

  it('reads standing areas drawn as rect, polygon and path, and a polygon stage', () => {
    expect(g.stands.map((s) => [s.id, s.sectorId])).toEqual([[50, 3], [51, 3], [52, 3]]);
    expect(g.stands.map((s) => s.outline.bounds)).toEqual([
      { minX: 0, minY: 30, maxX: 10, maxY: 35 },
      { minX: 20, minY: 30, maxX: 30, maxY: 40 },
      { minX: 40, minY: 30, maxX: 50, maxY: 40 },
    ]);
    expect(g.stage).toHaveLength(1);
    expect(g.stage[0]!.outline.bounds).toEqual({ minX: 0, minY: -15, maxX: 20, maxY: -10 });
  });
});

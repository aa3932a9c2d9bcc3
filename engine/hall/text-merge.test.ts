import { describe, expect, it } from 'vitest';
import type { TextRun } from './model';
import { joinReadingOrder, mergeRuns } from './text-merge';
import { parseHallSvg } from './parse';

const run = (text: string, x: number, y: number, size = 10, angle = 0): TextRun => ({
  text, x, y, size, angle, anchor: 'start', fill: '#000', bold: false, bounds: { minX: x, minY: y - size, maxX: x + size, maxY: y },
});
const texts = (runs: TextRun[]) => mergeRuns(runs).runs.map((r) => r.text);

describe('joining text runs', () => {
  it('joins digits that touch, and a word with its number', () => {
    expect(texts([run('1', 0, 0), run('2', 5.6, 0)])).toEqual(['12']);
    expect(texts([run('Ряд', 0, 0), run('5', 22, 0)])).toEqual(['Ряд 5']);
  });

  it('keeps apart numbers of neighbouring seats and row numbers stacked in a column', () => {
    expect(texts([run('1', 0, 0), run('2', 20, 0), run('3', 40, 0)])).toEqual(['1', '2', '3']);
    expect(texts([run('1', 0, 0), run('2', 0, 14), run('3', 0, 28)])).toEqual(['1', '2', '3']);
  });

  it('joins letters spaced out evenly, level or rotated, and says which run went where', () => {
    const letters = [...'СЦЕНА'].map((ch, k) => run(ch, k * 25, 0));
    const merged = mergeRuns([run('x', 0, 100), ...letters]);
    expect(merged.runs.map((r) => r.text)).toEqual(['x', 'СЦЕНА']);
    expect([...merged.into]).toEqual([0, 1, 1, 1, 1, 1]);
    const a = Math.PI / 2;
    const vertical = [...'ПОЛЕ'].map((ch, k) => run(ch, 50, k * 20, 10, a));
    expect(texts(vertical)).toEqual(['ПОЛЕ']);
  });

  it('does not join letters at uneven steps into a word', () => {
    expect(texts([run('A', 0, 0), run('B', 40, 0), run('C', 45, 0)]).sort()).toEqual(['A', 'BC']);
  });

  it('reads digits in order along the baseline, not in document order', () => {
    expect(joinReadingOrder([run('0', 6, 0), run('1', 0, 0)])).toBe('10');
    // Rotated 180°: the baseline runs right to left.
    expect(joinReadingOrder([run('1', 10, 0, 10, Math.PI), run('0', 4, 0, 10, Math.PI)])).toBe('10');
  });

  it('joins <tspan> digits with their own positions inside a seat group', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g data-sector-id="1"><g data-row="1">
      <g data-seat-id="7"><circle cx="5" cy="5" r="1"/><text font-size="1"><tspan x="5.1" y="5.3">4</tspan><tspan x="4.5" y="5.3">1</tspan></text></g>
      <g data-seat-id="8" transform="rotate(90 8 5)"><circle cx="8" cy="5" r="1"/><text x="7.5" y="5.3" font-size="1">2</text><text x="8.1" y="5.3" font-size="1">3</text></g>
      </g></g></svg>`;
    const g = parseHallSvg(svg);
    expect(g.numberText).toEqual(['14', '23']);
  });
});

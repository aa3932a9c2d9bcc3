import { describe, expect, it } from 'vitest';
import { readExport } from '../../../fixtures/exports';
import { corelCoveredSeats } from '../../../fixtures/halls/venues/label-kinds';
import { unmark } from '../../../bench/import/corpus';
import { parseHallSvg } from '../parse';
import { importHallSvg } from '.';

// The words drawn on areas that are not seats: a dance floor's name, a sound desk's label.
describe('labels of areas without seats', () => {
  it('a dance floor drawn beside the stalls does not give the stalls its name («ТАНЦПОЛ»)', () => {
    const result = importHallSvg(unmark(readExport('illustrator-club').svg));
    expect(result.report.sectors.map((s) => s.name)).not.toContain('ТАНЦПОЛ');
    // Nothing else names the stalls in the drawing: the name is guessed, and said so.
    expect(result.report.sectors.every((s) => s.nameFrom === 'guess')).toBe(true);
    expect(result.report.guesses).toContain('sector-names');
    // The dance floor keeps its label on the map.
    expect((parseHallSvg(result.svg).decoration?.texts ?? []).map((t) => t.text)).toContain('ТАНЦПОЛ');
  });

  it('nor does a dance floor drawn round a bar (a shape with a hole) give its name («Танцпол»)', () => {
    const result = importHallSvg(unmark(readExport('illustrator-symbols').svg));
    expect(result.report.sectors.map((s) => s.name)).toEqual(['Сектор 1']);
  });

  it('the label of a desk drawn over seats stays on the map; the numbers of the seats under it do not', () => {
    const result = importHallSvg(corelCoveredSeats().svg);
    expect(result.report.leftOut.map((s) => s.reason)).toEqual(Array(5).fill('covered by a shape drawn over it («ПУЛЬТ»)'));
    const texts = parseHallSvg(result.svg).decoration?.texts ?? [];
    const desk = texts.filter((t) => t.text === 'ПУЛЬТ');
    expect(desk).toHaveLength(1);
    expect(desk[0]).toMatchObject({ x: 5800, y: 6000 });
    // The numbers of the five seats under the desk stay hidden under it with them.
    const onDesk = texts.filter((t) => t.x >= 4700 && t.x <= 6900 && t.y >= 5550 && t.y <= 6250).map((t) => t.text);
    expect(onDesk).toEqual(['ПУЛЬТ']);
  });
});

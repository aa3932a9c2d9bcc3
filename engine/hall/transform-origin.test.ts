import { describe, expect, it } from 'vitest';
import { readRealDrawing } from '../../fixtures/exports/real';
import { readScene } from './import/scene';

/** The rects a drawing draws, as the hall parser places them (read through the importer's scene). */
const shapesOf = (svg: string) => readScene(svg).shapes.filter((s) => s.tag === 'rect').map((s) => s.outline.bounds);
const near = (b: { minX: number; minY: number; maxX: number; maxY: number }, e: typeof b) => {
  for (const k of ['minX', 'minY', 'maxX', 'maxY'] as const) expect(b[k]).toBeCloseTo(e[k], 2);
};

// A shape's transform turns about its `transform-origin` (CSS), as browsers draw it.
describe('transform-origin', () => {
  it('in user-space coordinates: a rect mirrored about its own centre stays where it is', () => {
    const [b] = shapesOf('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="10" y="20" width="10" height="40" style="transform-origin: 15px 40px" transform="matrix(1, 0, 0, -1, 0, 0)"/></svg>');
    // Mirrored about the user space's origin it would be at y −60…−20, outside the drawing.
    near(b!, { minX: 10, minY: 20, maxX: 20, maxY: 60 });
  });

  it('with transform-box: fill-box, 50% 50% is the shape\'s centre: turned a quarter about it', () => {
    const [b] = shapesOf('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="10" y="20" width="10" height="40" style="transform-box: fill-box; transform-origin: 50% 50%" transform="rotate(90)"/></svg>');
    near(b!, { minX: -5, minY: 35, maxX: 35, maxY: 45 });
  });

  it('keywords, the presentation attribute, and no origin at all', () => {
    const [a, b, c] = shapesOf(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
        '<rect x="0" y="0" width="10" height="10" style="transform-box: fill-box; transform-origin: right bottom" transform="scale(2)"/>' +
        '<rect x="0" y="0" width="10" height="10" transform-origin="5 5" transform="scale(2)"/>' +
        '<rect x="0" y="0" width="10" height="10" transform="scale(2)"/></svg>',
    );
    near(a!, { minX: -10, minY: -10, maxX: 10, maxY: 10 });
    near(b!, { minX: -5, minY: -5, maxX: 15, maxY: 15 });
    near(c!, { minX: 0, minY: 0, maxX: 20, maxY: 20 });
  });

  it('the Tessitura drawing\'s five aisle boxes land inside the drawing, between its blocks', () => {
    const boxes = shapesOf(readRealDrawing('tessitura-amazing-venue').svg).slice(1);
    expect(boxes).toHaveLength(5);
    for (const b of boxes) {
      expect(b.minX).toBeGreaterThan(-14);
      expect(b.maxX).toBeLessThan(519);
      expect(b.minY).toBeGreaterThan(52);
      expect(b.maxY).toBeLessThan(430);
    }
    // The one below the stage: the aisle between the two lower blocks.
    near(boxes[4]!, { minX: 242.01, minY: 299.053, maxX: 263.942, maxY: 403.76 });
  });
});

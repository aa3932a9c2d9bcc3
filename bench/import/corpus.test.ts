import { describe, expect, it } from 'vitest';
import { importHallSvg } from '../../engine/hall/import';
import { readScene } from '../../engine/hall/import/scene';
import { parseHallSvg } from '../../engine/hall/parse';
import { corpus } from './corpus';

// The benchmark's corpus as a test: on every drawing every seat of the truth is found, no
// seat is made up (a hidden one, a decoration), and every seat whose label differs from the
// venue's is listed in the report as guessed: the importer is never confidently wrong.
describe('the import corpus (fixtures/exports, fixtures/halls/venues)', () => {
  // A generated 10,000-seat hall too: rows labelled at both ends across narrow aisles, where
  // reading two equal numbers as one glyph-typed number made 84 labels silently wrong.
  for (const file of corpus({ generated: [10_000] })) {
    it(`${file.name}: every seat found, none made up, no label silently wrong`, () => {
      const result = importHallSvg(file.svg);
      const scene = readScene(file.svg);
      const origin = scene.viewBox ?? scene.bounds;
      const g = parseHallSvg(result.svg);
      const guessed = new Set(result.report.guessedSeats.map((s) => s.seat_id));
      const missing = file.truth.filter((t) => !Array.from({ length: g.seatCount }, (_, i) => i).some((i) => Math.hypot(g.x[i]! + origin.minX - t.x, g.y[i]! + origin.minY - t.y) < 0.5 * g.r[i]!));
      const extra: string[] = [];
      const silentlyWrong: string[] = [];
      for (let i = 0; i < g.seatCount; i++) {
        const x = g.x[i]! + origin.minX, y = g.y[i]! + origin.minY;
        const t = file.truth.find((s) => Math.hypot(s.x - x, s.y - y) < 0.5 * g.r[i]!);
        if (!t) extra.push(`${x}, ${y}`);
        else if ((t.row !== g.rowLabel[i] || t.seat !== g.numberText[i]) && !guessed.has(g.ids[i]!)) {
          silentlyWrong.push(`row ${t.row} seat ${t.seat} imported as row ${g.rowLabel[i]} seat ${g.numberText[i]}`);
        }
      }
      expect(missing.map((t) => `row ${t.row} seat ${t.seat}`)).toEqual([]);
      expect(extra).toEqual([]);
      expect(silentlyWrong).toEqual([]);
      // The generated hall takes seconds, and more on a loaded machine.
    }, 120_000);
  }
});

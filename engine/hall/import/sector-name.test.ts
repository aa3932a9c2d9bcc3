import { describe, expect, it } from 'vitest';
import { importHallSvg } from '.';

// CorelDRAW keeps the ids a developer gave its groups («logeLeft», «parter») beside the names
// the drawing shows the public («Ложа (правая)», «Партер»): a buyer is sold a seat in the
// sector the drawing names. A group name a person typed for people (words, another script)
// stays the name.
describe('a sector named both by a group id and by a word drawn beside it', () => {
  const seat = (x: number, y: number, n: number) =>
    `<g class="seat"><path d="M${x} ${y}l3 0c12,0 22,9 22,21l0 19c0,3 -3,6 -6,6l-35 0c-3,0 -5,-3 -5,-6l0 -19c0,-12 9,-21 21,-21z"/><text x="${x - 8}" y="${y + 31}" style="font-size:25px">${n}</text></g>`;
  const block = (x0: number, y0: number) =>
    [0, 1, 2]
      .map((r) => `<g id="row${r + 1}">${Array.from({ length: 6 }, (_, k) => seat(x0 + 55 * k, y0 - 58 * r, k + 1)).join('')}</g>`)
      .join('');
  const svg = (leftGroup: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2000 1200"><!-- Creator: CorelDRAW X7 -->` +
    `<g id="scena"><polygon style="fill:#D9DADA" points="100,1000 1900,1000 1900,1150 100,1150"/><text x="900" y="1100" style="font-size:80px">СЦЕНА</text></g>` +
    `<g id="${leftGroup}">${block(200, 800)}<text x="230" y="600" style="font-size:49px">Ложа (правая)</text></g>` +
    `<g id="Балкон">${block(1300, 800)}<text x="1330" y="600" style="font-size:49px">Балкон правый</text></g></svg>`;

  it('takes the drawn word over an id-like group name', () => {
    expect(importHallSvg(svg('logeLeft')).report.sectors.map((s) => [s.name, s.nameFrom]).sort()).toEqual([
      ['Ложа (правая)', 'text'],
      ['Балкон', 'group'],
    ].sort());
  });
});

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

// hochu-bilet's youth theatre draws its legend above the side stalls: a seat-sized swatch and
// «Занято» after it. The word tells what a grey seat means; it is not the stalls' name.
describe('a legend entry drawn beside a sector', () => {
  const seat = (x: number, y: number, n: number) =>
    `<g class="seat"><path d="M${x} ${y}l4 0c19,0 35,16 35,35l0 30c0,5 -4,9 -9,9l-56 0c-5,0 -9,-4 -9,-9l0 -30c0,-19 16,-35 35,-35z"/><text x="${x - 8}" y="${y + 51}" class="fnt2">${n}</text></g>`;
  const block = (id: string, x0: number) =>
    `<g id="${id}">` +
    [0, 1, 2].map((r) => `<g id="${id}${r + 1}">${Array.from({ length: 6 }, (_, k) => seat(x0 + 95 * k, 480 + 112 * r, k + 1)).join('')}<text x="${x0 - 90}" y="${531 + 112 * r}" class="fnt4">${r + 1}</text></g>`).join('') +
    '</g>';
  const svg =
    `<svg id="hall" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2200 1100"><!-- Creator: CorelDRAW X7 -->` +
    `<defs><style type="text/css">.fnt2 {font-size:38px} .fnt4 {font-size:40px} .fnt1 {font-size:56px} #busy path { fill: #D9DADA }</style></defs>` +
    `<g id="scene"><rect fill="#D9DADA" x="300" y="900" width="1600" height="160"/><text x="1000" y="1000" style="font-size:52px">СЦЕНА</text></g>` +
    block('parter_left', 400) + block('parter_right', 1300) +
    `<g id="busy"><path d="M520 260l39 0c17,0 31,14 31,31l0 39c0,17 -14,31 -31,31l-39 0c-17,0 -31,-14 -31,-31l0 -39c0,-17 14,-31 31,-31z"/><text x="627" y="331" class="fnt1">Занято</text></g></svg>`;

  it('does not name the sector after the legend word', () => {
    const names = importHallSvg(svg).report.sectors.map((s) => [s.name, s.nameFrom]);
    expect(names).toContainEqual(['parter_left', 'group']);
    expect(names.map(([n]) => n)).not.toContain('Занято');
  });
});

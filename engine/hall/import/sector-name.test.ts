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

// hochu-bilet's drama theatre writes «Ряд» above its aisle's row numbers, as large as the
// sector names: a column's heading, not the stalls' name (they were sold as sector «Ряд»).
describe('a row heading drawn over the row numbers', () => {
  const seat = (x: number, y: number, n: number) =>
    `<g class="seat"><path d="M${x} ${y}l-3 0c-12,0 -21,9 -21,21l0 19c0,3 2,6 5,6l35 0c3,0 6,-3 6,-6l0 -19c0,-12 -10,-21 -22,-21z"/><text transform="matrix(1 0 0 1 ${x - 8} ${y + 32})" font-size="25">${n}</text></g>`;
  // Two halves of six seats either side of an aisle, the row number in the aisle, «Ряд» over it.
  const block = (x0: number, name: string) =>
    [0, 1, 2, 3]
      .map((r) => {
        const y = 800 - 70 * r;
        const left = Array.from({ length: 6 }, (_, k) => seat(x0 + 55 * k, y, k + 1)).join('');
        const right = Array.from({ length: 6 }, (_, k) => seat(x0 + 440 + 55 * k, y, k + 7)).join('');
        return `<g>${left}${right}<text transform="matrix(1 0 0 1 ${x0 + 345} ${y + 36})" font-size="40">${r + 1}</text></g>`;
      })
      .join('') +
    `<text transform="matrix(1 0 0 1 ${x0 + 320} 500)" font-size="60">Ряд</text>` +
    (name ? `<text transform="matrix(1 0 0 1 ${x0 + 250} 420)" font-size="60">${name}</text>` : '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2400 1200">` +
    `<rect x="200" y="950" width="2000" height="150" fill="#D7D7D7"/><text transform="matrix(1 0 0 1 1100 1040)" font-size="80">СЦЕНА</text>` +
    block(200, '') + block(1300, 'Балкон') + '</svg>';

  it('names no sector «Ряд»', () => {
    const names = importHallSvg(svg).report.sectors.map((s) => s.name);
    expect(names).not.toContain('Ряд');
    expect(names).toContain('Балкон');
  });
});

// hochu-bilet's concert hall writes «служб.» (staff) in the amphitheatre's first row, at the
// seat numbers' size, over its hidden service seats at both ends: a note on those places, not
// the wings' name (both wings were sold as sector «служб.»).
describe('a note written in a row at the seat numbers\' size', () => {
  const seat = (x: number, y: number, n: number, cls = 'seat') =>
    `<g class="${cls}"><path d="M${x} ${y}l-3 0c-12,0 -21,9 -21,21l0 19c0,3 2,6 5,6l35 0c3,0 6,-3 6,-6l0 -19c0,-12 -10,-21 -22,-21z"/><text x="${x - 8}" y="${y + 32}" class="fnt3">${n}</text></g>`;
  // Each row: a wing of 8, the centre of 10, a wing of 8; the first row's three places at
  // either end are hidden (class d_n), «служб.» written over them.
  const row = (r: number) => {
    const y = 600 - 77 * r;
    const xs = [
      ...Array.from({ length: 8 }, (_, k) => 300 + 55 * k),
      ...Array.from({ length: 10 }, (_, k) => 905 + 55 * k),
      ...Array.from({ length: 8 }, (_, k) => 1675 + 55 * k),
    ];
    const hidden = (k: number) => r === 0 && (k < 3 || k >= xs.length - 3);
    let n = 0;
    const seats = xs.map((x, k) => (hidden(k) ? seat(x, y, 0, 'd_n') : seat(x, y, ++n))).join('');
    return `<g>${seats}<text x="190" y="${y + 39}" class="fil1 fnt4">${r + 1}</text><text x="2130" y="${y + 39}" class="fil1 fnt4">${r + 1}</text>` +
      (r === 0 ? `<text x="315" y="${y + 39}" class="fnt3">служб.</text><text x="1965" y="${y + 39}" class="fnt3">служб.</text>` : '') + '</g>';
  };
  const svg =
    `<svg id="kkz" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2600 1200"><defs><style type="text/css"><![CDATA[` +
    `.fil0 {fill:#D9DADA} .fil1 {fill:#2B2A29} .fnt3 {font-size:25px} .fnt4 {font-size:46px} .fnt2 {font-size:62px} .fnt1 {font-size:80px} .d_n {display: none;}` +
    `]]></style></defs>` +
    `<g id="scena"><polygon class="fil0" points="300,900 2300,900 2300,1100 300,1100"/><text x="1200" y="1020" class="fil1 fnt1">СЦЕНА</text></g>` +
    `<g id="amfiteatr">${[0, 1, 2, 3].map(row).join('')}<text x="1150" y="300" class="fil1 fnt2">Амфитеатр</text></g></svg>`;

  it('names no sector after the note', () => {
    const r = importHallSvg(svg);
    expect(r.report.seats).toBe(98);
    const names = r.report.sectors.map((s) => s.name);
    expect(names).not.toContain('служб.');
    expect(names).toContain('Амфитеатр');
  });
});

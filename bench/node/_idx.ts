import RBush from 'rbush';
import { generateHall } from '../../fixtures/halls';
import { parseHallSvg } from '../../engine/hall/parse';
const g = parseHallSvg(generateHall(100000).svg);
const med = (x: number[]) => [...x].sort((a, b) => a - b)[x.length >> 1]!.toFixed(1);
for (const node of [9, 16, 32, 64]) {
  const build: number[] = [], objs: number[] = [], search: number[] = [];
  for (let k = 0; k < 7; k++) {
    const t0 = performance.now();
    const items = new Array(g.seatCount);
    for (let i = 0; i < g.seatCount; i++) { const r = g.r[i]!; items[i] = { minX: g.x[i]! - r, minY: g.y[i]! - r, maxX: g.x[i]! + r, maxY: g.y[i]! + r, i }; }
    const t1 = performance.now();
    const t = new RBush<{ minX: number; minY: number; maxX: number; maxY: number; i: number }>(node).load(items);
    const t2 = performance.now();
    let n = 0;
    for (let q = 0; q < 1000; q++) { const x = 100 + (q * 37) % 600, y = 100 + (q * 53) % 350; n += t.search({ minX: x, minY: y, maxX: x + 20, maxY: y + 40 }).length; }
    const t3 = performance.now();
    objs.push(t1 - t0); build.push(t2 - t1); search.push(t3 - t2);
  }
  console.log('node', node, 'objects', med(objs), 'load', med(build), '1000 small searches', med(search));
}

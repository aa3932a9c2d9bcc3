// Seat-map engine benchmark in Node: parse, join, index build, viewport queries and hit
// tests on generated halls. Run: npx tsx bench/node/engine.bench.ts [--json FILE] [--runs N]
// Prints medians over N runs (default 5) after one warm-up run per size. Viewport queries at
// 1× fit return the whole hall (the renderer shows sectors and a bitmap there), so the table
// also gives the cost per query by zoom.

import { writeFileSync } from 'node:fs';
import { generateHall } from '../../fixtures/halls';
import { parseHallSvg } from '../../engine/hall/parse';
import { joinSeatData } from '../../engine/hall/join';
import { seatDataFor, seededRandom } from '../../engine/hall/test-data';
import { SeatIndex } from '../../engine/spatial/seat-index';
import { hitTest } from '../../engine/hit/hit-test';
import { fitScale } from '../../engine/lod/lod';
import type { HallModel } from '../../engine/hall/model';

const SIZES = [10_000, 50_000, 100_000, 200_000];
const QUERIES = 1_000;
const HITS = 10_000;
/** A phone viewport in CSS px, and the zoom factors (over fit-to-screen) queries are spread over. */
const PHONE = { width: 390, height: 844 };
const ZOOMS = [1, 2, 4, 8, 16];

interface Row {
  seats: number;
  svgBytes: number;
  parseMs: number;
  joinMs: number;
  indexMs: number;
  queriesMs: number;
  /** Per zoom factor: the total ms of its queries (a fifth of them each). */
  queriesMsByZoom: Record<string, number>;
  meanSeatsPerQuery: number;
  hitsMs: number;
  hitRate: number;
}

function args(): { json?: string; runs: number } {
  const argv = process.argv.slice(2);
  const at = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { json: at('--json'), runs: Math.max(1, Number(at('--runs') ?? 5)) };
}

function time<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const value = fn();
  return [value, performance.now() - t0];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Viewports of a phone at several zooms, centred at seeded random places in the hall. */
function viewports(model: HallModel): Array<{ minX: number; minY: number; maxX: number; maxY: number }> {
  const random = seededRandom(1);
  const fit = fitScale(model.viewBox, PHONE.width, PHONE.height);
  const b = model.bounds;
  return Array.from({ length: QUERIES }, (_, k) => {
    const scale = fit * ZOOMS[k % ZOOMS.length]!;
    const w = PHONE.width / scale / 2;
    const h = PHONE.height / scale / 2;
    const cx = b.minX + random() * (b.maxX - b.minX);
    const cy = b.minY + random() * (b.maxY - b.minY);
    return { minX: cx - w, minY: cy - h, maxX: cx + w, maxY: cy + h };
  });
}

/** Half the taps near a seat (within a finger's reach at the zoom used), half anywhere. */
function taps(model: HallModel, scale: number): Array<{ x: number; y: number; touch: boolean }> {
  const random = seededRandom(2);
  const b = model.bounds;
  return Array.from({ length: HITS }, (_, k) => {
    if (k % 2) return { x: b.minX + random() * (b.maxX - b.minX), y: b.minY + random() * (b.maxY - b.minY), touch: k % 4 === 1 };
    const i = Math.floor(random() * model.seatCount);
    const reach = 12 / scale;
    return { x: model.x[i]! + (random() - 0.5) * reach, y: model.y[i]! + (random() - 0.5) * reach, touch: k % 4 === 0 };
  });
}

function runOnce(svg: string, data: ReturnType<typeof seatDataFor>): Omit<Row, 'seats' | 'svgBytes'> {
  const [geometry, parseMs] = time(() => parseHallSvg(svg));
  const [model, joinMs] = time(() => joinSeatData(geometry, data));
  const [index, indexMs] = time(() => SeatIndex.fromModel(model));
  const boxes = viewports(model);
  let found = 0;
  const byZoom = new Array<number>(ZOOMS.length).fill(0);
  const [, queriesMs] = time(() => {
    boxes.forEach((box, k) => {
      const t0 = performance.now();
      found += index.search(box).length;
      byZoom[k % ZOOMS.length]! += performance.now() - t0;
    });
  });
  const queriesMsByZoom = Object.fromEntries(ZOOMS.map((z, k) => [`${z}x`, byZoom[k]!]));
  // A seat-level zoom: 8 × fit-to-screen on the phone.
  const scale = fitScale(model.viewBox, PHONE.width, PHONE.height) * 8;
  const points = taps(model, scale);
  let hits = 0;
  const [, hitsMs] = time(() => {
    for (const p of points) if (hitTest(model, index, p, scale, { touch: p.touch })?.kind === 'seat') hits++;
  });
  return { parseMs, joinMs, indexMs, queriesMs, queriesMsByZoom, meanSeatsPerQuery: found / QUERIES, hitsMs, hitRate: hits / HITS };
}

function main(): void {
  const { json, runs } = args();
  const rows: Row[] = [];
  for (const n of SIZES) {
    const hall = generateHall(n);
    // 80 % of seats on sale, as in a session some days before the event.
    const data = seatDataFor(hall, (k) => k % 5 !== 0);
    runOnce(hall.svg, data);
    const samples = Array.from({ length: runs }, () => runOnce(hall.svg, data));
    type Numeric = Exclude<keyof (typeof samples)[number], 'queriesMsByZoom'>;
    const med = (key: Numeric): number => median(samples.map((s) => s[key]));
    rows.push({
      seats: n, svgBytes: Buffer.byteLength(hall.svg),
      parseMs: med('parseMs'), joinMs: med('joinMs'), indexMs: med('indexMs'),
      queriesMs: med('queriesMs'),
      queriesMsByZoom: Object.fromEntries(ZOOMS.map((z) => [`${z}x`, median(samples.map((s) => s.queriesMsByZoom[`${z}x`]!))])),
      meanSeatsPerQuery: med('meanSeatsPerQuery'), hitsMs: med('hitsMs'), hitRate: med('hitRate'),
    });
    process.stderr.write(`done ${n}\n`);
  }
  printTable(rows, runs);
  if (json) {
    writeFileSync(json, JSON.stringify({ node: process.version, platform: `${process.platform}-${process.arch}`, runs, date: new Date().toISOString(), rows }, null, 2) + '\n');
    console.log(`\nwrote ${json}`);
  }
}

function printTable(rows: Row[], runs: number): void {
  const perZoom = QUERIES / ZOOMS.length;
  const head = ['seats', 'SVG MB', 'parse ms', 'join ms', 'index ms', `${QUERIES} queries ms`, 'seats/query', 'µs/query at 1× / 4× / 16×', `${HITS} hits ms`, 'hit rate'];
  const body = rows.map((r) => [
    r.seats.toLocaleString('en-US'), (r.svgBytes / 1e6).toFixed(1), r.parseMs.toFixed(1), r.joinMs.toFixed(1), r.indexMs.toFixed(1),
    r.queriesMs.toFixed(1), r.meanSeatsPerQuery.toFixed(0),
    ['1x', '4x', '16x'].map((z) => (((r.queriesMsByZoom[z] ?? 0) * 1000) / perZoom).toFixed(0)).join(' / '),
    r.hitsMs.toFixed(1), `${(r.hitRate * 100).toFixed(0)} %`,
  ]);
  console.log(`Seat-map engine, Node ${process.version}, medians of ${runs} runs (phone ${PHONE.width}×${PHONE.height}, zooms ${ZOOMS.join('/')}× fit)\n`);
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---:').join('|')}|`);
  for (const line of body) console.log(`| ${line.join(' | ')} |`);
}

main();

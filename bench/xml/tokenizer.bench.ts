// The hall reader's own XML tokenizer (engine/hall/xml-tokenizer.ts) against saxes, the
// general SAX parser it replaced, on the generated 100,000-seat hall: each reads every
// element and every attribute value, as the hall reader must. Runs alternate A/B so that a
// change of machine load falls on both; the median of each is reported.
//   npx tsx bench/xml/tokenizer.bench.ts [--rounds 10]
import os from 'node:os';
import { SaxesParser } from 'saxes';
import { generateHall } from '../../fixtures/halls/generate';
import { END, OPEN, XmlTokenizer } from '../../engine/hall/xml-tokenizer';
import { arg } from '../cli-arg';

const rounds = Number(arg('rounds', '10'));
const svg = generateHall(100_000).svg;

function ours(): number {
  const t = new XmlTokenizer(svg);
  let values = 0;
  for (let ev = t.next(); ev !== END; ev = t.next()) {
    if (ev !== OPEN) continue;
    for (let i = 0; i < t.count; i++) values += t.value(i).length;
  }
  return values;
}

function saxes(): number {
  const p = new SaxesParser({ xmlns: false });
  let values = 0;
  p.on('opentag', (tag) => {
    for (const name in tag.attributes) values += (tag.attributes[name] as string).length;
  });
  p.write(svg).close();
  return values;
}

function time(fn: () => number): { ms: number; check: number } {
  const start = process.hrtime.bigint();
  const check = fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, check };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// Warm both up (JIT), then alternate.
ours();
saxes();
const a: number[] = [];
const b: number[] = [];
for (let r = 0; r < rounds; r++) {
  const first = r % 2 === 0;
  const x = time(first ? ours : saxes);
  const y = time(first ? saxes : ours);
  (first ? a : b).push(x.ms);
  (first ? b : a).push(y.ms);
  if (x.check !== y.check) throw new Error(`the two read different attribute text (${x.check} against ${y.check})`);
}
const load = os.loadavg()[0]!.toFixed(1);
console.log(`XML tokenizing of the 100,000-seat hall (${(svg.length / 1e6).toFixed(1)} MB), ${rounds} alternated rounds, Node ${process.version}, load ${load}:`);
console.log(`  engine/hall/xml-tokenizer.ts  median ${median(a).toFixed(0)} ms  (min ${Math.min(...a).toFixed(0)}, max ${Math.max(...a).toFixed(0)})`);
console.log(`  saxes 6.0.0                   median ${median(b).toFixed(0)} ms  (min ${Math.min(...b).toFixed(0)}, max ${Math.max(...b).toFixed(0)})`);
console.log(`  saxes / ours: ${(median(b) / median(a)).toFixed(1)}×`);

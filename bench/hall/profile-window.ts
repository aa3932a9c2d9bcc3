/**
 * `npx tsx bench/hall/profile-window.ts --client-dir DIR [--top 30] PROFILE.cpuprofile...`:
 * where the main thread's time went between the hall's data arriving and the first paint, by
 * source function. Reads the profiles `HALL_BENCH_PROFILE=DIR` writes (load.bench.ts) with the
 * `.window.json` beside each (the data's arrival and the first paint on the page's clock, and
 * when the profile's `profileAnchor` loop started on it), and maps each sampled frame through the built client's source maps
 * (`DIR/assets/*.js.map`). Prints, per function, the median over the profiles of its self time
 * and of its total time (on the stack) inside the window, in ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { arg } from '../cli-arg';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Span {
  dataAt: number;
  firstPaintAt: number;
  /** The page's clock when the profile's `profileAnchor` loop started. */
  anchorAt: number;
}

const clientDir = path.resolve(arg('client-dir', ''));
const top = Number(arg('top', '30'));
/** `--under TEXT`: only samples with a frame whose name holds TEXT on their stack. */
const under = arg('under', '');
const files = process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile'));
if (files.length === 0) throw new Error('give one or more .cpuprofile files');

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url)!;
  let c: SourceMapConsumer | null = null;
  const m = /\/assets\/([^/?#]+\.js)/.exec(url);
  const file = m ? path.join(clientDir, 'assets', `${m[1]}.map`) : '';
  if (file && fs.existsSync(file)) c = new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')));
  consumers.set(url, c);
  return c;
}

function chainHas(id: number | undefined, parentOf: Map<number, number>, byId: Map<number, ProfileNode>, text: string): boolean {
  for (; id !== undefined; id = parentOf.get(id)) if (label(byId.get(id)!.callFrame).includes(text)) return true;
  return false;
}

/** A frame's name in the sources: `source:line name`, or the built name when unmapped. */
const labels = new Map<string, string>();
function label(f: CallFrame): string {
  const key = `${f.url}:${f.lineNumber}:${f.columnNumber}:${f.functionName}`;
  let l = labels.get(key);
  if (l) return l;
  const c = f.url ? consumerFor(f.url) : null;
  if (c) {
    const p = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    l = p.source ? `${p.source.replace(/^(\.\.\/)+/, '')}:${p.line} ${p.name ?? (f.functionName || "(anonymous)")}` : `${path.basename(f.url)} ${f.functionName || '(anonymous)'}`;
  } else l = f.url ? `${path.basename(f.url)} ${f.functionName || '(anonymous)'}` : `(${f.functionName || 'native'})`;
  labels.set(key, l);
  return l;
}

/**
 * `--timeline`: the window as the main thread lived it, task by task (a run of samples under
 * one child of the root), each with its heaviest source functions outside React and the
 * scheduler.
 */
function timeline(file: string, profile: Profile, byId: Map<number, ProfileNode>, parentOf: Map<number, number>, from: number, to: number) {
  console.log(`\n${path.basename(file)}: window ${((to - from) / 1000).toFixed(0)} ms`);
  let t = profile.startTime;
  let task: { root: string; start: number; ms: number; fns: Map<string, number> } | null = null;
  const flush = () => {
    if (!task || task.ms < 2) return;
    const fns = [...task.fns].filter(([n]) => !/react-dom|scheduler|\(root\)/.test(n)).sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(`  +${((task.start - from) / 1000).toFixed(0).padStart(4)} ms ${task.ms.toFixed(1).padStart(6)} ms  ${task.root}  |  ${fns.map(([n, ms]) => `${n.replace(/^.*\//, '')} ${ms.toFixed(0)}`).join('; ')}`);
  };
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < from || t >= to) continue;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const chain: string[] = [];
    for (let id: number | undefined = profile.samples[i]!; id !== undefined; id = parentOf.get(id)) chain.push(label(byId.get(id)!.callFrame));
    const root = chain.length > 1 ? chain[chain.length - 2]! : chain[0]!;
    if (!task || task.root !== root) {
      flush();
      task = { root, start: t, ms: 0, fns: new Map() };
    }
    task.ms += ms;
    for (const n of new Set(chain)) task.fns.set(n, (task.fns.get(n) ?? 0) + ms);
  }
  flush();
}

const perProfile: Array<{ self: Map<string, number>; total: Map<string, number>; windowMs: number; busyMs: number }> = [];
for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const span = JSON.parse(fs.readFileSync(file.replace(/\.cpuprofile$/, '.window.json'), 'utf8')) as Span;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // The first sample in the anchor loop: the page's clock `anchorAt` on the profile's.
  let anchor = profile.startTime;
  for (let i = 0, t = profile.startTime; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (byId.get(profile.samples[i]!)!.callFrame.functionName === 'profileAnchor') {
      anchor = t;
      break;
    }
  }
  if (anchor === profile.startTime) throw new Error(`${file}: no profileAnchor sample`);
  const toProfile = (pageMs: number) => anchor - (span.anchorAt - pageMs) * 1000;
  const from = toProfile(span.dataAt);
  const to = toProfile(span.firstPaintAt);
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < from || t >= to) continue;
    const node = byId.get(profile.samples[i]!)!;
    if (under && !chainHas(node.id, parentOf, byId, under)) continue;
    const name = label(node.callFrame);
    if (name !== '((idle))' && name !== '((program))') busy += ms;
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parentOf.get(id)) {
      const l = label(byId.get(id)!.callFrame);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + ms);
    }
  }
  perProfile.push({ self, total, windowMs: span.firstPaintAt - span.dataAt, busyMs: busy });
  if (process.argv.includes('--timeline')) timeline(file, profile, byId, parentOf, from, to);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const names = new Set(perProfile.flatMap((p) => [...p.total.keys()]));
const rows = [...names].map((n) => ({
  name: n,
  self: median(perProfile.map((p) => p.self.get(n) ?? 0)),
  total: median(perProfile.map((p) => p.total.get(n) ?? 0)),
}));
const r1 = (x: number) => x.toFixed(1).padStart(7);
console.log(`${files.length} profiles; window (data → first paint) median ${median(perProfile.map((p) => p.windowMs)).toFixed(0)} ms, busy ${median(perProfile.map((p) => p.busyMs)).toFixed(0)} ms`);
console.log('\nby self time (ms, median):');
for (const r of rows.sort((a, b) => b.self - a.self).slice(0, top)) console.log(`${r1(r.self)}  ${r.name}`);
console.log('\nby total time (ms, median):');
for (const r of rows.sort((a, b) => b.total - a.total).slice(0, top)) console.log(`${r1(r.total)}  ${r.name}`);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAP_KINDS, type MapKind } from './protocol';

/** The page's own bundle: built apart from the storefront, never shipped with it (`--page-dir` moves it). */
export const PAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/bench-seatmap');

export const ALL_SIZES = [10_000, 50_000, 100_000, 200_000];

export interface BenchArgs {
  seats: number[];
  maps: MapKind[];
  json: string | null;
  /** CPU slow-down factor (Chrome DevTools' throttling). */
  throttle: number;
  buildLimitMs: number;
  /** How long a phase may wait for a slow map to take its input. */
  gestureLimitMs: number;
  taps: number;
  /** Reuse the last built bench page instead of building it again. */
  build: boolean;
  /** Minify the page (off: readable function names in the long frames' breakdown in the JSON). */
  minify: boolean;
  /** Where the bench page is built and served from. */
  pageDir: string;
  /** The bench server's port (0: any free one). */
  port: number;
  /** A second built page (say, the code before a change) run alternately with --page-dir's, or null. */
  compareDir: string | null;
  /** With --compare-dir: rounds per size, each running both builds (A B, then B A, …). */
  rounds: number;
  /** Build the page into --page-dir and stop. */
  buildOnly: boolean;
  help: boolean;
}

export const USAGE = `npm run bench:seatmap -- [options]
  --seats 10000,50000      hall sizes (1,000…200,000; default ${ALL_SIZES.join(',')})
  --maps engine,svg,konva  maps to run (default all three)
  --json FILE              also write the results as JSON
  --throttle 4             CPU throttling rate
  --build-limit 60         seconds a baseline may take to build before it is reported as not finished
  --gesture-limit 20       seconds a phase waits for a slow map to take its input before moving on
  --taps 5                 taps measured per map
  --page-dir DIR           build and serve the bench page here (default dist/bench-seatmap)
  --port N                 the bench server's port (default: any free port)
  --no-build               reuse the page built by the last run
  --no-minify              build the page unminified: long frames in the JSON name their functions
  --compare-dir DIR        a second built page (B: e.g. the code before a change, built with --build-only
                           from that checkout), alternated with --page-dir's (A) in the same run
  --rounds 2               with --compare-dir: rounds per size, each runs A and B (A B, B A, …)
  --build-only             build the page into --page-dir and stop`;

function list(value: string, flag: string): string[] {
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw new Error(`${flag} needs a value`);
  return items;
}

function positive(value: string | undefined, flag: string): number {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number, got ${String(value)}`);
  return n;
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  const out: BenchArgs = {
    seats: ALL_SIZES, maps: [...MAP_KINDS], json: null, throttle: 4, buildLimitMs: 60_000, gestureLimitMs: 20_000, taps: 5, build: true, help: false,
    pageDir: PAGE_DIR, port: 0, minify: true, compareDir: null, rounds: 2, buildOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--seats':
        out.seats = list(value(), flag).map((s) => {
          const n = Number(s.replace(/_/g, ''));
          if (!Number.isInteger(n) || n < 1000 || n > 200_000) throw new Error(`--seats: ${s} is not an integer from 1000 to 200000`);
          return n;
        });
        break;
      case '--maps':
        out.maps = list(value(), flag).map((m) => {
          if (!(MAP_KINDS as readonly string[]).includes(m)) throw new Error(`--maps: unknown map "${m}" (${MAP_KINDS.join(', ')})`);
          return m as MapKind;
        });
        break;
      case '--json':
        out.json = value();
        break;
      case '--throttle':
        out.throttle = positive(value(), flag);
        break;
      case '--build-limit':
        out.buildLimitMs = positive(value(), flag) * 1000;
        break;
      case '--gesture-limit':
        out.gestureLimitMs = positive(value(), flag) * 1000;
        break;
      case '--taps':
        out.taps = Math.round(positive(value(), flag));
        break;
      case '--page-dir':
        out.pageDir = value();
        break;
      case '--port': {
        const v = value();
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--port: ${v} is not a port number`);
        out.port = n;
        break;
      }
      case '--compare-dir':
        out.compareDir = value();
        break;
      case '--rounds':
        out.rounds = Math.round(positive(value(), flag));
        break;
      case '--build-only':
        out.buildOnly = true;
        break;
      case '--no-minify':
        out.minify = false;
        break;
      case '--no-build':
        out.build = false;
        break;
      case '--help':
      case '-h':
        out.help = true;
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  return out;
}

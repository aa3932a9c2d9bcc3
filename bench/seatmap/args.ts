import { MAP_KINDS, type MapKind } from './protocol';

export const ALL_SIZES = [10_000, 50_000, 100_000, 200_000];

export interface BenchArgs {
  seats: number[];
  maps: MapKind[];
  json: string | null;
  /** CPU slow-down factor (Chrome DevTools' throttling). */
  throttle: number;
  buildLimitMs: number;
  gestureLimitMs: number;
  taps: number;
  /** Reuse the last built bench page instead of building it again. */
  build: boolean;
  help: boolean;
}

export const USAGE = `npm run bench:seatmap -- [options]
  --seats 10000,50000      hall sizes (1,000…200,000; default ${ALL_SIZES.join(',')})
  --maps engine,svg,konva  maps to run (default all three)
  --json FILE              also write the results as JSON
  --throttle 4             CPU throttling rate
  --build-limit 60         seconds a baseline may take to build before it is reported as not finished
  --gesture-limit 20       seconds after which a slow map's gesture is cut short (frames so far are kept)
  --taps 5                 taps measured per map
  --no-build               reuse dist/bench-seatmap from the last run`;

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

/** Where the demo's hall comes from, read from the address (or a file the visitor gave). */
export const DEMO_HALLS = ['chamber', 'theatre', 'arena', 'stadium'] as const;
export type DemoHallName = (typeof DEMO_HALLS)[number];
/** The generated sizes the server builds (and caches) for the demo: any other is refused there too. */
export const DEMO_SEAT_COUNTS = [1_000, 10_000, 50_000, 100_000, 200_000] as const;
export const GENERATED_SIZES = [10_000, 50_000, 100_000, 200_000] as const;

export type HallSource =
  | { kind: 'seats'; seats: number }
  | { kind: 'hall'; name: DemoHallName }
  | { kind: 'src'; url: string }
  | { kind: 'file'; file: File }
  | { kind: 'invalid'; code: 'bad-seats' | 'unknown-hall' | 'bad-src' };

export const DEFAULT_SOURCE: HallSource = { kind: 'hall', name: 'arena' };

function isDemoHall(name: string): name is DemoHallName {
  return (DEMO_HALLS as readonly string[]).includes(name);
}

/** `?src=`, then `?hall=`, then `?seats=`; nothing given is the default hall. */
export function hallSourceFromParams(params: URLSearchParams, origin: string): HallSource {
  const src = params.get('src');
  if (src !== null) {
    try {
      const url = new URL(src, origin);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid', code: 'bad-src' };
      return { kind: 'src', url: url.href };
    } catch {
      return { kind: 'invalid', code: 'bad-src' };
    }
  }
  const hall = params.get('hall');
  if (hall !== null) return isDemoHall(hall) ? { kind: 'hall', name: hall } : { kind: 'invalid', code: 'unknown-hall' };
  const seats = params.get('seats');
  if (seats !== null) {
    const n = Number(seats);
    return /^\d+$/.test(seats) && (DEMO_SEAT_COUNTS as readonly number[]).includes(n) ? { kind: 'seats', seats: n } : { kind: 'invalid', code: 'bad-seats' };
  }
  return DEFAULT_SOURCE;
}

/** A stable key for effects: the same source loads once. */
export function sourceKey(source: HallSource): string {
  switch (source.kind) {
    case 'seats':
      return `seats:${source.seats}`;
    case 'hall':
      return `hall:${source.name}`;
    case 'src':
      return `src:${source.url}`;
    case 'file':
      return `file:${source.file.name}:${source.file.size}:${source.file.lastModified}`;
    case 'invalid':
      return `invalid:${source.code}`;
  }
}

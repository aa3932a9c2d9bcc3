/** The platform's timezone is UTC (docs/product/routes.md): days and times are compared in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function hhmmOf(d: Date): string {
  return d.toISOString().slice(11, 16);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const wd = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return wd === 0 ? 7 : wd;
}

/** `2025-07-26` → `26.07.2025` (the API's day format). */
export function ruDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** `26.07.2025` → `2025-07-26`, or undefined when malformed. */
export function isoFromRu(ru: string): string | undefined {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(ru);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

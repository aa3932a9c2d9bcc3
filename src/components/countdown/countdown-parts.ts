export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Seconds left, split for display: 93 784 → 1 day 2 hours 3 minutes 4 seconds. */
export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3_600), minutes: Math.floor((s % 3_600) / 60), seconds: s % 60 };
}

/** The units worth showing: from the largest non-zero one down to seconds. */
export function shownUnits(p: CountdownParts): Array<keyof CountdownParts> {
  const units: Array<keyof CountdownParts> = ['days', 'hours', 'minutes', 'seconds'];
  const first = units.findIndex((u) => p[u] > 0);
  return first < 0 ? ['seconds'] : units.slice(first);
}

/** ISO 8601 duration for `<time dateTime>`: PT1H2M3S. */
export function isoDuration(totalSeconds: number): string {
  const p = countdownParts(totalSeconds);
  return `P${p.days ? `${p.days}D` : ''}T${p.hours}H${p.minutes}M${p.seconds}S`;
}

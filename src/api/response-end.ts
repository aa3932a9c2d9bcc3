/**
 * When the last byte of the latest answer from `path` asked since `since` arrived, by the
 * browser's resource timing; null when the browser keeps no entry for it (its buffer full,
 * or no such API). "After the response" starts there: decoding a large answer (the
 * platform's 20 MB map) is part of what a buyer waits for, not before it.
 */
export function responseEnd(path: string, since: number): number | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  let end: number | null = null;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.startTime < since || entry.responseEnd <= 0) continue;
    let entryPath: string;
    try {
      entryPath = new URL(entry.name).pathname;
    } catch {
      continue;
    }
    if (entryPath === path && (end === null || entry.responseEnd > end)) end = entry.responseEnd;
  }
  return end;
}

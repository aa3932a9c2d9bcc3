/** One load of a page: what bench:web reads from Chromium. */
export type Sample = {
  fcpMs: number | null;
  lcpMs: number | null;
  /** What the largest contentful paint was of (tag.class, the picture's address or the first words). */
  lcpElement?: string | null;
  cls: number;
  /** Compressed JS bodies as received. */
  jsBytes: number;
  /** The same with response headers. */
  jsTransferred: number;
  jsFiles: number;
  requests: number;
  shownMs: number;
};
export type Median = { fcpMs: number | null; lcpMs: number | null; cls: number; jsBytes: number };
export type PageResult = { page: string; path: string; samples: Sample[]; median: Median };

export const TARGETS = { fcpMs: 1800, lcpMs: 2500, cls: 0.1, afishaJsBytes: 170 * 1024 } as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A paint that never came (null) counts as missing, not as zero: the median is null if most are. */
function medianOfNullable(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length * 2 > values.length ? median(present) : null;
}

export function medianOf(samples: readonly Sample[]): Median {
  return {
    fcpMs: medianOfNullable(samples.map((s) => s.fcpMs)),
    lcpMs: medianOfNullable(samples.map((s) => s.lcpMs)),
    cls: median(samples.map((s) => s.cls)),
    jsBytes: median(samples.map((s) => s.jsBytes)),
  };
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const mark = (ok: boolean) => (ok ? '' : ' ✗');

/** The Markdown table: medians per page, a ✗ beside each figure over its target. */
export function resultTable(results: readonly PageResult[]): string {
  const rows = results.map(({ page, median: m }) => {
    const jsOk = page !== 'afisha' || m.jsBytes <= TARGETS.afishaJsBytes;
    return `| ${page} | ${seconds(m.fcpMs)}${mark(m.fcpMs !== null && m.fcpMs <= TARGETS.fcpMs)} | ${seconds(m.lcpMs)}${mark(m.lcpMs !== null && m.lcpMs <= TARGETS.lcpMs)} | ${m.cls.toFixed(3)}${mark(m.cls <= TARGETS.cls)} | ${(m.jsBytes / 1024).toFixed(0)} KB${mark(jsOk)} |`;
  });
  return ['| page | first contentful paint | largest contentful paint | CLS | JS (compressed) |', '|---|---|---|---|---|', ...rows].join('\n');
}

const SECTION = '## First load on a phone: `npm run bench:web`';

/**
 * bench/README.md with this run's table in the first-load section, under its label
 * (`before`, `after`, …): a run replaces only its own label's table, so the baseline stays.
 */
export function readmeWithSection(readme: string, label: string, table: string, date: string): string {
  const open = `<!-- bench:web ${label} -->`;
  const close = `<!-- /bench:web ${label} -->`;
  const block = `${open}\n**${label}** (${date.slice(0, 10)}, medians of the runs):\n\n${table}\n${close}`;
  let text = readme;
  if (!text.includes(SECTION)) text = `${text.trimEnd()}\n\n${SECTION}\n\n<!-- bench:web results -->\n`;
  const start = text.indexOf(open);
  if (start >= 0) {
    const end = text.indexOf(close, start);
    if (end < 0) throw new Error(`bench/README.md has ${open} without ${close}`);
    return text.slice(0, start) + block + text.slice(end + close.length);
  }
  const anchor = '<!-- bench:web results -->';
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`bench/README.md's first-load section lost its ${anchor} line`);
  // After the section's last table: runs read in the order they were made.
  const lastClose = text.lastIndexOf('<!-- /bench:web ');
  const insertAt = lastClose > at ? text.indexOf('-->', lastClose) + 3 : at + anchor.length;
  return `${text.slice(0, insertAt)}\n\n${block}${text.slice(insertAt)}`;
}

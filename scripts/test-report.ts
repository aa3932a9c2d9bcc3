/**
 * The failed tests named in vitest's and Playwright's JSON reports, one line each
 * (`file › full name`, and for Playwright its project), for the closing lines of `npm test`.
 */
type Json = Record<string, unknown> | undefined;

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

export function vitestFailures(report: Json): string[] {
  const root = process.cwd();
  return list(report?.testResults).flatMap((file) => {
    const name = String(file.name ?? '').replace(`${root}/`, '');
    const failed = list(file.assertionResults).filter((t) => t.status === 'failed');
    // A file that failed to load has no failed test of its own, only its message.
    if (!failed.length && file.status === 'failed') return [`${name} › ${String(file.message ?? 'failed to run').split('\n')[0]}`];
    return failed.map((t) => `${name} › ${String(t.fullName ?? t.title)}`);
  });
}

export function playwrightFailures(report: Json): string[] {
  const out: string[] = [];
  const walk = (suite: Record<string, unknown>, titles: string[]): void => {
    const path = suite.title && !String(suite.title).includes('.spec.') ? [...titles, String(suite.title)] : titles;
    for (const spec of list(suite.specs)) {
      for (const test of list(spec.tests)) {
        if (test.status !== 'unexpected') continue;
        out.push(`${String(spec.file)}:${String(spec.line)} › [${String(test.projectName)}] ${[...path, String(spec.title)].join(' › ')}`);
      }
    }
    for (const child of list(suite.suites)) walk(child, path);
  };
  for (const suite of list(report?.suites)) walk(suite, []);
  return out;
}

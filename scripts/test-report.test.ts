import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-report';

describe('the failed tests named at the end of npm test', () => {
  it('takes vitest\'s failed assertions with their files, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/tests/api/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'orders pays once', status: 'passed' },
            { fullName: 'orders refunds once', status: 'failed' },
          ],
        },
        { name: `${process.cwd()}/engine/b.test.ts`, status: 'failed', message: 'SyntaxError: x\n at y', assertionResults: [] },
        { name: `${process.cwd()}/engine/c.test.ts`, status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report)).toEqual(['tests/api/a.test.ts › orders refunds once', 'engine/b.test.ts › SyntaxError: x']);
  });

  it('takes Playwright\'s unexpected results from nested suites, not the flaky or skipped', () => {
    const report = {
      suites: [
        {
          title: 'tickets.spec.ts',
          specs: [],
          suites: [
            {
              title: 'order page',
              specs: [
                { title: 'shows codes', file: 'tickets.spec.ts', line: 12, tests: [{ projectName: 'phone', status: 'unexpected' }, { projectName: 'desktop', status: 'flaky' }] },
                { title: 'opens a tab', file: 'tickets.spec.ts', line: 30, tests: [{ projectName: 'phone', status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(['tickets.spec.ts:12 › [phone] order page › shows codes']);
  });

  it('names nothing for a missing report', () => {
    expect(vitestFailures(undefined)).toEqual([]);
    expect(playwrightFailures(undefined)).toEqual([]);
  });
});

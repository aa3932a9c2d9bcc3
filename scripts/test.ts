/**
 * `npm test`: every check in order (types, lint, unit + component + API integration,
 * browser end-to-end), then one closing line `N passed, N failed` over the stages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePortProblem, e2ePorts } from './e2e-ports';
import { playwrightFailures, vitestFailures } from './test-report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const reports = path.join(root, '.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

interface Stage {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** Reads [passed, failed] test counts from the stage's report. */
  count?: () => [number, number];
  /** Names the stage's failed tests, from its report. */
  failures?: () => string[];
}

const readJson = (file: string): Record<string, unknown> | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;

const stages: Stage[] = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.'] },
  // The card-payment widget the server serves at /widget/checkout.js and .mjs (widget/README.md).
  { name: 'widget bundle', cmd: bin('tsx'), args: ['scripts/check-widget-bundle.ts'] },
  {
    name: 'unit, component and API tests',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    count: () => {
      const r = readJson(vitestReport);
      return [Number(r?.numPassedTests ?? 0), Number(r?.numFailedTests ?? 0)];
    },
    failures: () => vitestFailures(readJson(vitestReport)),
  },
  { name: 'client build', cmd: bin('vite'), args: ['build'] },
  // The flow recorder and trace download are for development builds only.
  { name: 'client build: no dev trace download', cmd: bin('tsx'), args: ['scripts/check-client-bundle.ts', 'dist/client'] },
  {
    name: 'end-to-end tests',
    cmd: bin('playwright'),
    args: ['test', '-c', 'tests/e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    count: () => {
      const stats = readJson(playwrightReport)?.stats as Record<string, number> | undefined;
      return [Number(stats?.expected ?? 0) + Number(stats?.flaky ?? 0), Number(stats?.unexpected ?? 0)];
    },
    failures: () => playwrightFailures(readJson(playwrightReport)),
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let testsPassed = 0;
let testsFailed = 0;
// A failed stage with no failed test to show for it (types, lint, build, a crash) counts as one failure.
let otherFailures = 0;
// Named again at the very end: a CI log is often read from its tail, far below the failure.
const failedTests: string[] = [];
for (const stage of stages) {
  if (only.length && !only.some((o) => stage.name.includes(o))) continue;
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  if (stage.name === 'end-to-end tests') {
    console.log(`(servers on ports ${e2ePorts().join(', ')}; set E2E_PORT to move them)`);
    const problem = await e2ePortProblem();
    if (problem) {
      console.log(problem);
      failed++;
      otherFailures++;
      console.log(`=== ${stage.name}: FAILED (ports in use) ===`);
      continue;
    }
  }
  const r = spawnSync(stage.cmd, stage.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } });
  let counted = 0;
  if (stage.count) {
    const [p, f] = stage.count();
    testsPassed += p;
    testsFailed += f;
    counted = f;
    if (f) failedTests.push(...(stage.failures?.() ?? []));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status === 0) {
    passed++;
    console.log(`=== ${stage.name}: passed in ${seconds} s ===`);
  } else {
    failed++;
    if (!counted) otherFailures++;
    console.log(`=== ${stage.name}: FAILED (exit ${r.status ?? r.signal}) in ${seconds} s ===`);
  }
}
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
console.log(`\nstages: ${passed} passed, ${failed} failed`);
console.log(`tests: ${testsPassed} passed, ${testsFailed + otherFailures} failed`);
process.exit(failed ? 1 : 0);

// Regenerates fixtures/traces/ from the scripted scenarios: run it when a machine changes
// on purpose (npx tsx engine/replay/traces.gen.ts), then review the diff.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalJson } from './digest';
import { runScenario, scenarios, traceFileName } from '../testing/scenarios/index';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/traces');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (file.endsWith('.json')) rmSync(join(dir, file));

let failed = 0;
for (const sc of scenarios) {
  const { trace, state } = await runScenario(sc);
  if (canonicalJson(state) !== canonicalJson(sc.expect)) {
    failed++;
    console.error(`✗ ${sc.machine}.${sc.name}: ended in ${JSON.stringify(state)}, expected ${JSON.stringify(sc.expect)}`);
  }
  writeFileSync(join(dir, traceFileName(sc)), `${JSON.stringify(trace, null, 1)}\n`);
  console.log(`${traceFileName(sc)}: ${trace.steps.length} steps → ${JSON.stringify(state)}`);
}
if (failed > 0) process.exitCode = 1;

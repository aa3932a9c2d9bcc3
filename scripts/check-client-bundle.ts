// Production client bundles must not carry the development-only flow recorder and trace
// download (root-layout.tsx and use-flow-actor.ts gate them on import.meta.env.DEV). Run
// by `npm test` after the client build: tsx scripts/check-client-bundle.ts [dist/client].
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_TRACE_KIND, type TraceStep } from '../engine/replay';
import { TRACE_BUNDLE_KIND } from '../engine/replay/traceFile';

/**
 * String literals that minification keeps: the downloaded bundle's kind and file-name
 * prefix, and the property names the recorder writes into each step. A development build
 * (NODE_ENV=development vite build --mode development) holds all three.
 */
export const DEV_ONLY_MARKERS = [TRACE_BUNDLE_KIND, PAGE_TRACE_KIND, ...(['contextDigest', 'actorResults'] as const satisfies readonly (keyof TraceStep)[])];

export type Finding = { file: string; marker: string };

/** The script files of a built client and the dev-only markers each holds. */
export function scanClientBundle(dir: string): { scanned: number; findings: Finding[] } {
  const assets = join(dir, 'assets');
  const files = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  const findings: Finding[] = [];
  for (const file of files) {
    const text = readFileSync(join(assets, file), 'utf8');
    for (const marker of DEV_ONLY_MARKERS) if (text.includes(marker)) findings.push({ file: `assets/${file}`, marker });
  }
  return { scanned: files.length, findings };
}

/** 0 clean, 1 dev-only code found, 2 nothing to scan (a missing build must not pass). */
export function checkClientBundle(dir: string, log: (line: string) => void = console.log, error: (line: string) => void = console.error): number {
  const { scanned, findings } = scanClientBundle(dir);
  if (scanned === 0) {
    error(`check-client-bundle: no ${join(dir, 'assets')}/*.js to scan; build the client first`);
    return 2;
  }
  if (findings.length > 0) {
    error(`check-client-bundle: the production build in ${dir} carries the development-only trace recorder/download:`);
    for (const f of findings) error(`  ${f.file}: '${f.marker}'`);
    error('  Keep it behind import.meta.env.DEV (src/app/root-layout.tsx, src/flows/use-flow-actor.ts).');
    return 1;
  }
  log(`check-client-bundle: ${scanned} script files in ${dir}, no dev-only trace code`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(checkClientBundle(process.argv[2] ?? 'dist/client'));
}

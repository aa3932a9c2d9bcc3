import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `vite build` for `npm start`: warnings and errors only, then one line. Vite's listing of
 * every asset (~300 lines) buried the line that matters, the server's address.
 * Returns what was printed, for the caller to show and tests to read.
 */
export function buildClient(outDir?: string): { ok: boolean; output: string } {
  const started = Date.now();
  const args = [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...(outDir ? ['--outDir', outDir] : [])];
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const said = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  const summary = r.status === 0 ? `Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.` : `The client build failed (exit ${r.status}).`;
  return { ok: r.status === 0, output: said ? `${said}\n${summary}` : summary };
}

import path from 'node:path';

/**
 * Where the server-render bundle of a client build lives: beside the client's folder
 * (`dist/client` → `dist/ssr`), or `<folder>-ssr` when the client's folder has another
 * name. Outside the client's folder, so that it is never served as a static file.
 * vite.config.ts builds it there; server/http/ssr.ts loads it from there.
 */
export function ssrDirFor(clientDir: string): string {
  const resolved = path.resolve(clientDir);
  return path.basename(resolved) === 'client' ? path.join(path.dirname(resolved), 'ssr') : `${resolved}-ssr`;
}

export const SSR_ENTRY_FILE = 'entry-server.js';

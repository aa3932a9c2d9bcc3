import fs from 'node:fs';
import path from 'node:path';

// vitest.config.ts: the unit and API files share a worker's modules from file to file. A file
// that replaces a module (its mock could meet the real module an earlier file loaded, or stay
// for a later one) or patches what every file shares (a global, a prototype) keeps its own.

const SHARED = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(|vi\.spyOn\([\w.]*prototype\b/;

/** Whether a test file's text replaces a module or patches a global or a prototype. */
export function patchesShared(text: string): boolean {
  return SHARED.test(text);
}

/** The test files under `roots` (relative to the working directory, with forward slashes). */
export function testFiles(roots: readonly string[]): string[] {
  return roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(root, f).split(path.sep).join('/')),
  );
}

/** The test files under `roots` that need modules of their own. */
export function ownModuleFiles(roots: readonly string[]): string[] {
  return testFiles(roots).filter((f) => patchesShared(fs.readFileSync(f, 'utf8')));
}

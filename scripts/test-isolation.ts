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

/** `files` parted into those that may share a worker's modules and those that need their own: every file in one of the two. */
export function byModules(files: readonly string[]): { shared: string[]; own: string[] } {
  const own = files.filter((f) => patchesShared(fs.readFileSync(f, 'utf8')));
  return { shared: files.filter((f) => !own.includes(f)), own };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ssrDirFor } from '../server/http/ssr-paths';
import { buildClient } from './build-client';

describe('npm start: the client build', () => {
  it('builds the client and says so in a few lines, not a listing of every asset', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'start-build-'));
    try {
      const built = buildClient(out);
      expect(built.ok).toBe(true);
      expect(fs.existsSync(path.join(out, 'index.html'))).toBe(true);
      // Vite lists ~300 assets at its default log level; warnings may remain.
      expect(built.output.split('\n').length).toBeLessThan(20);
      expect(built.output).toMatch(/Client built in \d+\.\d s\./);
      expect(built.output).not.toMatch(/assets\/index-[\w-]+\.js/);
    } finally {
      // The server render is built beside the client, into a sibling folder of its own.
      for (const dir of [out, ssrDirFor(out)]) fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(fs.existsSync(ssrDirFor(out))).toBe(false);
  }, 180_000);
});

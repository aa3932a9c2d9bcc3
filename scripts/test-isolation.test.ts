import { describe, expect, it } from 'vitest';
import { byModules, patchesShared, testFiles } from './test-isolation';

describe('which test files keep modules of their own', () => {
  it('a module mock, a stubbed global or environment variable, a spy on a prototype', () => {
    expect(patchesShared("vi.mock('../zoom/zoom-controller', async (original) => ({}))")).toBe(true);
    expect(patchesShared("vi.doMock('./x')")).toBe(true);
    expect(patchesShared("vi.stubGlobal('devicePixelRatio', 3)")).toBe(true);
    expect(patchesShared("vi.stubEnv('NODE_ENV', 'production')")).toBe(true);
    expect(patchesShared("vi.spyOn(HTMLCanvasElement.prototype, 'getContext')")).toBe(true);
  });

  it('not a spy on an object of the file, a mock function, or the words in a comment', () => {
    expect(patchesShared("const removed = vi.spyOn(el, 'removeEventListener');")).toBe(false);
    expect(patchesShared('const f = vi.fn(() => 1);')).toBe(false);
    expect(patchesShared('// the module is mocked with vi.mocked types')).toBe(false);
  });

  it('parts the engine files: the one that mocks the zoom controller on its own, the plain ones shared, none left out', () => {
    const files = testFiles(['engine']);
    const { shared, own } = byModules(files);
    expect(own).toContain('engine/seatmap/seat-map-opening.test.ts');
    expect(shared).toContain('engine/zoom/zoom-controller.test.ts');
    expect([...shared, ...own].sort()).toEqual([...files].sort());
  });
});

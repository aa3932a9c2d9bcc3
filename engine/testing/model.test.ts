import { describe, expect, it } from 'vitest';
import { checkModel } from './modelTesting';
import { models } from './models/index';

describe('model-based tests: every state and every transition of every machine', () => {
  for (const model of models) {
    it(`${model.name}: the actor agrees with its model on every path, and the paths cover the machine`, async () => {
      const { paths, coverage, gaps } = await checkModel(model);
      expect(gaps.states, 'state nodes never visited').toEqual([]);
      expect(gaps.transitions, 'transitions never taken').toEqual([]);
      expect(coverage.paths).toBe(paths.length);
      // Thousands of paths on real actors: seconds alone, much longer on a shared machine.
    }, 180_000);
  }
});

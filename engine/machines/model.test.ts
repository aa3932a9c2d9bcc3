import { describe, expect, it } from 'vitest';
import { machineGraph, modelPaths, runPath } from './modelTesting';
import type { Coverage } from './modelTesting';
import { models } from './models/index';

describe('model-based tests: every state and every transition of every machine', () => {
  for (const model of models) {
    it(`${model.name}: the actor agrees with its model on every path, and the paths cover the machine`, async () => {
      const paths = modelPaths(model);
      const coverage: Coverage = { states: new Set(), transitions: new Set(), paths: 0, steps: 0 };
      for (const path of paths) await runPath(model, path, coverage);
      const goal = machineGraph(model.machine);
      expect(goal.states.filter((id) => !coverage.states.has(id)), 'state nodes never visited').toEqual([]);
      expect(goal.transitions.filter((t) => !coverage.transitions.has(t)), 'transitions never taken').toEqual([]);
      expect(coverage.paths).toBe(paths.length);
      // Thousands of paths on real actors: seconds alone, much longer on a shared machine.
    }, 180_000);
  }
});

import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { instancesFrom } from './instances';

describe('INSTANCES', () => {
  it('is one process unless asked, a number, or one per CPU for auto', () => {
    expect(instancesFrom(undefined)).toBe(1);
    expect(instancesFrom('')).toBe(1);
    expect(instancesFrom('2')).toBe(2);
    expect(instancesFrom(' auto ', 4)).toBe(4);
  });

  it('refuses anything else with a configuration error', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => instancesFrom(bad)).toThrow(ConfigError);
  });
});

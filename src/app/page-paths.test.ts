import { describe, expect, it } from 'vitest';
import { pagePatterns } from '../../contract/page-paths';
import { paths } from '../config/routes';

describe('page paths', () => {
  it('the server knows every page the client routes (else it would answer a real page with 404)', () => {
    const routed = Object.values(paths).filter((p) => p !== paths.notFound);
    expect([...routed].sort()).toEqual([...pagePatterns].sort());
  });
});

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrepareSeatMapHost } from './prepare-host';

const engine = vi.hoisted(() => ({ prepared: 0 }));
vi.mock('../../../../engine', async (original) => ({
  ...(await original<object>()),
  prepareSeatMapHost: () => {
    engine.prepared++;
  },
}));
afterEach(cleanup);

function Page() {
  usePrepareSeatMapHost();
  return null;
}

describe('usePrepareSeatMapHost', () => {
  it('builds the host once the page is mounted, without waiting for an idle moment the page may not have', () => {
    engine.prepared = 0;
    const { rerender } = render(<Page />);
    expect(engine.prepared).toBe(1);
    rerender(<Page />);
    expect(engine.prepared).toBe(1);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import Konva from 'konva/lib/Core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../../engine/testing/canvas-stub';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { PriceLegend } from './price-legend';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('price legend', () => {
  it('draws each zone\'s colour as a seat on a Konva canvas React owns, next to its price', async () => {
    stubCanvas();
    render(
      <MemoryRouter>
        <AppProviders queryClient={createQueryClient()}>
          <PriceLegend entries={[{ color: '#d04040', maxPrice: 3000 }, { color: '#4060d0', maxPrice: 1500 }]} />
        </AppProviders>
      </MemoryRouter>,
    );
    const items = screen.getByTestId('scheme-legend').querySelectorAll('li');
    expect(items).toHaveLength(2);
    await waitFor(() => expect(items[1]!.querySelector('canvas')).not.toBeNull());
    const fills: string[] = [];
    for (const item of items) {
      const swatch = item.querySelector<HTMLElement>('.scheme-legend__swatch')!;
      expect(swatch.getAttribute('aria-hidden')).toBe('true');
      // react-konva's stage, in the swatch: one canvas, nothing listening.
      const stage = Konva.stages.find((s) => swatch.contains(s.container()))!;
      expect(stage.getLayers()).toHaveLength(1);
      expect(stage.getLayers()[0]!.isListening()).toBe(false);
      expect(swatch.querySelectorAll('canvas')).toHaveLength(1);
      const disc = stage.findOne('Circle') as Konva.Shape;
      fills.push(String(disc.fill()));
    }
    expect(fills).toEqual(['#d04040', '#4060d0']);
    expect(items[0]!.textContent).toMatch(/3[\s\u00a0\u202f]?000/);
  });

  it('mounts no Konva stage before the map has painted and the page is idle after it', async () => {
    stubCanvas();
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => {
      idle = fn;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const before = Konva.stages.length;
    const legend = (painted: boolean) => (
      <MemoryRouter>
        <AppProviders queryClient={createQueryClient()}>
          <PriceLegend entries={[{ color: '#d04040', maxPrice: 3000 }]} painted={painted} />
        </AppProviders>
      </MemoryRouter>
    );
    const { rerender } = render(legend(false));
    // Not even waiting for idle while the map has not painted.
    expect(idle).toBeNull();
    rerender(legend(true));
    expect(screen.getByTestId('scheme-legend').querySelector('canvas')).toBeNull();
    expect(Konva.stages.length).toBe(before);
    act(() => idle!());
    await waitFor(() => expect(screen.getByTestId('scheme-legend').querySelector('canvas')).not.toBeNull());
    expect(Konva.stages.length).toBe(before + 1);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatChoice } from '../../../../engine/machines';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { placePopover, POPOVER_BOX } from '../model/popover-placement';
import { SeatPopover } from './seat-popover';

afterEach(cleanup);

const choice: SeatChoice = { seat_id: 7, sector: 10, row: '5', seat: '12', price: 2500, priceservise: 100, category: 'Партер' };

function renderPopover(at: { x: number; y: number }, over: { choice?: SeatChoice | null; inCart?: boolean } = {}) {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onClose: vi.fn() };
  const viewport = { width: 390, height: 844 };
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <SeatPopover
          placement={placePopover({ ...at, r: 5 }, viewport)}
          sectorName="Партер"
          row="5"
          seat="12"
          choice={over.choice === undefined ? choice : over.choice}
          inCart={over.inCart ?? false}
          {...handlers}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return handlers;
}

describe('seat popover', () => {
  it('is a 250 × 150 box kept inside a 390 px screen, even for a seat at the edge', () => {
    renderPopover({ x: 385, y: 20 });
    const box = screen.getByTestId('seat-popover');
    const left = parseFloat(box.style.left);
    const top = parseFloat(box.style.top);
    expect(box.style.width).toBe(`${POPOVER_BOX.width}px`);
    expect(box.style.maxHeight).toBe(`${POPOVER_BOX.height}px`);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + POPOVER_BOX.width).toBeLessThanOrEqual(390);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(box.dataset.side).toBe('below');
  });

  it('names the seat and its price and adds it', () => {
    const { onAdd } = renderPopover({ x: 200, y: 500 });
    const box = screen.getByRole('dialog', { name: 'Партер, ряд 5, место 12' });
    expect(box.textContent?.replace(/\s/g, ' ')).toContain('2 500 ₽');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows the category only when it is not the name of the sector again', () => {
    renderPopover({ x: 200, y: 500 });
    const price = () => screen.getByTestId('seat-popover').querySelector('.scheme-popover__price')!;
    expect(price().querySelector('span')).toBeNull();
    expect(price().textContent?.replace(/\s/g, ' ').trim()).toBe('2 500 ₽');
    cleanup();
    renderPopover({ x: 200, y: 500 }, { choice: { ...choice, category: ' партер ' } });
    expect(price().querySelector('span')).toBeNull();
    cleanup();
    renderPopover({ x: 200, y: 500 }, { choice: { ...choice, category: 'Партер VIP' } });
    expect(price().querySelector('span')?.textContent).toBe('Партер VIP');
  });

  it('offers removal for a seat in the cart, and closes with Escape', () => {
    const { onRemove, onClose } = renderPopover({ x: 200, y: 500 }, { inCart: true });
    fireEvent.click(screen.getByRole('button', { name: 'Убрать из корзины' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot add a seat the chosen card may not pay', () => {
    renderPopover({ x: 200, y: 500 }, { choice: null });
    expect((screen.getByRole('button', { name: 'Добавить в корзину' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Это место нельзя оплатить выбранной картой');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatChoice } from '../../../../engine/machines';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { standingMax } from '../model/standing-bounds';
import { StandingModal } from './standing-modal';

afterEach(cleanup);

const place: SeatChoice = { seat_id: 900, sector: 50, row: '', seat: '', price: 600, priceservise: 100, category: 'Стоячие места' };

function renderModal(bounds: { quant: number; limit: number; held: number; available: number }, choice: SeatChoice | null = place) {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <StandingModal name="Галерея" quant={bounds.quant} held={bounds.held} max={standingMax(bounds)} choice={choice} onAdd={onAdd} onClose={onClose} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { onAdd, onClose };
}

const more = () => screen.getByRole('button', { name: 'Больше' }) as HTMLButtonElement;
const less = () => screen.getByRole('button', { name: 'Меньше' }) as HTMLButtonElement;
const input = () => screen.getByRole('spinbutton') as HTMLInputElement;
const add = () => screen.getByRole('button', { name: 'Добавить' }) as HTMLButtonElement;

describe('standing place modal', () => {
  it('starts at 1 and stops at the places left in the area', () => {
    const { onAdd } = renderModal({ quant: 3, limit: 6, held: 0, available: 6 });
    expect(input().value).toBe('1');
    expect(less().disabled).toBe(true);
    fireEvent.click(more());
    fireEvent.click(more());
    expect(input().value).toBe('3');
    expect(more().disabled).toBe(true);
    expect(screen.getByTestId('stand-left').textContent).toBe('Осталось 3 места');
    fireEvent.click(add());
    expect(onAdd).toHaveBeenCalledWith(3);
  });

  it('stops at the space left in the cart', () => {
    renderModal({ quant: 100, limit: 6, held: 0, available: 2 });
    fireEvent.click(more());
    expect(input().value).toBe('2');
    expect(more().disabled).toBe(true);
  });

  it('stops at the place limit, counting what the cart already holds of it', () => {
    const { onAdd } = renderModal({ quant: 100, limit: 6, held: 5, available: 6 });
    expect(input().value).toBe('1');
    expect(more().disabled).toBe(true);
    fireEvent.click(add());
    expect(onAdd).toHaveBeenCalledWith(1);
  });

  it('keeps a typed number within bounds', () => {
    const { onAdd } = renderModal({ quant: 100, limit: 4, held: 0, available: 6 });
    fireEvent.change(input(), { target: { value: '50' } });
    expect(input().value).toBe('4');
    fireEvent.change(input(), { target: { value: '-3' } });
    expect(input().value).toBe('1');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(add());
    expect(onAdd).toHaveBeenLastCalledWith(1);
  });

  it('offers nothing to add when the cart is full or the area is sold out', () => {
    renderModal({ quant: 100, limit: 6, held: 0, available: 0 });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByTestId('stand-none').textContent).toBe('В корзине больше нет места для билетов');
    expect(add().disabled).toBe(true);
    cleanup();
    renderModal({ quant: 0, limit: 6, held: 0, available: 6 });
    expect(screen.getByTestId('stand-none').textContent).toBe('Мест не осталось');
    expect(add().disabled).toBe(true);
    cleanup();
    // Every place left is already in this cart: none left to add, though the cart has room.
    renderModal({ quant: 3, limit: 6, held: 3, available: 3 });
    expect(screen.getByTestId('stand-none').textContent).toBe('Мест не осталось');
  });

  it('cannot add a place the chosen card may not pay', () => {
    renderModal({ quant: 10, limit: 6, held: 0, available: 6 }, null);
    expect(screen.getByText('Это место нельзя оплатить выбранной картой')).toBeTruthy();
    expect(add().disabled).toBe(true);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartSeat } from '../../../../engine/machines';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { SeatCart, type SeatCartProps } from './seat-cart';

afterEach(cleanup);

const seat = (over: Partial<CartSeat>): CartSeat => ({
  seat_id: 1,
  sector: 10,
  row: '5',
  seat: '12',
  price: 2500,
  priceservise: 100,
  category: 'Партер',
  quantity: 1,
  standing: false,
  calendar_id: 7,
  ...over,
});

const names = new Map([[10, 'Партер'], [50, 'Галерея']]);

function renderCart(over: Partial<SeatCartProps> = {}) {
  const props: SeatCartProps = {
    items: [],
    totals: { count: 0, sum: 0, fees: 0, total: 0 },
    available: 6,
    limit: 6,
    sectorName: (id) => names.get(Number(id)) ?? '',
    onRemove: vi.fn(),
    pushkin: false,
    loading: false,
    overLimit: false,
    onSubmit: vi.fn(),
    ...over,
  };
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <SeatCart {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  return props;
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

describe('seat cart', () => {
  it('is empty at first: count 0, sum 0, every ticket available, submit disabled', () => {
    renderCart();
    expect(text('cart-count')).toBe('0');
    expect(text('cart-sum')).toBe('0 ₽');
    expect(text('cart-available')).toBe('6');
    expect(screen.queryByTestId('cart-items')).toBeNull();
    expect(screen.queryByTestId('cart-fee')).toBeNull();
    expect((screen.getByTestId('cart-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists each place with sector, row, seat, category and price, the fee and the total', () => {
    const items = [seat({}), seat({ seat_id: 900, sector: 50, row: '', seat: '', price: 600, priceservise: 100, category: 'Стоячие', quantity: 2, standing: true })];
    renderCart({ items, totals: { count: 3, sum: 3700, fees: 300, total: 4000 }, available: 3 });
    const rows = within(screen.getByTestId('cart-items')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Партер');
    expect(rows[0]!.textContent).toContain('ряд 5, место 12');
    expect(rows[0]!.textContent?.replace(/\s/g, ' ')).toContain('2 500 ₽');
    expect(rows[1]!.textContent).toContain('Галерея');
    expect(rows[1]!.textContent).toContain('2 стоячих места');
    expect(rows[1]!.textContent?.replace(/\s/g, ' ')).toContain('1 200 ₽');
    expect(text('cart-count')).toBe('3');
    expect(text('cart-available')).toBe('3');
    expect(text('cart-fee')).toContain('300 ₽');
    expect(text('cart-total')).toBe('4 000 ₽');
    expect((screen.getByTestId('cart-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the category only when it differs from the sector', () => {
    renderCart({ items: [seat({}), seat({ seat_id: 2, seat: '13', category: 'Партер, льготный' })], totals: { count: 2, sum: 5000, fees: 200, total: 5200 }, available: 4 });
    const rows = within(screen.getByTestId('cart-items')).getAllByRole('listitem');
    expect(rows[0]!.querySelector('.scheme-cart__category')).toBeNull();
    expect(rows[0]!.textContent?.match(/Партер/g)).toHaveLength(1);
    expect(rows[1]!.querySelector('.scheme-cart__category')?.textContent).toBe('Партер, льготный');
  });

  it('removes a place with its own button', () => {
    const props = renderCart({ items: [seat({ seat_id: 42 })], totals: { count: 1, sum: 2500, fees: 100, total: 2600 }, available: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить из корзины: Партер, ряд 5, место 12' }));
    expect(props.onRemove).toHaveBeenCalledWith(42);
  });

  it('shows no fee line when the fee is 0', () => {
    renderCart({ items: [seat({ priceservise: 0 })], totals: { count: 1, sum: 2500, fees: 0, total: 2500 }, available: 5 });
    expect(screen.queryByTestId('cart-fee')).toBeNull();
  });

  it('says what the submit does in card mode and sends it', () => {
    const props = renderCart({ items: [seat({})], totals: { count: 1, sum: 2500, fees: 100, total: 2600 }, available: 0, limit: 1, pushkin: true });
    const submit = screen.getByTestId('cart-submit');
    expect(submit.textContent).toBe('Оформить заказ по Пушкинской карте');
    fireEvent.click(submit);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    cleanup();
    renderCart({ items: [seat({})], totals: { count: 1, sum: 2500, fees: 100, total: 2600 }, available: 5 });
    expect(screen.getByTestId('cart-submit').textContent).toBe('Оформить заказ');
  });

  it('looks disabled while the buyer data is not ready, yet a tap still asks to send (and so shows the errors)', () => {
    const props = renderCart({ items: [seat({})], totals: { count: 1, sum: 2500, fees: 100, total: 2600 }, available: 5, ready: false });
    const submit = screen.getByTestId('cart-submit') as HTMLButtonElement;
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    cleanup();
    renderCart({ items: [seat({})], totals: { count: 1, sum: 2500, fees: 100, total: 2600 }, available: 5, ready: true });
    expect(screen.getByTestId('cart-submit').hasAttribute('aria-disabled')).toBe(false);
    cleanup();
    // An empty cart is plainly disabled.
    renderCart({ ready: false });
    expect((screen.getByTestId('cart-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('cart-submit').hasAttribute('aria-disabled')).toBe(false);
  });

  it('disables the submit while the order is being created', () => {
    renderCart({ items: [seat({})], totals: { count: 1, sum: 2500, fees: 100, total: 2600 }, available: 5, loading: true });
    const submit = screen.getByTestId('cart-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
  });

  it('warns when the cart holds more than the card allows', () => {
    renderCart({ items: [seat({}), seat({ seat_id: 2 })], totals: { count: 2, sum: 5000, fees: 200, total: 5200 }, available: 0, limit: 1, overLimit: true, pushkin: true });
    expect(screen.getByRole('alert').textContent).toContain('не больше 1 билета');
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartSeat } from '../../../../../engine/machines';
import { AppProviders } from '../../../../app/provider';
import { createQueryClient } from '../../../../app/query-client';
import { i18n } from '../../../../i18n/i18n';
import { CartAnnouncer, cartMessage } from './cart-announcer';
import { cartChanges } from './cart-changes';

afterEach(cleanup);

const seat = (id: number, seatNo: string, over: Partial<CartSeat> = {}): CartSeat => ({
  seat_id: id,
  sector: 10,
  row: '5',
  seat: seatNo,
  price: 2500,
  priceservise: 0,
  category: null,
  quantity: 1,
  standing: false,
  calendar_id: 7,
  ...over,
});
const gallery = (quantity: number) => seat(900, '', { sector: 50, row: '', quantity, standing: true });
const names = (id: number | string) => (Number(id) === 10 ? 'Партер' : 'Галерея');
const ru = i18n.getFixedT('ru');

describe('what changed in the cart', () => {
  it('finds places added and removed, and standing places that grew or shrank', () => {
    const a = seat(1, '1');
    const b = seat(2, '2');
    expect(cartChanges([a], [a, b])).toEqual({ added: [b], removed: [] });
    expect(cartChanges([a, b], [b])).toEqual({ added: [], removed: [a] });
    expect(cartChanges([gallery(1)], [gallery(3)]).added).toEqual([gallery(2)]);
    expect(cartChanges([gallery(3)], []).removed).toEqual([gallery(3)]);
    expect(cartChanges([a], [a])).toEqual({ added: [], removed: [] });
  });

  it('words it with the places and what the cart holds now', () => {
    expect(cartMessage(ru, [], [seat(1, '1'), seat(2, '2'), seat(3, '3')], names)).toBe(
      'Добавлено в корзину: Партер, ряд 5, место 1; Партер, ряд 5, место 2; Партер, ряд 5, место 3. В корзине 3 билета.',
    );
    expect(cartMessage(ru, [seat(1, '1')], [], names)).toBe('Убрано из корзины: Партер, ряд 5, место 1. Корзина пуста.');
    expect(cartMessage(ru, [gallery(1)], [gallery(3)], names)).toBe('Добавлено в корзину: Галерея, 2 стоячих места. В корзине 3 билета.');
    expect(cartMessage(ru, [seat(1, '1')], [seat(1, '1')], names)).toBe('');
  });
});

describe('the cart announcer', () => {
  it('is a polite live region on the page from the start, saying each change as it comes', () => {
    const client = createQueryClient();
    const page = (items: CartSeat[]) => (
      <AppProviders queryClient={client}>
        <CartAnnouncer items={items} sectorName={names} />
      </AppProviders>
    );
    const { rerender } = render(page([]));
    const update = (items: CartSeat[]) => rerender(page(items));
    const region = screen.getByTestId('cart-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => update([seat(1, '1')]));
    expect(region.textContent).toBe('Добавлено в корзину: Партер, ряд 5, место 1. В корзине 1 билет.');
    act(() => update([]));
    expect(region.textContent).toBe('Убрано из корзины: Партер, ряд 5, место 1. Корзина пуста.');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { SeatStatus } from '../../../../../engine';
import { seatCartMachine, seatsAvailable } from '../../../../../engine/machines';
import { buildSyntheticHall } from '../../../../../engine/testing/synthetic-hall';
import { AppProviders } from '../../../../app/provider';
import { createQueryClient } from '../../../../app/query-client';
import { SeatStepper } from './seat-stepper';

afterEach(cleanup);

/**
 * Left: 4 rows of 5, row 1 with seat 3 taken (no three together there). Right: every seat
 * taken but the first two of row 1.
 */
function hall() {
  const model = buildSyntheticHall({
    sectors: [
      { x: 0, y: 0, rows: 4, seatsPerRow: 5, cat: 1, name: 'Left' },
      { x: 10, y: 0, rows: 4, seatsPerRow: 5, cat: 1, name: 'Right' },
    ],
  });
  model.status[2] = SeatStatus.unavailable;
  for (let i = 22; i < 40; i++) model.status[i] = SeatStatus.unavailable;
  return model;
}

/** The page's wiring in small: the list sends to the seat cart machine, and shows its items. */
function mount(limit = 6) {
  const model = hall();
  const cart = createActor(seatCartMachine, { input: { limit } }).start();
  function Page() {
    const context = useSelector(cart, (s) => s.context);
    return (
      <SeatStepper
        model={model}
        zonePrice={() => 1500}
        items={context.items}
        available={seatsAvailable(context)}
        sectorName={(id) => (Number(id) === 1 ? 'Left' : 'Right')}
        onAdd={(indices) => {
          for (const i of indices) {
            cart.send({ type: 'ADD_SEAT', seat: { seat_id: model.ids[i]!, sector: 1, row: model.row[i]!, seat: model.seat[i]!, price: 1500, priceservise: 0, category: null } });
          }
        }}
        onRemove={(seatId) => cart.send({ type: 'REMOVE', seatId })}
      />
    );
  }
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
  const cartSeats = () => cart.getSnapshot().context.items.map((i) => `${i.row}-${i.seat}`);
  return { model, cart, cartSeats };
}

const focused = () => document.activeElement as HTMLElement;
// Prices come with no-break spaces.
const name = (el: Element) => el.getAttribute('aria-label')!.replace(/\s/g, ' ');
const key = (k: string) => fireEvent.keyDown(focused(), { key: k });
const list = (level: string) => within(screen.getByTestId(`stepper-${level}`)).getAllByRole('button');

describe('the list of seats', () => {
  it('walks sector → row → seats with the keyboard and puts three seats together in the cart', () => {
    const { cartSeats } = mount();
    fireEvent.change(screen.getByTestId('party-size'), { target: { value: '3' } });

    const sectors = list('sectors');
    expect(sectors.map((b) => name(b))).toEqual([
      'Left, 19 свободных мест, от 1 500 ₽, по 3 рядом: 9 вариантов',
      'Right, 2 свободных места, от 1 500 ₽, нет 3 мест рядом',
    ]);
    expect(sectors[1]!.getAttribute('aria-disabled')).toBe('true');
    // One tab stop: the arrows move inside.
    expect(sectors.map((b) => b.tabIndex)).toEqual([0, -1]);
    sectors[0]!.focus();
    key('ArrowDown');
    expect(focused()).toBe(sectors[1]);
    expect(list('sectors').map((b) => b.tabIndex)).toEqual([-1, 0]);
    // A sector with no seats together does not open.
    key('ArrowRight');
    expect(screen.getByTestId('stepper-sectors')).toBeTruthy();
    key('ArrowUp');
    key('ArrowRight');

    // Into the first row with three together: row 2 (row 1 has a taken seat in the middle).
    expect(screen.getByRole('heading', { name: 'Left: ряды' })).toBeTruthy();
    expect(name(focused())).toBe('Ряд 2, 5 свободных мест, от 1 500 ₽, по 3 рядом: 3 варианта');
    expect(list('rows')[0]!.getAttribute('aria-disabled')).toBe('true');
    // Back and in again: the focus comes back to the sector it left.
    key('Escape');
    expect(name(focused())).toMatch(/^Left, /);
    key('ArrowRight');
    // Type-ahead: "4" goes to row 4.
    key('4');
    expect(name(focused())).toMatch(/^Ряд 4, /);
    key('ArrowUp');
    expect(name(focused())).toMatch(/^Ряд 3, /);
    key('ArrowRight');

    expect(screen.getByRole('heading', { name: 'Left, ряд 3: места' })).toBeTruthy();
    expect(list('seats').map((b) => name(b))).toEqual(['Места 1, 2, 3, 4 500 ₽', 'Места 2, 3, 4, 4 500 ₽', 'Места 3, 4, 5, 4 500 ₽']);
    expect(focused()).toBe(list('seats')[0]);
    // Enter on a button is a click.
    fireEvent.click(list('seats')[1]!);
    expect(cartSeats()).toEqual(['3-2', '3-3', '3-4']);
    // The row now shows the buyer's seats, pressed, and what is left has no three together.
    expect(list('seats').map((b) => [name(b), b.getAttribute('aria-pressed')])).toEqual([
      ['Место 2, 1 500 ₽, в корзине', 'true'],
      ['Место 3, 1 500 ₽, в корзине', 'true'],
      ['Место 4, 1 500 ₽, в корзине', 'true'],
    ]);
    expect(screen.getByTestId('stepper-none').textContent!.replace(/\s/g, ' ')).toBe('Здесь нет 3 свободных мест рядом.');
    expect(list('seats')).toContain(focused());

    // A seat in the cart goes back out the same way.
    fireEvent.click(list('seats')[0]!);
    expect(cartSeats()).toEqual(['3-3', '3-4']);
    key('ArrowLeft');
    expect(name(focused())).toMatch(/^Ряд 3, .*в корзине: 2$/);
  });

  it('says so when no party of that size fits anywhere, and keeps the size within the cart', () => {
    mount(6);
    const input = screen.getByTestId('party-size') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(input.value).toBe('6');
    // Rows of five: no six together.
    expect(screen.getByTestId('stepper-none').textContent!.replace(/\s/g, ' ')).toBe('Нигде нет 6 свободных мест рядом. Выберите меньше мест или места по одному.');
    expect(list('sectors').every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    // At its bound, the button stays focusable and does nothing.
    const more = screen.getByRole('button', { name: 'Больше мест' });
    expect(more.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(more);
    expect(input.value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Меньше мест' }));
    expect(input.value).toBe('5');
    expect(screen.queryByTestId('stepper-none')).toBeNull();
  });

  it('offers nothing more once the cart is full, but the seats in it can still be given back', () => {
    const { cartSeats } = mount(2);
    const sectors = list('sectors');
    sectors[0]!.focus();
    key('ArrowRight');
    key('ArrowRight');
    fireEvent.click(list('seats')[0]!);
    fireEvent.click(list('seats')[1]!);
    expect(cartSeats()).toHaveLength(2);
    expect(screen.getByText('В корзине больше нет места для билетов: удалите билет, чтобы выбрать другое место.')).toBeTruthy();
    const runs = list('seats').filter((b) => b.getAttribute('aria-pressed') === 'false');
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    fireEvent.click(runs[0]!);
    expect(cartSeats()).toHaveLength(2);
    fireEvent.click(list('seats').find((b) => b.getAttribute('aria-pressed') === 'true')!);
    expect(cartSeats()).toHaveLength(1);
  });
});

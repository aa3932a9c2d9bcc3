// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { minimalSetup } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';
import { HASH, api, body, event, fillBuyer, plus, price, setUpEventsPage } from './testing/events-page';

// Issue 25 (buying): a card-only event, and events that sell group rows next to individual tickets.
setUpEventsPage();

const cultureSetup = { ...minimalSetup, db: { showproculture: 1 } };

/** A tour: individual rows, plus group rows (the guide's fee is mandatory, 1; participants 5 to 15). */
const tour = () =>
  event({
    action: { demquantlimit: 20 },
    ticketPrice: [
      price({ clientcategory_id: 8, category_ru: 'Экскурсовод', price: '5000', minlimit: '1', maxlimit: '1', needprice: '1' }),
      price({ clientcategory_id: 6, category_ru: 'Участник группы', price: '600', minlimit: '5', maxlimit: '15' }),
    ],
  });

describe('events page: buyer paths of issue 25', () => {
  it('a Pushkin-card-only event opened with its date and time in the link offers its card rows', async () => {
    const cardOnly = event({
      action: { usepushkarta: 1, usenopushkarta: 0, demquantlimit: 1 },
      price: [price({ clientcategory_id: 12, category_ru: 'Молодёжный (Пушкинская карта)', price: '500', maxlimit: '1', useproculture: '1' })],
    });
    renderApp(`/event/${HASH}/2025-07-28/11:00`, { ...api(cardOnly), '/api/setup': cultureSetup });
    expect(await screen.findByText('Билет можно купить только по Пушкинской карте')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Категории билетов' })).toBeTruthy();
    expect(screen.queryByText('По вашему запросу билетов не найдено')).toBeNull();
    fireEvent.click(plus('Молодёжный (Пушкинская карта)'));
    expect(screen.getByRole('button', { name: 'Оформить заказ по Пушкинской карте' })).toBeTruthy();
  });

  it('two adults buy individual tickets on an event that also sells group rows', async () => {
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-28`, api(tour()));
    await screen.findByLabelText('Участник группы');
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    expect(screen.queryByText('Для групповой экскурсии выберите число участников группы')).toBeNull();
    fillBuyer();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Оформить заказ' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(body(fetch, '/api/order/create')?.data).toEqual([expect.objectContaining({ categoryId: 1, quantity: 2 })]);
  });

  it('a group takes its mandatory rows with it: the guide fee cannot be left at 0 and goes with the order', async () => {
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-28`, api(tour()));
    const guide = (await screen.findByLabelText('Экскурсовод')) as HTMLSelectElement;
    const size = screen.getByLabelText('Участник группы') as HTMLSelectElement;
    // No group chosen: the mandatory row is not asked for.
    expect(guide.value).toBe('0');
    fireEvent.change(size, { target: { value: '5' } });
    expect(guide.value).toBe('1');
    // It cannot be taken off while the group is there.
    expect([...guide.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(['1']);
    fireEvent.change(guide, { target: { value: '0' } });
    expect(guide.value).toBe('1');
    expect(await screen.findByText('6 билетов')).toBeTruthy();
    fillBuyer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(body(fetch, '/api/order/create')?.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ categoryId: 8, quantity: 1 }), expect.objectContaining({ categoryId: 6, quantity: 5 })]),
    );
  });

  it('without participants the group and its mandatory rows go', async () => {
    renderApp(`/event/${HASH}/2025-07-28`, api(tour()));
    const guide = (await screen.findByLabelText('Экскурсовод')) as HTMLSelectElement;
    const size = screen.getByLabelText('Участник группы') as HTMLSelectElement;
    fireEvent.change(size, { target: { value: '5' } });
    expect(guide.value).toBe('1');
    fireEvent.change(size, { target: { value: '0' } });
    expect(guide.value).toBe('0');
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).toBeNull();
  });
});

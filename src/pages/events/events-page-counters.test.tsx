// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { HASH, api, event, minus, plus, price, setUpEventsPage } from './testing/events-page';

// The category counters of the events page: the limits of a row, a session, an order and a zone.
setUpEventsPage();

describe("events page: the ticket counters", () => {
  it('keeps the counters within the row, session and order limits', async () => {
    renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    expect(minus('Взрослый').disabled).toBe(true);
    fireEvent.click(plus('Детский'));
    // The child row allows one ticket.
    expect(plus('Детский').disabled).toBe(true);
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    // demquantlimit 3 reached: no row can grow.
    expect(plus('Взрослый').disabled).toBe(true);
    fireEvent.click(plus('Взрослый'));
    expect(within(screen.getByRole('group', { name: 'Взрослый' })).getByRole('status').textContent).toBe('2');
    expect(screen.getByText('3 билета')).toBeTruthy();
    expect(screen.getByText(/2\s500\s₽/)).toBeTruthy();
    expect(screen.getByText(/2\s650\s₽/)).toBeTruthy();
    fireEvent.click(minus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(false);
  });

  it('limits the counters to the places left in the session', async () => {
    renderApp(`/event/${HASH}/2025-07-27/14:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    expect(screen.getByRole('button', { name: /^14:00/ }).textContent).toBe('14:00Осталось 2 билета');
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(true);
  });

  it('opens the limit modal when a group excursion is larger than the order may be', async () => {
    const group = event({
      action: { demquantlimit: 10 },
      ticketPrice: [price({ clientcategory_id: 6, category_ru: 'Участник группы', price: '600', minlimit: '5', maxlimit: '15' })],
      ticketInfo: { ticketinfo_ru: '<p>Группа <b>от 5 человек</b><img src=x onerror="window.hacked=1"></p>' },
    });
    renderApp(`/event/${HASH}/2025-07-28`, api(group));
    const size = (await screen.findByLabelText('Участник группы')) as HTMLSelectElement;
    expect(screen.getByText('от 5 человек').tagName).toBe('B');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect([...size.options].map((o) => o.value)).toEqual(['0', ...Array.from({ length: 11 }, (_, i) => String(i + 5))]);
    // An individual ticket needs no group (group rows apply only to a group order).
    fireEvent.click(plus('Взрослый'));
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeTruthy();
    fireEvent.change(size, { target: { value: '11' } });
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Предупреждение')).toBeTruthy();
    expect(size.value).toBe('0');
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.change(size, { target: { value: '6' } });
    expect(size.value).toBe('6');
    // The order form appears with a group ticket (docs/product/booking.md), with the group's total.
    expect(await screen.findByText('7 билетов')).toBeTruthy();
    expect(screen.getByText(/4\s600\s₽/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeTruthy();
  });

  it('marks a category whose zone is full as unavailable, while others stay on sale', async () => {
    const zoned = event({
      calendar: [{ day: '28.07.2025', _time: [{ time: '11:00', quantity: 40, pricetype_id: 1, zones: [{ zonelevel_id: 1, quantity: 0 }, { zonelevel_id: 2, quantity: 40 }] }] }],
      price: [price({ clientcategory_id: 1, category_ru: 'Партер' }), price({ clientcategory_id: 1, zonelevel_id: 2, category_ru: 'Балкон' })],
    });
    renderApp(`/event/${HASH}/2025-07-28`, api(zoned));
    await screen.findByRole('list', { name: 'Категории билетов' });
    const [stalls, balcony] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('booking-price'));
    expect(within(stalls!).getByText('Место недоступно')).toBeTruthy();
    expect(plus('Партер').disabled).toBe(true);
    expect(within(balcony!).queryByText('Место недоступно')).toBeNull();
    expect(plus('Балкон').disabled).toBe(false);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { HASH, api, event, price, setUpEventsPage } from './testing/events-page';

// Choosing the session on the events page: the route follows the choice; days and sessions without tickets say so.
setUpEventsPage();

describe("events page: the date and time", () => {
  it('rewrites the route when a date and time are chosen', async () => {
    const { router } = renderApp(`/event/${HASH}?lang=ru&sessionId=`, api(event()));
    expect(await screen.findByText('Выберите дату')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'понедельник, 28 июля 2025 г.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-28/11:00`));
    fireEvent.click(screen.getByRole('button', { name: 'воскресенье, 27 июля 2025 г.' }));
    expect(await screen.findByText('Выберите время сеанса')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-27`));
    fireEvent.click(screen.getByRole('button', { name: /^11:00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-27/11:00`));
    expect(router.state.location.search).toBe('?lang=ru&sessionId=');
  });

  it('tells when the route names a day without tickets, and when everything is sold out', async () => {
    renderApp(`/event/${HASH}/2025-07-26`, api(event()));
    expect(await screen.findByText('На выбранный день билетов нет')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Категории билетов' })).toBeNull();
    cleanup();
    const soldOut = event({ calendar: [{ day: '26.07.2025', _time: [{ time: '14:00', quantity: 0, pricetype_id: 1 }] }] });
    renderApp(`/event/${HASH}`, api(soldOut));
    expect(await screen.findByText('Все билеты проданы. Пожалуйста, выберите другое мероприятие')).toBeTruthy();
  });

  it('says no tickets were found when the session has no price rows', async () => {
    renderApp(`/event/${HASH}/2025-07-28`, api(event({ price: [price({ clientcategory_id: 1, pricetype_id: 2, category_ru: 'Взрослый' })] })));
    expect(await screen.findByText('По вашему запросу билетов не найдено')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../../features/booking-shared/testing/layout-apis';
import { expectFoldedComposition, expectInfoLink } from '../../features/booking-shared/testing/header-checks';
import { json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';

beforeEach(() => stubLayoutApis(390));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HASH = 'a'.repeat(40);

// The scheme load as the server sends it: numbers partly as strings, names in four languages.
const scheme = {
  action: { action_id: 15, hash_id: HASH, action_ru: '«Вишнёвый сад»', age_from: 12, demquantlimit: '6', useseatsvg: 1 },
  calendar: [
    { calendar_id: 101, event_day: '26.07.2025', event_time: '14:00', quant: 40, pricetype_id: 1 },
    { calendar_id: 102, event_day: '26.07.2025', event_time: '19:00', quant: 0, pricetype_id: 2 },
    { calendar_id: 103, event_day: '27.07.2025', event_time: '19:00', quant: 12, pricetype_id: 2 },
  ],
  action_str: [],
  price_list: [{ action_id: 15, clientcategory_id: 11, zonelevel_id: 21, pricetype_id: 1, price: '2500', priceservise: '100' }],
  checkboxList: [{ id: 1, filling: 1, name_ru: 'Согласен с правилами' }],
};

describe('scheme page', () => {
  it('asks for the event time before showing the scheme, and loads no map meanwhile', async () => {
    const { fetch } = renderApp(`/scheme/${HASH}`, { '/api/scheme': scheme });
    expect(await screen.findByTestId('scheme-choose-time')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('«Вишнёвый сад»');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/scheme/map'))).toBe(false);
  });

  it('has the info link in a new tab and the folded composition with action, place, day and time', async () => {
    const withExtras = {
      ...scheme,
      action: { ...scheme.action, descript_url_ru: 'https://theatre.example/ru/cherry-orchard', descript_url_en: 'https://theatre.example/en/cherry-orchard' },
      action_str: [
        { str_action_ru: 'Встреча с режиссёром', str_seatroot_ru: 'Малая сцена', str_day: '26.07.2025', str_time: '13:00' },
        { str_action_ru: '«Вишнёвый сад»', str_seatroot_ru: 'Новая сцена', str_address_ru: 'Тверская, 1', str_day: '26.07.2025', str_time: '14:00' },
      ],
    };
    renderApp(`/scheme/${HASH}`, { '/api/scheme': withExtras });
    await expectInfoLink('https://theatre.example/ru/cherry-orchard');
    expectFoldedComposition([
      'Встреча с режиссёромМалая сцена26 июля, 13:00',
      '«Вишнёвый сад»Новая сцена, Тверская, 126 июля, 14:00',
    ]);
  });

  it('shows no info link for a javascript: address', async () => {
    renderApp(`/scheme/${HASH}`, { '/api/scheme': { ...scheme, action: { ...scheme.action, descript_url_ru: ' javascript:alert(1)' } } });
    await screen.findByTestId('scheme-choose-time');
    expect(screen.queryByRole('link', { name: 'Подробнее о мероприятии' })).toBeNull();
    expect(screen.queryByText(/^Состав/)).toBeNull();
  });

  it('says the scheme was not loaded when the session has no map', async () => {
    const map = vi.fn(() => json({ response: { errorCode: '-404', errorText: 'The hall scheme has not been uploaded yet' } }, 404));
    renderApp(`/scheme/${HASH}/2025-07-26/14:00`, { '/api/scheme': scheme, '/api/scheme/map': map });
    expect((await screen.findByTestId('scheme-not-loaded')).textContent).toBe('Схема зала ещё не загружена');
    expect(screen.queryByTestId('scheme-choose-time')).toBeNull();
    // The session of the route is the one asked for.
    const body = JSON.parse(String((map.mock.calls[0] as unknown as [RequestInit])[0].body)) as { hash: string; calendar_id: number };
    expect(body).toMatchObject({ hash: HASH, calendar_id: 101 });
    // The cart is there, empty, with its submit disabled.
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect((screen.getByTestId('cart-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the scheme was not loaded when the map answer is not a hall', async () => {
    renderApp(`/scheme/${HASH}/2025-07-27/19:00`, {
      '/api/scheme': scheme,
      '/api/scheme/map': { svg: '<html><body>maintenance</body></html>', sectors: [], seat_numbers: [], seat_stand: [], zones: [] },
    });
    expect(await screen.findByTestId('scheme-not-loaded')).toBeTruthy();
  });

  it('shows "data not found" for an unknown event', async () => {
    renderApp(`/scheme/${'b'.repeat(40)}`, {});
    expect((await screen.findByTestId('scheme-data-not-found')).textContent).toBe('Данные не найдены');
  });

  it('keeps the route date but drops a time that is not on sale', async () => {
    const { fetch } = renderApp(`/scheme/${HASH}/2025-07-26/19:00`, { '/api/scheme': scheme });
    expect(await screen.findByText('На выбранный сеанс билетов нет')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^19:00/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/scheme/map'))).toBe(false);
  });

  it('prefills the buyer from the personal-account session', async () => {
    renderApp(`/scheme/${HASH}/2025-07-26/14:00?sessionId=demo-session-0001`, {
      '/api/scheme': scheme,
      '/api/scheme/map': () => json({ response: { errorCode: '-404', errorText: 'no map' } }, 404),
      '/api/crm/client-info': { sessionId: 'demo-session-0001', id: 1, hashId: 'c1', lastname: 'Иванова', firstname: 'Анна', clientphone: '+79161234567', clientemail: 'anna@example.com' },
    });
    const fio = (await screen.findByLabelText('ФИО')) as HTMLInputElement;
    expect(fio.value).toBe('Иванова Анна');
    expect((screen.getByLabelText('E-mail', { exact: true }) as HTMLInputElement).value).toBe('anna@example.com');
  });

  it('prefills the buyer from the client stored on login when the link has no ?sessionId', async () => {
    const info = { sessionId: 's3', id: 2, hashId: 'c2', lastname: 'Петров', firstname: 'Олег', clientphone: '+79161234500', clientemail: 'oleg@example.com' };
    localStorage.setItem('crmClient', JSON.stringify({ sessionId: 's3', email: 'oleg@example.com', firstname: 'Олег', lastname: 'Петров', middlename: '', phone: '+79161234500', id: 2, hashId: 'c2', cardCode: '', subscriptions: [] }));
    try {
      renderApp(`/scheme/${HASH}/2025-07-26/14:00`, {
        '/api/scheme': scheme,
        '/api/scheme/map': () => json({ response: { errorCode: '-404', errorText: 'no map' } }, 404),
        '/api/crm/client-info': info,
      });
      const fio = (await screen.findByLabelText('ФИО')) as HTMLInputElement;
      expect(fio.value).toBe('Петров Олег');
      expect((screen.getByLabelText('E-mail', { exact: true }) as HTMLInputElement).value).toBe('oleg@example.com');
    } finally {
      localStorage.removeItem('crmClient');
    }
  });

  it('picks the only date and time on entry and writes them into the route, keeping the query', async () => {
    const single = { ...scheme, calendar: [scheme.calendar[0]] };
    const { router } = renderApp(`/scheme/${HASH}?lang=en`, {
      '/api/scheme': single,
      '/api/scheme/map': () => json({ response: { errorCode: '-404', errorText: 'no map' } }, 404),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/scheme/${HASH}/2025-07-26/14:00`));
    expect(router.state.location.search).toBe('?lang=en');
    expect(await screen.findByTestId('scheme-not-loaded')).toBeTruthy();
  });

  it('shows no time prompt and no cart for an event without sessions', async () => {
    const { fetch } = renderApp(`/scheme/${HASH}`, { '/api/scheme': { ...scheme, calendar: [] } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBeTruthy();
    expect(screen.queryByTestId('scheme-choose-time')).toBeNull();
    expect(screen.queryByTestId('scheme-cart')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/scheme/map'))).toBe(false);
  });
});

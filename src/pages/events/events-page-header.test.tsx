// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { minimalSetup } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';
import { expectFoldedComposition, expectInfoLink } from '../../features/booking-shared/testing/header-checks';
import { HASH, api, body, event, setUpEventsPage } from './testing/events-page';

// The events page (/event/{hash}) on a phone: what it says about the event, and a link to an event that is not there.
setUpEventsPage();

describe("events page: the event's header", () => {
  it('shows the header and, for a dated link, the day and time of the route', async () => {
    const { fetch } = renderApp(`/event/${HASH}/2025-07-27/14:00`, api(event()));
    expect(await screen.findByRole('heading', { level: 1, name: /Экскурсия по крышам/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Возрастное ограничение 12+' })).toBeTruthy();
    expect(screen.getByText('Сбор у входа')).toBeTruthy();
    expect(screen.getByText('1 ч 30 мин')).toBeTruthy();
    expect(screen.getByText('Москва, Тверская, 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'воскресенье, 27 июля 2025 г.' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^14:00/ }).getAttribute('aria-pressed')).toBe('true');
    expect(body(fetch, '/api/no-scheme')).toEqual({ hash: HASH, lang: 'ru' });
    await waitFor(() => expect(document.title).toBe('Экскурсия по крышам'));
  });

  it('links the event page in a new tab and folds the composition until it is tapped', async () => {
    const composition = [
      { str_action_ru: 'Крыши Китай-города', str_seatroot_ru: 'Дом Наркомфина', str_address_ru: 'Новинский бульвар, 25', str_day: '27.07.2025', str_time: '11:00' },
      { str_action_ru: 'Закат над рекой', str_seatroot_ru: 'Дом на набережной', str_day: '28.07.2025', str_time: '20:30' },
    ];
    renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event({ action: { descript_url_ru: 'https://roofs.example/ru/tour' }, actionStr: composition })));
    await expectInfoLink('https://roofs.example/ru/tour');
    const summary = expectFoldedComposition([
      'Крыши Китай-городаДом Наркомфина, Новинский бульвар, 2527 июля, 11:00',
      'Закат над рекойДом на набережной28 июля, 20:30',
    ]);
    fireEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(false);
  });

  it('shows no info link for an address that is not a web page, and no composition when there is none', async () => {
    renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event({ action: { descript_url_ru: 'javascript:alert(1)' } })));
    await screen.findByRole('heading', { level: 1, name: /Экскурсия по крышам/ });
    expect(screen.queryByRole('link', { name: 'Подробнее о мероприятии' })).toBeNull();
    expect(screen.queryByText(/^Состав/)).toBeNull();
  });

  it('shows the page error when there is no such event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/event/${HASH}`, { '/api/setup': minimalSetup });
    expect(await screen.findByRole('heading', { name: 'Мероприятие не найдено' })).toBeTruthy();
  });
});

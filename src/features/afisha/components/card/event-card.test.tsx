// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { fixtureAfisha, hashOf } from '../../testing/afisha-fixture';
import { LONG_PRESS_MS, TOOLTIP_DELAY } from './card-title';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { hacked?: number }).hacked;
});

/** The fixture with a page large enough for every card of a menu. */
function afisha() {
  const a = fixtureAfisha();
  a.kind_menu[0] = { ...a.kind_menu[0]!, menurowcount: 20 };
  return a;
}

async function card(name: string, url = '/') {
  renderApp(url, { '/api/afisha': afisha() });
  return screen.findByRole('article', { name });
}

describe('event card', () => {
  it('shows image, age, Pushkin badge, dates, address with the map link, count and Book', async () => {
    const c = await card('Постоянная экспозиция');
    expect(c.querySelector('img')?.getAttribute('src')).toBe('/images/e1.svg');
    expect(within(c).getByLabelText('Возраст от 6 лет').textContent).toBe('6+');
    expect(within(c).getByRole('list', { name: 'Особенности' }).textContent).toBe('Пушкинская карта');
    // Mini calendar: first and last date, read out in full.
    expect(within(c).getByText('Даты: с 22 ноября 2026 г. по 20 января 2027 г.')).toBeTruthy();
    expect(c.querySelectorAll('.mini-calendar__page')).toHaveLength(2);
    expect(c.querySelector('.mini-calendar__day')?.textContent).toBe('22');
    // All-day tickets: no time shown.
    expect(c.querySelector('.event-card__time')).toBeNull();
    const map = within(c).getByRole('link', { name: /Москва, Зубовский бульвар, 2/ });
    expect(map.getAttribute('href')).toBe('https://yandex.ru/maps/?pt=37.59,55.73');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(within(c).getByText('Музей истории города')).toBeTruthy();
    expect(within(c).getByText('В продаже: 40 билетов')).toBeTruthy();
    expect(within(c).getByRole('link', { name: 'Купить' }).getAttribute('href')).toBe(`/event/${hashOf(1)}/2026-11-22`);
    expect(within(c).getByRole('link', { name: /О мероприятии/ }).getAttribute('href')).toBe('https://museum.example/expo');
  });

  it('sanitises the description, cuts it to the setup length and expands it with "more details"', async () => {
    const c = await card('Постоянная экспозиция');
    const description = c.querySelector('.event-card__description')!;
    expect(description.querySelector('script, img')).toBeNull();
    expect(description.textContent!.endsWith('…')).toBe(true);
    expect(description.textContent!.length).toBeLessThanOrEqual(61);
    const more = within(c).getByRole('button', { name: 'Подробнее' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(description.textContent).toContain('более трёх тысяч предметов.');
    expect(description.querySelector('script, img')).toBeNull();
    expect(within(c).getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('a short description has no toggle; a time range and sign-language badge show', async () => {
    const c = await card('Мир динозавров');
    expect(within(c).queryByRole('button', { name: 'Подробнее' })).toBeNull();
    expect(c.querySelector('.event-card__time')?.textContent).toBe('Время: 10:00–18:00');
    expect(within(c).getByText('Перевод на жестовый язык')).toBeTruthy();
    expect(within(c).getByLabelText('Возраст от 0 лет').textContent).toBe('0+');
    expect(within(c).getByText('Даты: с 23 ноября 2026 г. по 24 ноября 2026 г.')).toBeTruthy();
  });

  it("sold out: Book disabled and 'no tickets'; -99999: a disabled 'soon on sale'", async () => {
    const sold = await card('Ночная экскурсия');
    expect(within(sold).getByRole('button', { name: 'Купить' })).toHaveProperty('disabled', true);
    expect(within(sold).getByText('Билетов нет')).toBeTruthy();
    const soon = screen.getByRole('article', { name: 'Сокровища степи' });
    expect(within(soon).getByRole('button', { name: 'Скоро в продаже' })).toHaveProperty('disabled', true);
    expect(within(soon).queryByText(/В продаже/)).toBeNull();
  });

  it('a Pushkin-only event says so', async () => {
    const c = await card('Лекция об искусстве');
    expect(within(c).getByText('Только по Пушкинской карте')).toBeTruthy();
    expect(within(c).getByLabelText('Возраст от 12 лет')).toBeTruthy();
  });

  it('composition: three items, then "more" shows the rest', async () => {
    const c = await card('Абонемент «Вечера»', '/?sid=3');
    const list = c.querySelector('.composition')!;
    expect(within(c).getByRole('heading', { level: 4, name: 'Программа' })).toBeTruthy();
    expect(list.querySelectorAll('.composition__item')).toHaveLength(3);
    fireEvent.click(within(c).getByRole('button', { name: 'Ещё 1 мероприятие' }));
    expect(list.querySelectorAll('.composition__item')).toHaveLength(4);
    expect(list.textContent).toContain('Бетховен');
    expect(list.textContent).toContain('4 декабря, 19:00');
  });

  it('composition in Chinese: the date and the time joined by the full-width comma', async () => {
    renderApp('/?sid=3&lang=ch', { '/api/afisha': afisha() });
    await waitFor(() => expect(document.querySelectorAll('.composition__when').length).toBeGreaterThan(0));
    const lines = [...document.querySelectorAll('.composition__when')].map((el) => el.textContent);
    expect(lines).toContain('12月1日周二，19:00');
    expect(lines.filter((l) => l?.includes(', '))).toEqual([]);
  });

  it('shows the full title in a tooltip 1000 ms after hovering and hides it 400 ms after leaving', async () => {
    const c = await card('Мир динозавров');
    vi.useFakeTimers();
    const title = within(c).getByRole('heading', { level: 3 });
    fireEvent.mouseMove(title);
    fireEvent.mouseEnter(title);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY.open - 10));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip').textContent).toBe('Мир динозавров');
    fireEvent.mouseLeave(title);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY.close - 10));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip on keyboard focus of the title link', async () => {
    const c = await card('Мир динозавров');
    const link = within(c).getByRole('heading', { level: 3 }).querySelector('a')!;
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => link.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Мир динозавров');
  });

  it('shows the tooltip on a long press by a finger, without following the link', async () => {
    const { router } = renderApp('/', { '/api/afisha': afisha() });
    const c = await screen.findByRole('article', { name: 'Мир динозавров' });
    const title = within(c).getByRole('heading', { level: 3 });
    const link = title.querySelector('a')!;
    vi.useFakeTimers();
    try {
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 10));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(20));
      expect(screen.getByRole('tooltip').textContent).toBe('Мир динозавров');
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      fireEvent.click(link);
      expect(router.state.location.pathname).toBe('/');
      // A short tap still follows the link.
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      fireEvent.click(link);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
  });

  it('follows the date filter: dates, count of tickets in view and the Book date', async () => {
    localStorage.setItem('afisha.filters', JSON.stringify({ savedAt: Date.now(), filters: { search: '', from: '2026-11-24', to: '2026-11-30', tags: [], available: false, subscriptions: false } }));
    const c = await card('Постоянная экспозиция');
    expect(within(c).getByText('Дата: 25 ноября 2026 г.')).toBeTruthy();
    expect(within(c).getByRole('link', { name: 'Купить' }).getAttribute('href')).toBe(`/event/${hashOf(1)}/2026-11-25`);
    const dino = screen.getByRole('article', { name: 'Мир динозавров' });
    expect(within(dino).getByRole('link', { name: 'Купить' }).getAttribute('href')).toBe(`/scheme/${hashOf(2)}/2026-11-24`);
  });

  it('renders in English with English dates', async () => {
    renderApp('/?lang=en', { '/api/afisha': afisha() });
    const c = await screen.findByRole('article', { name: 'Permanent collection' });
    expect(within(c).getByText('Dates: 22 November 2026 to 20 January 2027')).toBeTruthy();
    expect(within(c).getByText('Available: 40 tickets')).toBeTruthy();
    expect(within(c).getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(`/event/${hashOf(1)}/2026-11-22?lang=en`);
    expect(within(c).getByLabelText('Age 6 and over')).toBeTruthy();
  });
  it('showquant 0 says tickets are on sale without their number; showticketcount 0 hides the line', async () => {
    const a = afisha();
    const patch: Record<number, object> = { 1: { showquant: 0 }, 2: { showticketcount: 0 }, 3: { showquant: 0 } };
    a.action = a.action.map((e) => ({ ...e, ...patch[e.event_id] }));
    renderApp('/', { '/api/afisha': a });
    const c = await screen.findByRole('article', { name: 'Постоянная экспозиция' });
    expect(c.querySelector('.event-card__count')?.textContent).toBe('Билеты в продаже');
    expect(screen.getByRole('article', { name: 'Мир динозавров' }).querySelector('.event-card__count')).toBeNull();
    // Sold out still says so: hiding the number must not hide that nothing is left.
    expect(within(screen.getByRole('article', { name: 'Ночная экскурсия' })).getByText('Билетов нет')).toBeTruthy();
  });

  it('menu_first_notimes 1 hides session times in the first top menu only', async () => {
    const a = afisha();
    a.setup = { ...a.setup, db: { ...a.setup.db, menu_first_notimes: 1 } };
    renderApp('/', { '/api/afisha': a });
    const dino = await screen.findByRole('article', { name: 'Мир динозавров' });
    expect(dino.querySelector('.event-card__time')).toBeNull();
    expect(within(dino).getByText('Даты: с 23 ноября 2026 г. по 24 ноября 2026 г.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Абонементы' }));
    const subscription = await screen.findByRole('article', { name: 'Абонемент «Вечера»' });
    expect(subscription.querySelector('.event-card__time')?.textContent).toBe('Время: 19:00');
  });
});

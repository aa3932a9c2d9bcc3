// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { FILTERS_STORAGE_KEY } from '../model/filter-storage';
import { fixtureAfisha, hashOf } from '../testing/afisha-fixture';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(url = '/', afisha: object = fixtureAfisha()) {
  return renderApp(url, { '/api/afisha': afisha });
}

async function cards() {
  const list = await screen.findByRole('list', { name: /Мероприятия|Events/ });
  return within(list).getAllByRole('article');
}

const titles = async () => (await cards()).map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

describe('listing menus', () => {
  it('shows the hidden h1 and h2 of the menus, the kinds and the first main menu', async () => {
    open();
    expect(await titles()).toEqual(['Постоянная экспозиция', 'Мир динозавров', 'Ночная экскурсия']);
    expect(screen.getByRole('heading', { level: 1, name: 'Билеты в музеи' }).className).toBe('visually-hidden');
    expect(screen.getByRole('heading', { level: 2, name: 'Выставки' }).className).toBe('visually-hidden');
    const kinds = screen.getByRole('navigation', { name: 'Разделы афиши' });
    expect(within(kinds).getByRole('button', { name: 'Билеты' }).getAttribute('aria-current')).toBe('true');
    const mains = screen.getByRole('navigation', { name: 'Подразделы' });
    expect(within(mains).getByRole('link', { name: 'Музеи' }).getAttribute('aria-current')).toBe('page');
    expect(within(mains).getByRole('link', { name: 'Экскурсии' }).getAttribute('href')).toBe('/?sid=2');
  });

  it('?sid selects a main menu and its kind', async () => {
    open('/?sid=2');
    expect(await titles()).toEqual(['Прогулка по городу']);
    open('/?sid=3');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Абонементы' }).at(-1)?.getAttribute('aria-current')).toBe('true'));
  });

  it("says 'not found' for a ?sid that names no menu, and when the menu data is missing", async () => {
    open('/?sid=999');
    expect(await screen.findByText('Данные не найдены')).toBeTruthy();
  });

  it('another kind starts at its first main menu and clears the search, keeping other filters', async () => {
    const { router } = open();
    await cards();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'динозавр' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только с билетами в продаже' }));
    fireEvent.click(screen.getByRole('button', { name: 'Абонементы' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sid=3'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Только с билетами в продаже' }) as HTMLInputElement).checked).toBe(true);
    expect(await titles()).toEqual(['Абонемент «Вечера»']);
    // Subscriptions have neither the calendar nor tags (showfiltercalendar 0, showattribute 0).
    expect(screen.queryByRole('button', { name: 'Даты' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Категории' })).toBeNull();
  });
});

describe('listing filters', () => {
  it('filters by text, ignoring case and ё', async () => {
    open();
    await cards();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по названию или месту' }), { target: { value: 'МИР ДИНОЗАВРОВ' } });
    expect(await titles()).toEqual(['Мир динозавров']);
    expect(screen.getByRole('status').textContent).toBe('Найдено 1 мероприятие');
  });

  it('offers only the tags of the menu and filters by any chosen tag', async () => {
    open();
    await cards();
    const group = screen.getByRole('group', { name: 'Категории' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Детям', 'Выставка', 'Лекция']);
    fireEvent.click(within(group).getByRole('button', { name: 'Детям' }));
    expect(await titles()).toEqual(['Мир динозавров']);
    fireEvent.click(within(group).getByRole('button', { name: 'Лекция' }));
    expect(within(group).getByRole('button', { name: 'Лекция' }).getAttribute('aria-pressed')).toBe('true');
    expect(await titles()).toEqual(['Мир динозавров', 'Лекция об искусстве']);
  });

  it("'show available' hides sold-out and not-yet-on-sale events, and filters combine", async () => {
    open();
    await cards();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только с билетами в продаже' }));
    expect(screen.getByRole('status').textContent).toBe('Найдено 4 мероприятия');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'экскурсия' } });
    expect(await screen.findByText('По вашему запросу билетов не найдено')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Найдено 0 мероприятий');
  });

  it('shows a reset link only while a filter is active, and the empty result offers it too', async () => {
    open();
    await cards();
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'нет такого' } });
    const resets = await screen.findAllByRole('button', { name: 'Сбросить фильтры' });
    expect(resets).toHaveLength(2);
    fireEvent.click(resets[1]!);
    expect(await titles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  });
});

describe('filter persistence', () => {
  it('keeps the filters in local storage for the next visit', async () => {
    const first = open();
    await cards();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'лекция' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только с билетами в продаже' }));
    const saved = JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY) ?? '{}');
    expect(saved.filters).toMatchObject({ search: 'лекция', available: true });
    first.unmount();

    open();
    expect(await titles()).toEqual(['Лекция об искусстве']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('лекция');
  });

  it('forgets filters saved longer ago than the expiry', async () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ savedAt: Date.now() - 25 * 3600_000, filters: { search: 'лекция', from: null, to: null, tags: [], available: false, subscriptions: false } }));
    open();
    expect(await titles()).toHaveLength(3);
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
  });

  it('?reset=1 clears the stored filters and leaves the address', async () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), filters: { search: 'лекция', from: null, to: null, tags: [3], available: true, subscriptions: false } }));
    const { router } = open('/?reset=1&sid=1');
    expect(await titles()).toHaveLength(3);
    await waitFor(() => expect(router.state.location.search).toBe('?sid=1'));
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
  });

  it('survives garbage in storage', async () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, '{not json');
    open();
    expect(await titles()).toHaveLength(3);
  });
});

describe('pagination', () => {
  it("loads the next page after 100 ms: 'load next N of M' (menurowcount 3)", async () => {
    open();
    await cards();
    vi.useFakeTimers();
    const more = screen.getByRole('button', { name: 'Показать ещё 3 из 6' });
    fireEvent.click(more);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).toBeNull();
    // The first new card takes focus, so a keyboard user continues from there.
    expect(document.activeElement?.getAttribute('aria-labelledby')).toBe(screen.getAllByRole('article')[3]?.getAttribute('aria-labelledby'));
  });

  it('uses 100 rows a page when the kind sets none, and columns 1–4 from menucolumncount', async () => {
    const afisha = fixtureAfisha();
    afisha.kind_menu[0] = { ...afisha.kind_menu[0]!, menurowcount: null, menucolumncount: 9 };
    open('/', afisha);
    expect(await cards()).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Мероприятия' }).getAttribute('data-columns')).toBe('4');
  });

  it('a kind without menucolumncount lays out setup tickets_col columns (subscription_col for subscriptions)', async () => {
    const afisha = fixtureAfisha();
    afisha.setup = { ...afisha.setup, db: { ...afisha.setup.db, tickets_col: 2, subscription_col: 1 } };
    afisha.kind_menu = afisha.kind_menu.map(({ menucolumncount: _, ...kind }) => kind);
    open('/', afisha);
    await cards();
    expect(screen.getByRole('list', { name: 'Мероприятия' }).getAttribute('data-columns')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Абонементы' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Мероприятия' }).getAttribute('data-columns')).toBe('1'));
  });
});

describe('languages', () => {
  it('asks the API in the language of the page and reloads on a language change', async () => {
    const { fetch } = open();
    await cards();
    fireEvent.click(screen.getByRole('link', { name: 'EN' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Permanent collection' })).toBeTruthy();
    const calls = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/afisha'));
    expect(calls).toEqual(['/api/afisha?lang=ru', '/api/afisha?lang=en']);
    expect(screen.getByRole('button', { name: 'Load next 3 of 6' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('6 events found');
  });
});

describe('booking links', () => {
  it('goes to the events or scheme route with the first date that has tickets', async () => {
    open();
    const [expo, dino] = await cards();
    expect(within(expo!).getByRole('link', { name: 'Купить' }).getAttribute('href')).toBe(`/event/${hashOf(1)}/2026-11-22`);
    expect(within(dino!).getByRole('link', { name: 'Купить' }).getAttribute('href')).toBe(`/scheme/${hashOf(2)}/2026-11-23`);
  });
});

describe('tag chips and the sub menu on phones', () => {
  const manyTags = () => {
    const a = fixtureAfisha();
    const tags = Array.from({ length: 24 }, (_, i) => ({ attr_id: 100 + i, attrname_ru: `Тег ${i + 1}` }));
    return { ...a, list_tags: tags, event_tags: [{ event_id: 1, attr_id: tags.map((t) => t.attr_id).join(',') }] };
  };
  const chips = () => within(screen.getByRole('group', { name: 'Категории' })).getAllByRole('button', { pressed: false });

  it('shows 20 tags, then a "more" toggle for the rest', async () => {
    open('/', manyTags());
    await cards();
    expect(chips()).toHaveLength(20);
    const more = screen.getByRole('button', { name: 'Ещё 4 категории' });
    fireEvent.click(more);
    expect(chips()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows 6 tags on a phone, keeping a chosen one visible when folded, and one column', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), addEventListener() {}, removeEventListener() {} }));
    open('/', manyTags());
    await cards();
    expect(chips()).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Мероприятия' }).getAttribute('data-columns')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Ещё 18 категорий' }));
    fireEvent.click(screen.getByRole('button', { name: 'Тег 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Свернуть' }));
    expect(screen.getByRole('button', { name: 'Тег 10' }).getAttribute('aria-pressed')).toBe('true');
    expect(chips()).toHaveLength(6);
  });

  it('a mouse drag across the sub menu scrolls it and does not open the item it ends on (500 ms)', async () => {
    const { router } = open();
    await cards();
    const list = screen.getByRole('navigation', { name: 'Подразделы' }).querySelector('ul')!;
    const tours = screen.getByRole('link', { name: 'Экскурсии' });
    vi.useFakeTimers();
    fireEvent.pointerDown(list, { pointerType: 'mouse', clientX: 200 });
    fireEvent.pointerMove(list, { pointerType: 'mouse', clientX: 120 });
    fireEvent.pointerUp(list, { pointerType: 'mouse', clientX: 120 });
    fireEvent.click(tours);
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    fireEvent.click(tours);
    await waitFor(() => expect(router.state.location.search).toBe('?sid=2'));
  });
});

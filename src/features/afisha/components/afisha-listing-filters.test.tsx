// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClient } from '../../account';
import { renderApp } from '../../../testing/render-app';
import { FILTERS_STORAGE_KEY } from '../model/filter-storage';
import { fixtureAfisha, hashOf } from '../testing/afisha-fixture';

// The date-range calendar and the subscriptions checkbox, driven as a visitor would, against
// the fake API (the real route table, the fixture listing of afisha-fixture.ts).

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearClient();
  vi.unstubAllGlobals();
});

const titles = async () => {
  const list = await screen.findByRole('list', { name: 'Мероприятия' });
  return within(list)
    .getAllByRole('article')
    .map((c) => within(c).getByRole('heading', { level: 3 }).textContent);
};

/** A page large enough for the whole first menu, so the titles are all the matches. */
function listing() {
  const a = fixtureAfisha();
  a.kind_menu[0] = { ...a.kind_menu[0]!, menurowcount: 20 };
  return a;
}

const ALL = ['Постоянная экспозиция', 'Мир динозавров', 'Ночная экскурсия', 'Сокровища степи', 'Лекция об искусстве', 'Мастер-класс'];

async function dayButton(iso: string) {
  await waitFor(() => expect(document.querySelector(`[data-day="${iso}"]:not([data-outside]) button`)).not.toBeNull());
  return document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]:not([data-outside]) button`)!;
}

describe('date-range calendar filter', () => {
  it('narrows the listing to a chosen range, shows it on the chip and offers the reset link', async () => {
    renderApp('/', { '/api/afisha': listing() });
    expect(await titles()).toEqual(ALL);
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Даты' }));
    // Only days with sessions in this menu can be picked.
    expect((await dayButton('2026-11-21')).disabled).toBe(true);
    fireEvent.click(await dayButton('2026-11-23'));
    fireEvent.click(await dayButton('2026-11-24'));
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));

    // Sessions on the 23rd or 24th: the dinosaurs (23, 24) and the lecture (24).
    expect(await titles()).toEqual(['Мир динозавров', 'Лекция об искусстве']);
    expect(screen.getByRole('button', { name: /^Даты: 23 нояб\.? – 24 нояб\.?$/ })).toBeTruthy();
    const reset = screen.getByRole('button', { name: 'Сбросить фильтры' });
    expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!).filters).toMatchObject({ from: '2026-11-23', to: '2026-11-24' });

    fireEvent.click(reset);
    expect(await titles()).toEqual(ALL);
    expect(screen.getByRole('button', { name: 'Даты' })).toBeTruthy();
  });

  it('keeps the chosen range for the next visit, and clears it from the calendar', async () => {
    const first = renderApp('/', { '/api/afisha': listing() });
    await titles();
    fireEvent.click(screen.getByRole('button', { name: 'Даты' }));
    fireEvent.click(await dayButton('2026-11-27'));
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await titles()).toEqual(['Мастер-класс']);
    first.unmount();

    renderApp('/', { '/api/afisha': listing() });
    expect(await titles()).toEqual(['Мастер-класс']);
    fireEvent.click(screen.getByRole('button', { name: /^Даты: 27 нояб/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Сбросить даты' }));
    expect(await titles()).toEqual(ALL);
    expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!).filters).toMatchObject({ from: null, to: null });
  });
});

describe("'tickets by my subscriptions'", () => {
  const setup = { app: { lk: 1 }, db: {}, date: '2026-11-22' };
  const clientInfo = (subscriptions: object[]) => ({
    errorCode: '0',
    sessionId: 'session-1',
    email: 'anna@example.com',
    subscriptions,
  });
  const LABEL = 'Билеты по моим абонементам';

  it('is not offered to a visitor who is not logged in', async () => {
    renderApp('/', { '/api/setup': setup, '/api/afisha': listing() });
    await titles();
    expect(screen.getByRole('checkbox', { name: 'Только с билетами в продаже' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
  });

  it('is not offered to a client without subscriptions (none, or all used up)', async () => {
    const spent = [{ subscrit_id: 1, quant: 0, hash_id: hashOf(2) }];
    renderApp('/?sessionId=session-1', { '/api/setup': setup, '/api/afisha': listing(), '/api/crm/client-info': clientInfo(spent) });
    expect(await screen.findByRole('button', { name: 'Личный кабинет: anna@example.com' })).toBeTruthy();
    await titles();
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
  });

  it('shows only the events whose hash_id a subscription of the client covers', async () => {
    const subs = [
      { subscrit_id: 1, quant: 2, hash_id: hashOf(2) },
      { subscrit_id: 2, quant: 1, hash_id: hashOf(5) },
      { subscrit_id: 3, quant: 0, hash_id: hashOf(6) },
    ];
    renderApp('/?sessionId=session-1', { '/api/setup': setup, '/api/afisha': listing(), '/api/crm/client-info': clientInfo(subs) });
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(await titles()).toEqual(ALL);
    fireEvent.click(box);
    // Event 6's subscription has no visits left: it does not count.
    expect(await titles()).toEqual(['Мир динозавров', 'Лекция об искусстве']);
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeTruthy();
    fireEvent.click(box);
    expect(await titles()).toEqual(ALL);
  });
});

describe('filters whose control the menu does not show', () => {
  const kind = (name: string) => fireEvent.click(within(screen.getByRole('navigation', { name: 'Разделы афиши' })).getByRole('button', { name }));

  it('a tag or dates chosen under one menu kind narrow nothing under a kind without those controls, and are back with it', async () => {
    renderApp('/', { '/api/afisha': listing() });
    await titles();
    fireEvent.click(screen.getByRole('button', { name: 'Лекция' }));
    expect(await titles()).toEqual(['Лекция об искусстве']);

    kind('Абонементы');
    expect(screen.queryByRole('button', { name: 'Лекция' })).toBeNull();
    expect(await titles()).toEqual(['Абонемент «Вечера»']);
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();

    kind('Билеты');
    expect(screen.getByRole('button', { name: 'Лекция' }).getAttribute('aria-pressed')).toBe('true');
    expect(await titles()).toEqual(['Лекция об искусстве']);
    fireEvent.click(screen.getByRole('button', { name: 'Лекция' }));

    fireEvent.click(screen.getByRole('button', { name: 'Даты' }));
    fireEvent.click(await dayButton('2026-11-27'));
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await titles()).toEqual(['Мастер-класс']);
    kind('Абонементы');
    expect(screen.queryByRole('button', { name: /^Даты/ })).toBeNull();
    expect(await titles()).toEqual(['Абонемент «Вечера»']);
  });

  it('a tag chosen in one sub menu does not empty another whose events carry no tags', async () => {
    renderApp('/', { '/api/afisha': listing() });
    await titles();
    fireEvent.click(screen.getByRole('button', { name: 'Детям' }));
    expect(await titles()).toEqual(['Мир динозавров']);
    fireEvent.click(screen.getByRole('link', { name: 'Экскурсии' }));
    expect(await titles()).toEqual(['Прогулка по городу']);
  });
});

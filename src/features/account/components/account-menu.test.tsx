// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { CLIENT_STORAGE_KEY, getClient } from '../model/client-store';

const setup = { app: { lk: 1 }, db: {}, date: '2026-11-22' };
const client = {
  errorCode: '0',
  sessionId: 'demo-session-0001',
  email: 'anna.ivanova@example.com',
  subscriptions: [{ subscrit_id: 1, quant: '2', hash_id: 'a'.repeat(40) }],
  id: 1,
  firstname: 'Анна',
  lastname: 'Иванова',
  middlename: 'Сергеевна',
  clientphone: '+79161234567',
  cardCode: '7800123456',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? '{}'));
}

describe('account widget', () => {
  it('logged out: sign-in and register links that bring the visitor back', async () => {
    renderApp('/contacts', { '/api/setup': setup });
    const button = await screen.findByRole('button', { name: 'Личный кабинет' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const signIn = screen.getByRole('link', { name: 'Войти' });
    expect(signIn.getAttribute('href')).toMatch(/^\/sandbox\/lk\/login\?backUrl=/);
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toMatch(/^\/sandbox\/lk\/register\?backUrl=/);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('is absent when setup turns the personal account off (lk 0)', async () => {
    renderApp('/contacts', { '/api/setup': { ...setup, app: { lk: 0 } } });
    await screen.findByRole('navigation', { name: 'Выбор языка' });
    expect(screen.queryByRole('button', { name: /Личный кабинет/ })).toBeNull();
  });

  it('?sessionId loads the client, stores it, and the menu shows the e-mail, account link and logout', async () => {
    const info = vi.fn((init?: RequestInit) => json({ response: { ...client, sessionId: (bodyOf(init) as { sessionId: string }).sessionId } }));
    const logout = vi.fn((_init?: RequestInit) => json({ response: { errorCode: '0', errorText: '' } }));
    const { router } = renderApp('/?sessionId=demo-session-0001', { '/api/setup': setup, '/api/crm/client-info': info, '/api/crm/logout': logout });
    const button = await screen.findByRole('button', { name: 'Личный кабинет: anna.ivanova@example.com' });
    expect(bodyOf(info.mock.calls[0]?.[0])).toEqual({ sessionId: 'demo-session-0001' });
    expect(getClient()).toMatchObject({ sessionId: 'demo-session-0001', email: 'anna.ivanova@example.com', firstname: 'Анна', phone: '+79161234567' });
    expect(getClient()?.subscriptions).toEqual([{ subscrit_id: 1, quant: 2, hash_id: 'a'.repeat(40) }]);

    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel.querySelector('.account-menu__email')?.textContent).toBe('anna.ivanova@example.com');
    // It wraps only before the '@' (each part cut with an ellipsis if it must), never mid-word.
    expect([...panel.querySelectorAll('.account-menu__email-part')].map((p) => p.textContent)).toEqual(['anna.ivanova', '@example.com']);
    expect(within(panel).getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe('/sandbox/lk/');
    fireEvent.click(within(panel).getByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('button', { name: 'Личный кабинет' })).toBeTruthy();
    expect(bodyOf(logout.mock.calls[0]?.[0])).toEqual({ sessionId: 'demo-session-0001' });
    expect(localStorage.getItem(CLIENT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a refused ?sessionId shows 'Ошибка ЛК' with the message and code, and nobody is logged in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/?sessionId=ended', {
      '/api/setup': setup,
      '/api/crm/client-info': () => json({ response: { errorCode: '-404', errorText: 'Сессия завершена' } }, 401),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Ошибка ЛК' });
    expect(dialog.textContent).toContain('Сессия завершена');
    expect(dialog.textContent).toContain('Код ошибки: -404');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getClient()).toBeNull();
  });

  it('a stored client whose session ended is logged out quietly', async () => {
    localStorage.setItem(CLIENT_STORAGE_KEY, JSON.stringify({ sessionId: 'old', email: 'x@example.com', subscriptions: [] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.fn((_init?: RequestInit) => json({ response: { errorCode: '-404', errorText: 'ended' } }, 401));
    renderApp('/contacts', { '/api/setup': setup, '/api/crm/client-info': info });
    await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    expect(bodyOf(info.mock.calls[0]?.[0])).toEqual({ sessionId: 'old' });
    expect(await screen.findByRole('button', { name: 'Личный кабинет' })).toBeTruthy();
    expect(getClient()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../config/routes';
import { afishaWith, json } from '../testing/fake-fetch';
import { renderApp } from '../testing/render-app';

const hash = '0123456789abcdef0123456789abcdef01234567';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A route that fails on the network until `up` is set, as fetch does when the API is down. */
function flaky(answer: () => Response) {
  const state = { up: false };
  const route = () => {
    if (!state.up) throw new TypeError('Failed to fetch');
    return answer();
  };
  return { state, route };
}

describe('a load that fails on the network', () => {
  it('the event page says the connection failed, not that the event does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = flaky(() => json({ response: { errorCode: -1, errorText: 'no such event' } }, 404));
    renderApp(routes.event(hash, '2025-07-26', '14:00'), { '/api/no-scheme': api.route });
    const notice = await screen.findByTestId('load-failure');
    expect(notice.getAttribute('data-kind')).toBe('network');
    expect(notice.textContent).toContain('Нет связи');
    expect(screen.queryByRole('heading', { name: 'Мероприятие не найдено' })).toBeNull();
    // Once the server answers (here: that there is no such event), the retry shows that answer.
    api.state.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Мероприятие не найдено' })).toBeTruthy();
    expect(screen.queryByTestId('load-failure')).toBeNull();
  });

  it('the listing tells a server failure from missing data and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    renderApp(routes.afisha(), {
      '/api/afisha': () => (up ? json({ response: afishaWith([]) }) : new Response('<h1>Bad gateway</h1>', { status: 502 })),
    });
    const notice = await screen.findByTestId('load-failure');
    expect(notice.getAttribute('data-kind')).toBe('server');
    expect(notice.textContent).toContain('Сервер не отвечает');
    expect(screen.queryByText('Данные не найдены')).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Данные не найдены')).toBeTruthy(); // the empty fixture has no menu
    expect(screen.queryByTestId('load-failure')).toBeNull();
  });

  it('a refusal is the page\'s own "not found", with no retry offered', async () => {
    renderApp(routes.event(hash), {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Мероприятие не найдено' })).toBeTruthy();
    expect(screen.queryByTestId('load-failure')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../../features/booking-shared/testing/layout-apis';
import { ORDER_HASH, orderFixture, paidOrderFixture } from '../../features/order/testing/order-fixture';
import { json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';

// The return page through the real routes, hooks and API client against a faked fetch: the
// order read first (returns allowed?), then the refund machine's three calls as the server
// takes them (docs/product/refund.md).

beforeEach(() => stubLayoutApis(390));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RETURN = `/api/order/return/${ORDER_HASH}`;

const row = (over: Record<string, unknown> = {}) => ({
  id: '301',
  ord_num: '100105',
  datime: '20.11.2026 18:05',
  status_id: '0',
  returndatime: '86400',
  sortnum: '2234',
  quant: '1',
  summa: '1860',
  owner_name: 'Анна Петрова',
  email: 'anna@example.ru',
  phone: '+79161234567',
  returnreason_id: null,
  action_ru: 'Бах при свечах',
  day: '27.11.2026',
  time: '19:00',
  zonelevel_ru: 'Партер',
  clientcategory_ru: 'Взрослый',
  name: null,
  ...over,
});
const returnData = (rows = [row(), row({ id: '302' })], over: Record<string, unknown> = {}) => ({
  error_code: 0,
  errorCode: '0',
  confirm: 0,
  rows,
  date: '24.11.2026',
  text: 'Я подтверждаю, что хочу вернуть выбранные билеты.',
  reasons: [{ id: '1', name_ru: 'Не смогу прийти', descript_ru: '' }],
  ...over,
});

/** Records the bodies the page sends per path. */
function recorder() {
  const bodies: Record<string, unknown[]> = {};
  const take = (path: string, init: RequestInit | undefined) => (bodies[path] ??= []).push(JSON.parse(String(init?.body ?? '{}')));
  return { bodies, take };
}

const path = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;

describe('order return page', () => {
  it('applies for a refund: the data, the application with the ticked ids and the reason, the reload', async () => {
    const { bodies, take } = recorder();
    let applied = false;
    renderApp(`/order/return/${ORDER_HASH}`, {
      '/api/order/view': paidOrderFixture(),
      [RETURN]: (init) => {
        take(RETURN, init);
        return json({ response: applied ? returnData([row({ status_id: '60' }), row({ id: '302' })]) : returnData() });
      },
      '/api/order/return-create': (init) => {
        take('create', init);
        applied = true;
        return json({ response: { errorCode: '0', errorText: '' } });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат билетов по заказу № 100105' })).toBeTruthy();
    expect(document.title).toBe('Возврат билетов: заказ № 100105');
    expect(bodies[RETURN]).toEqual([{ hash: ORDER_HASH, lang: 'ru' }]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Вернуть билет 1:/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Не смогу прийти' }));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByTestId('refund-submit'));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Оформить возврат?' })).getByRole('button', { name: 'Оформить возврат' }));
    expect((await screen.findByRole('alertdialog', { name: 'Информация' })).textContent).toContain('Заявление принято');
    expect(bodies.create).toEqual([{ hash: ORDER_HASH, lang: 'ru', reason: 1, id: [301] }]);
    expect(bodies[RETURN]).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('refund-row').map((r) => r.dataset.status)).toEqual(['60', '0']));
    // The open dialog hides the page from assistive technology: close it first.
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Информация' })).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The way back to the order.
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' }).getAttribute('href')).toBe(`/order/${ORDER_HASH}`);
  });

  it('an application that gets no answer is said next to the button; pressing again sends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    renderApp(`/order/return/${ORDER_HASH}`, {
      '/api/order/view': paidOrderFixture(),
      [RETURN]: returnData(),
      '/api/order/return-create': () => (up ? json({ response: { errorCode: '0', errorText: '' } }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Вернуть билет 1:/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Не смогу прийти' }));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByTestId('refund-submit'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Заявление не отправлено: нет связи с сервером/);
    expect((screen.getByTestId('refund-submit') as HTMLButtonElement).disabled).toBe(false);
    up = true;
    fireEvent.click(screen.getByTestId('refund-submit'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
    expect((await screen.findByRole('alertdialog', { name: 'Информация' })).textContent).toContain('Заявление принято');
    // Sent again: the message has gone.
    expect(screen.queryByText(/Заявление не отправлено/)).toBeNull();
  });

  it('confirms from the e-mailed link (hash_conf): consent, Confirm, "Возврат успешно подтвержден…"', async () => {
    const { bodies, take } = recorder();
    let confirmed = false;
    renderApp(`/order/return/${ORDER_HASH}?hash_conf=0123456789abcdef`, {
      '/api/order/view': paidOrderFixture(),
      [RETURN]: (init) => {
        take(RETURN, init);
        return json({ response: returnData([row({ status_id: confirmed ? '70' : '60' })], { confirm: 1 }) });
      },
      '/api/order/return-confirm': (init) => {
        take('confirm', init);
        confirmed = true;
        return json({ response: { errorCode: '0', errorText: '' } });
      },
    });
    const confirm = (await screen.findByRole('button', { name: 'Подтвердить' })) as HTMLButtonElement;
    expect(bodies[RETURN]).toEqual([{ hash: ORDER_HASH, lang: 'ru', hashConf: '0123456789abcdef' }]);
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(confirm);
    expect((await screen.findByTestId('refund-confirmed')).textContent).toContain('Возврат успешно подтвержден, заявление принято и передано в работу');
    expect(bodies.confirm).toEqual([{ hash: ORDER_HASH, lang: 'ru', hashConf: '0123456789abcdef' }]);
    // Read again: the line now says its refund is confirmed.
    await waitFor(() => expect(screen.getByTestId('refund-row').textContent).toMatch(/^Возврат подтверждён/));
  });

  it('a wrong confirmation link shows the server\'s refusal, not an empty page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/order/return/${ORDER_HASH}?hash_conf=ffffffffffff`, {
      '/api/order/view': paidOrderFixture(),
      [RETURN]: () => json({ response: { errorCode: '-404', errorText: 'Ссылка для подтверждения недействительна' } }, 404),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Ссылка для подтверждения недействительна');
    expect(screen.getByRole('link', { name: 'Перейти к возврату билетов' }).getAttribute('href')).toBe(`/order/return/${ORDER_HASH}`);
  });

  it('goes to the order view when the order is not paid or returns are off, keeping the language', async () => {
    const unpaid = renderApp(`/order/return/${ORDER_HASH}?lang=en`, { '/api/order/view': orderFixture(), [RETURN]: returnData() });
    await waitFor(() => expect(path(unpaid.router)).toBe(`/order/${ORDER_HASH}?lang=en`));
    expect(unpaid.fetch.mock.calls.some(([url]) => String(url).includes('/api/order/return/'))).toBe(false);
    cleanup();
    const off = renderApp(`/order/return/${ORDER_HASH}`, { '/api/order/view': paidOrderFixture({ usereturn: 0 }), [RETURN]: returnData() });
    await waitFor(() => expect(path(off.router)).toBe(`/order/${ORDER_HASH}`));
  });

  it('an unknown order is not found; no answer at all offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/order/return/not-a-hash', {});
    expect((await screen.findByRole('alert')).textContent).toBe('Заказ удалён или не найден');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Заказ удалён или не найден');
    cleanup();
    let up = false;
    renderApp(`/order/return/${ORDER_HASH}`, {
      '/api/order/view': () => (up ? json({ response: paidOrderFixture() }) : Promise.reject(new TypeError('Failed to fetch'))),
      [RETURN]: returnData(),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/нет связи с сервером/);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат билетов по заказу № 100105' })).toBeTruthy();
  });

  it('a failing server (500, no code) is neither "not found" nor "no connection": its code, and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    renderApp(`/order/return/${ORDER_HASH}`, {
      '/api/order/view': () => (up ? json({ response: paidOrderFixture() }) : json({ statusCode: 500, error: 'Internal Server Error' }, 500)),
      [RETURN]: returnData(),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Сервер не смог ответить (код ошибки: -9999). Попробуйте ещё раз.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат билетов по заказу № 100105' })).toBeTruthy();
  });
});

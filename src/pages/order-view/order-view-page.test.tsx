// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../../features/booking-shared/testing/layout-apis';
import { ORDER_HASH, orderFixture, paidOrderFixture } from '../../features/order/testing/order-fixture';
import { json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';

beforeEach(() => stubLayoutApis(390));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setup = { app: {}, db: { returntoafishabutton: 1, returntoafishaname_ru: 'Все события' }, date: '2026-11-24' };

describe('order page', () => {
  it('shows the number, the paid badge, the buyer and the tickets by session with total and fee', async () => {
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': paidOrderFixture(), '/api/setup': setup });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 100105' })).toBeTruthy();
    expect(screen.getByTestId('order-badge').textContent).toBe('Оплачен');
    expect(screen.getByText('Анна Петрова')).toBeTruthy();
    expect(screen.getByText('anna@example.ru')).toBeTruthy();
    expect(screen.getByText('+79161234567')).toBeTruthy();
    const group = screen.getByTestId('order-group');
    expect(within(group).getByRole('heading', { level: 3 }).textContent).toContain('Бах при свечах');
    expect(within(group).getByText(/27 ноября 2026.*пятница.*19:00/)).toBeTruthy();
    expect(within(group).getByText('2 билета')).toBeTruthy();
    // Each ticket at its price; the fee once, on its own line; together the total.
    expect(within(group).getAllByTestId('order-ticket').map((li) => li.querySelector('.order-ticket__price')?.textContent)).toEqual(['1\u00a0800\u00a0₽', '1\u00a0800\u00a0₽']);
    expect(within(group).getByText('Сервисный сбор').nextElementSibling?.textContent).toMatch(/^120\s₽$/);
    expect(within(group).getByText('Итого').nextElementSibling?.textContent).toMatch(/^3\s720\s₽$/);
    // The QR is offered for type 1 only; every paid ticket opens on its own page in a new tab.
    expect(within(group).getAllByRole('button', { name: 'Показать QR-код' })).toHaveLength(1);
    const open = within(group).getAllByRole('link', { name: 'Открыть билет' });
    expect(open.map((a) => a.getAttribute('href'))).toEqual([`/ticket/${'c'.repeat(32)}`, `/ticket/${'d'.repeat(32)}`]);
    expect(open[0]!.getAttribute('target')).toBe('_blank');
    // Paid and returns allowed: the return link; setup asks for the afisha link with its own name.
    expect(screen.getByRole('link', { name: 'Вернуть билеты' }).getAttribute('href')).toBe(`/order/return/${ORDER_HASH}`);
    expect(screen.getByRole('link', { name: 'Все события' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Заказ № 100105');
  });

  it('says "not paid" and offers neither codes nor the return before payment', async () => {
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': orderFixture() });
    expect((await screen.findByTestId('order-badge')).textContent).toBe('Не оплачен');
    expect(screen.queryByRole('button', { name: 'Показать QR-код' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Открыть билет' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Вернуть билеты' })).toBeNull();
  });

  it('says annulled for a cancelled order', async () => {
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': orderFixture({ status: 90, reservetime: 0, discountData: { pochtaBankCode: 4 } }) });
    expect((await screen.findByTestId('order-badge')).textContent).toBe('Аннулирован');
  });

  it('a fully refunded order says so and offers no return; a partly refunded one still does', async () => {
    const refunded = (status: number) => ({ _qrcode: null, ticketcode: null, status });
    const main = (second: number) => [
      { ...paidOrderFixture().main[0]!, ...refunded(70) },
      { ...paidOrderFixture().main[1]!, ...refunded(second) },
    ];
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': paidOrderFixture({ main: main(70) }), '/api/setup': setup });
    expect((await screen.findByTestId('order-badge')).textContent).toBe('Возвращён');
    expect(screen.queryByRole('link', { name: 'Вернуть билеты' })).toBeNull();
    cleanup();
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': paidOrderFixture({ main: main(0) }), '/api/setup': setup });
    expect((await screen.findByTestId('order-badge')).textContent).toBe('Оплачен');
    expect(screen.getByRole('link', { name: 'Вернуть билеты' })).toBeTruthy();
  });

  it('an annulled order has one way back to the afisha, not two', async () => {
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': orderFixture({ status: 90, reservetime: 0, discountData: { pochtaBankCode: 4 } }), '/api/setup': setup });
    expect((await screen.findByTestId('order-badge')).textContent).toBe('Аннулирован');
    expect(await screen.findByRole('heading', { name: 'Заказ аннулирован' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Все события' })).toHaveLength(1);
  });

  it('says "Заказ удалён или не найден" for an unknown or malformed hash', async () => {
    renderApp('/order/not-a-hash', {});
    expect((await screen.findByRole('alert')).textContent).toBe('Заказ удалён или не найден');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Заказ удалён или не найден');
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toBeTruthy();
  });

  it('tells a network failure apart from a missing order, and recovers on retry', async () => {
    let up = false;
    renderApp(`/order/${ORDER_HASH}`, {
      '/api/order/view': () => (up ? json({ response: orderFixture() }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/нет связи с сервером/);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 100105' })).toBeTruthy();
  });
});

describe('order page: a failing server', () => {
  it.each([
    ['a 502 page of a proxy', () => new Response('<h1>Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway' })],
    ['a 500 without a code', () => json({ statusCode: 500, error: 'Internal Server Error' }, 500)],
    ['an answer without a code', () => json({ response: {} })],
  ])('%s: neither "not found" nor "no connection", the code (-9999) in Russian, and a retry that recovers', async (_, failing) => {
    let up = false;
    renderApp(`/order/${ORDER_HASH}`, { '/api/order/view': () => (up ? json({ response: orderFixture() }) : failing()) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Сервер не смог ответить (код ошибки: -9999). Попробуйте ещё раз.');
    expect(screen.queryByText(/нет связи|не найден|Internal Server Error|Bad Gateway/)).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 100105' })).toBeTruthy();
  });
});

describe('declined page', () => {
  it('shows the number, the six reasons and the way back to the order', async () => {
    renderApp(`/order/declined/${ORDER_HASH}`, { '/api/order/get-num': { errorCode: '0', num: '100105' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата заказа № 100105 отклонена' })).toBeTruthy();
    expect(within(screen.getByTestId('order-declined')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('истекло время бронирования.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' }).getAttribute('href')).toBe(`/order/${ORDER_HASH}`);
  });

  it('says not found without a number', async () => {
    renderApp(`/order/declined/${ORDER_HASH}`, {});
    expect((await screen.findByRole('alert')).textContent).toBe('Заказ не найден');
  });
});

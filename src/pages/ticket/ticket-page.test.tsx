// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ticketView } from '../../features/ticket/testing/ticket-fixture';
import { json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'd856691218a25b3c089e862a51cb7915';
const path = `/api/ticket/${ID}`;

describe('single ticket page', () => {
  it('shows what a gate needs and names the event in the title', async () => {
    renderApp(`/ticket/${ID}`, { [path]: ticketView({ sector: 'A', rowname: '3', seat: '12', personname: 'Иванов Пётр' }) });
    const sheet = await screen.findByTestId('ticket-sheet');
    expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('Бах при свечах6+');
    expect(sheet.textContent).toContain('пятница, 27 ноября 2026 г., 19:00');
    expect(sheet.textContent).toContain('Органный зал «Старый собор»');
    expect(sheet.textContent).toContain('Москва, Старосадский пер., 7/10');
    const facts = Object.fromEntries([...sheet.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ Место: 'Партер, сектор A, ряд 3, место 12', Категория: 'Взрослый', 'Владелец билета': 'Иванов Пётр', Заказ: '№ 100105' });
    // The QR code is drawn from the ticket code, not scaled from the 180 px picture.
    const qr = within(sheet).getByRole('img', { name: 'QR-код билета 2599539963204' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    await waitFor(() => expect(document.title).toBe('Билет: Бах при свечах'));
    expect(screen.getByRole('button', { name: 'Распечатать' })).toBeTruthy();
  });

  it('asks the server in the page language and names the buyer when the ticket has no holder', async () => {
    const { fetch } = renderApp(`/ticket/${ID}?lang=en`, { [path]: ticketView() });
    const sheet = await screen.findByTestId('ticket-sheet');
    expect(fetch.mock.calls.some(([url]) => String(url) === `${path}?lang=en`)).toBe(true);
    expect(sheet.textContent).toContain('Buyer');
    expect(sheet.textContent).toContain('Анна Петрова');
  });

  it('shows a barcode as the server drew it, and the spec text when the picture is missing', async () => {
    renderApp(`/ticket/${ID}`, { [path]: ticketView({ tickettype: 0, _qrcode: null }) });
    const barcode = await screen.findByRole('img', { name: 'Штрихкод билета 2599539963204' });
    expect(barcode.tagName).toBe('IMG');
    cleanup();
    renderApp(`/ticket/${ID}`, { [path]: ticketView({ _qrcode: null }) });
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors.qrcode'));
  });

  it('says a refunded ticket is void instead of showing its code', async () => {
    renderApp(`/ticket/${ID}`, { [path]: ticketView({ status: 70, _qrcode: null, _barcode: null }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Билет возвращён и недействителен');
    expect(screen.queryByTestId('ticket-code')).toBeNull();
  });

  it('says "not found" for an id the server does not know as a paid ticket, and does not retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the query cache logs the refusal
    const { fetch } = renderApp(`/ticket/${ID}`, { [path]: () => json({ response: { errorCode: '-404', errorText: 'Билет не найден' } }, 404) });
    expect((await screen.findByRole('heading', { level: 1, name: 'Билет не найден' })).textContent).toBe('Билет не найден');
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith(path))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Билет не найден'));
  });

  it('tells a failed connection apart from "not found" and loads the ticket on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    renderApp(`/ticket/${ID}`, {
      [path]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json({ response: ticketView() });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Не удалось загрузить билет: нет связи с сервером. Проверьте подключение к интернету.');
    expect(screen.queryByText('Билет не найден')).toBeNull();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('ticket-sheet')).toBeTruthy();
  });

  it('a failing server is neither "not found" nor "no connection": it says so with the code, in Russian, and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    renderApp(`/ticket/${ID}`, {
      [path]: () => (up ? json({ response: ticketView() }) : new Response('<h1>Internal Server Error</h1>', { status: 500, statusText: 'Internal Server Error' })),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toBe('Сервер не смог ответить (код ошибки: -9999). Попробуйте ещё раз.');
    expect(screen.queryByText(/нет связи|Internal Server Error|Билет не найден/)).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('ticket-sheet')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { minimalSetup } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';
import { HASH, api, body, event, plus, setUpEventsPage } from './testing/events-page';

// What the events page offers by the buyer: the Pushkin card, a known client's subscription, a client stored at login.
setUpEventsPage();

describe("events page: the buyer's cards and subscription", () => {
  it('offers the Pushkin card when both cards pay, with one ticket per order', async () => {
    const setup = { ...minimalSetup, db: { showproculture: 1 } };
    renderApp(`/event/${HASH}/2025-07-28`, { ...api(event({ action: { usepushkarta: 1 } })), '/api/setup': setup });
    expect(await screen.findByText('Билет можно оплатить Пушкинской картой')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Пушкинская карта' }));
    fireEvent.click(plus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(true);
    expect(screen.getByLabelText('Фамилия')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оформить заказ по Пушкинской карте' })).toBeTruthy();
  });

  it('gives a known client the subscription, asks before using it, and sends it', async () => {
    const client = {
      errorCode: '0',
      sessionId: 's1',
      id: 4,
      hashId: 'client-hash',
      cardCode: '7800',
      clientname: 'Иванова Анна',
      clientphone: '+79161234567',
      clientemail: 'anna@example.com',
      subscriptions: [{ hash_id: HASH, quant: 2, subscrit_id: 9 }],
    };
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-28?sessionId=s1&sub=1`, { ...api(event()), '/api/crm/client-info': client });
    expect(await screen.findByRole('checkbox', { name: /Получить по подписке/ })).toHaveProperty('checked', true);
    expect(body(fetch, '/api/crm/client-info')).toEqual({ sessionId: 's1' });
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(true);
    expect(screen.getByLabelText('ФИО')).toHaveProperty('value', 'Иванова Анна');
    fireEvent.click(screen.getByRole('checkbox', { name: /Я согласен с правилами/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Получить по подписке' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Вы уверены, что хотите получить 2 билета по подписке на 28 июля 2025 г.?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Получить билет' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(body(fetch, '/api/order/create')).toMatchObject({
      crmClient: { REFERRAL: '', CRMFAN_ID: 4, CRMFAN_HASH_ID: 'client-hash', CRMFAN_FIO: 'Иванова Анна', CRMFAN_CARD_CODE: '7800', subscritId: 9 },
      data: [{ day: '28.07.2025', time: '11:00', categoryId: 1, quantity: 2, sum: 0, seatId: 0 }],
    });
  });

  it('knows the client stored on login when the link has no ?sessionId', async () => {
    const stored = {
      sessionId: 's2',
      email: 'anna@example.com',
      firstname: 'Анна',
      lastname: 'Иванова',
      middlename: '',
      clientname: 'Иванова Анна',
      phone: '+79161234567',
      id: 4,
      hashId: 'client-hash',
      cardCode: '7800',
      subscriptions: [{ hash_id: HASH, quant: 2, subscrit_id: 9 }],
    };
    localStorage.setItem('crmClient', JSON.stringify(stored));
    try {
      // The shell re-checks the stored session; the page does not wait for it.
      const info = { errorCode: '0', ...stored, clientphone: stored.phone, clientemail: stored.email };
      renderApp(`/event/${HASH}/2025-07-28`, { ...api(event()), '/api/crm/client-info': info });
      const toggle = await screen.findByRole('checkbox', { name: /Получить по подписке/ });
      expect(toggle).toHaveProperty('checked', false);
      fireEvent.click(toggle);
      fireEvent.click(plus('Взрослый'));
      expect(screen.getByLabelText('ФИО')).toHaveProperty('value', 'Иванова Анна');
      expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'anna@example.com');
      expect(screen.getByRole('button', { name: 'Получить по подписке' })).toBeTruthy();
    } finally {
      localStorage.removeItem('crmClient');
    }
  });
});

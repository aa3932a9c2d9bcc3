// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';
import { HASH, api, body, event, fillBuyer, plus, setUpEventsPage } from './testing/events-page';

// Sending the order from the events page: the request the platform expects, a refusal, a lost network, a language switch, nominal tickets.
setUpEventsPage();

describe("events page: sending the order", () => {
  it('sends the order of the spec and opens the order view', async () => {
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Детский'));
    const submit = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fillBuyer();
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(body(fetch, '/api/order/create')).toEqual({
      fio: 'Анна Петрова',
      phone: expect.stringMatching(/^\+7/),
      email: 'anna@example.com',
      re_email: 'anna@example.com',
      hash: HASH,
      lang: 'ru',
      checkboxList: [{ id: 1, checked: 1 }],
      crmClient: { REFERRAL: '' },
      data: [
        { day: '27.07.2025', time: '11:00', actionId: 7, categoryId: 1, zoneId: 1, quantity: 1, sum: 1000 },
        { day: '27.07.2025', time: '11:00', actionId: 7, categoryId: 2, zoneId: 1, quantity: 1, sum: 500 },
      ],
    });
  });

  it('keeps the submit disabled while the phone is not a whole number, though longer than 5 characters', async () => {
    const { fetch } = renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    const submit = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    const phone = document.querySelector<HTMLInputElement>('input[name="telephone"]')!;
    fireEvent.change(phone, { target: { value: '+7 912 3' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Неверный формат номера телефона');
    fireEvent.click(submit);
    expect(body(fetch, '/api/order/create')).toBeUndefined();
    fireEvent.change(phone, { target: { value: '+7 912 345 67 89' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('goes to the holders form for nominal tickets', async () => {
    const { router } = renderApp(`/event/${HASH}/2025-07-28`, api(event({ action: { writeticketname: 1 } })));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nominal-tickets/new-order-hash'));
  });

  it('shows a refusal in the error modal and lets the buyer try again', async () => {
    const refuse = () => json({ response: { errorCode: '-9998', errorText: 'Not enough places left for this session' } }, 409);
    const { router } = renderApp(`/event/${HASH}/2025-07-28`, api(event(), refuse));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Ошибка (#-9998) при создании заказа!')).toBeTruthy();
    expect(within(modal).getByText('Not enough places left for this session')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-28/11:00`);
  });

  it('says so when the order gets no answer from the network, keeps the form, and sends it on the next tap', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const create = () => {
      if (!up) throw new TypeError('Failed to fetch');
      return json({ response: { errorCode: '0', errorText: '', hash: 'new-order-hash' } });
    };
    const { router } = renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event(), create));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    const submit = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const notice = await screen.findByTestId('order-send-failure');
    expect(notice.textContent).toContain('нет связи с сервером');
    // Nothing the buyer entered is lost.
    expect((screen.getByLabelText('ФИО') as HTMLInputElement).value).toBe('Анна Петрова');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
    up = true;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
  });

  it('keeps the choices through a language switch and sends the order in the new language', async () => {
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-28`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    await act(() => router.navigate(`/event/${HASH}/2025-07-28/11:00?lang=en`));
    const add = (await screen.findByRole('button', { name: 'Add a ticket: Взрослый' })) as HTMLButtonElement;
    expect(within(screen.getByRole('group', { name: 'Взрослый' })).getByRole('status').textContent).toBe('1');
    expect(screen.getByRole('heading', { level: 1, name: /Rooftop tour/ })).toBeTruthy();
    expect(add.disabled).toBe(false);
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/no-scheme').map(([, init]) => JSON.parse(String(init?.body)).lang)).toEqual(['ru', 'en']);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Anna Petrova' } });
    fireEvent.change(document.querySelector('input[name="telephone"]')!, { target: { value: '+7 912 345-67-89' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(router.state.location.search).toBe('?lang=en');
    expect(body(fetch, '/api/order/create')).toMatchObject({ lang: 'en', fio: 'Anna Petrova' });
  });
});

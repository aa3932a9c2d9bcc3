// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NominalTicketData } from '../../../contract/nominal';
import { NOMINAL_HASH, nominalTicket, orderData, orderDataRoute } from '../../features/nominal/testing/order-data-fixture';
import { renderApp } from '../../testing/render-app';
import { URL_, cards, openForm, setUpNominalPage, setup, submitButton, typeInto } from './testing/nominal-form';

// The nominal tickets form (/nominal-tickets/{hash}) as it opens: the order's cards and countdown, an order that is over, paid or gone, a lost connection, another language.
setUpNominalPage();

describe("nominal tickets form: the order it opens on", () => {
  it('shows the event, a card per ticket with its number and category, the total and the countdown', async () => {
    openForm(orderData([nominalTicket(), nominalTicket({ id: 502, summa: 2500, clientcategory_ru: 'Детский' } as Partial<NominalTicketData>)]));
    const [first, second] = await cards();
    expect(screen.getByRole('heading', { level: 1, name: 'Данные владельцев билетов' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Чарынский каньон: автобусный тур' })).toBeTruthy();
    expect(screen.getByText('27 ноября 2026 г., пятница, 08:00')).toBeTruthy();
    expect(screen.getByText('Заказ № 100777')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: /Билет 1: Взрослый/ })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: /Билет 2: Детский/ })).toBeTruthy();
    expect(screen.getByTestId('nominal-total').textContent).toMatch(/^7\s000\s₽$/);
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45] минут/);
    expect(screen.getByText('Данные владельцев билетов обрабатываются для допуска на мероприятие.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Данные владельцев билетов: заказ № 100777'));

    // Each card folds and unfolds.
    const toggle = within(first!).getByRole('button', { name: /Билет 1/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(first!).queryByRole('textbox', { name: 'Фамилия' })).toBeNull();
    fireEvent.click(toggle);
    expect(within(first!).getByRole('textbox', { name: 'Фамилия' })).toBeTruthy();
  });

  it('at 0 the countdown hides the confirmation controls', async () => {
    openForm(orderData([nominalTicket({ reservetime: 1 })]));
    await cards();
    expect(submitButton()).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Время бронирования истекло/);
    expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('holder-card')).toBeNull();
  });

  it('an order whose reservation is already over opens without the controls', async () => {
    openForm(orderData([nominalTicket({ reservetime: 0 })]));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Время бронирования истекло/);
    expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).toBeNull();
  });

  it.each([20, 90])('an order with status %i goes to the order view, in the page language', async (status) => {
    const { router } = openForm(orderData([nominalTicket({ demandstatusid: status })]), {}, `${URL_}?lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
    expect(router.state.location.search).toBe('?lang=en');
  });

  it('says "order deleted" for an order the server does not know', async () => {
    renderApp('/nominal-tickets/unknown', { '/api/setup': setup });
    expect((await screen.findByRole('alert')).textContent).toBe('Заказ удалён или не найден');
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toBeTruthy();
  });

  it('tells a lost connection apart from a gone order, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    openForm(orderData(), { '/api/order-data': (init: RequestInit | undefined) => (up ? orderDataRoute(orderData())(init) : Promise.reject(new TypeError('Failed to fetch'))) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/нет связи с сервером/);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await cards()).toHaveLength(1);
  });

  it('a language change reads the order again in that language and rebuilds the form, keeping what was typed', async () => {
    const langs: string[] = [];
    const { router } = openForm((lang) => {
      langs.push(lang);
      return orderData();
    });
    const [card] = await cards();
    typeInto(card!, 'Фамилия', 'Петрова');
    await act(() => router.navigate(`${URL_}?lang=en`));
    const [again] = await cards();
    expect(langs).toEqual(['ru', 'en']);
    expect(screen.getByRole('heading', { level: 2, name: 'Charyn Canyon bus tour' })).toBeTruthy();
    expect(within(again!).getByRole('button', { name: /Ticket 1: Adult/ })).toBeTruthy();
    expect((within(again!).getByLabelText('Surname') as HTMLInputElement).value).toBe('Петрова');
    expect(within(again!).getByRole('option', { name: 'Russian passport' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refundMachine, type LoadReturnInput, type ReturnData } from '../../../../engine/machines';
import { flush } from '../../../../engine/replay';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import { RefundForm } from './refund-form';
import { MemoryRouter } from 'react-router-dom';
import { HASH, answer, box, row, setUpRefundForm, setup, submit, twoGroups, fakeLoad } from '../testing/refund-form';

// The return page's body (docs/product/refund.md) as loaded: the order, its tickets by session and their statuses, expired sessions, a failed load, the page language.
setUpRefundForm();

describe("refund form: what it shows", () => {
  it('shows the order number and date, the buyer, and the tickets by session with their statuses', async () => {
    const { settle } = setup({}, { load: () => answer([row({ id: 11, name: 'Петрова Анна' }), row({ id: 12, status_id: 60 }), row({ id: 13, status_id: 70 }), row({ id: 14, status_id: 80 })]) });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Возврат билетов по заказу № 100105');
    expect(screen.getByTestId('refund-order-date').textContent).toBe('Заказ от 20 ноября 2026 г. 18:05');
    expect(screen.getByText('Анна Петрова')).toBeTruthy();
    expect(screen.getByText('anna@example.ru')).toBeTruthy();
    expect(screen.getByText('+79161234567')).toBeTruthy();
    const group = screen.getByRole('region', { name: /Бах при свечах/ });
    expect(within(group).getByRole('heading', { level: 2 }).textContent).toMatch(/Бах при свечах27 ноября 2026 г\., пятница, 19:00/);
    // Checkbox or status, visitor (someone is named), category, number of visitors, cost.
    expect(within(group).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Вернуть', 'Посетитель', 'Категория', 'Посетителей', 'Стоимость']);
    const rows = within(group).getAllByTestId('refund-row');
    expect(within(rows[0]!).getByRole('checkbox', { name: /Вернуть билет 1: Партер · Взрослый, 1\s000\s₽/ })).toBeTruthy();
    expect(within(rows[0]!).getByText('Петрова Анна')).toBeTruthy();
    expect(rows[1]!.textContent).toMatch(/^Не подтверждён/);
    expect(rows[2]!.textContent).toMatch(/^Возврат подтверждён/);
    expect(rows[3]!.textContent).toMatch(/^Возврат подтверждён/);
    for (const r of rows.slice(1)) expect(within(r).queryByRole('checkbox')).toBeNull();
    // The group's time to apply online counts down.
    expect(within(group).getByRole('timer').textContent).toBe('3 дня 2 часа 0 минут 5 секунд');
  });

  it('an expired group says so and its boxes are disabled; a group whose countdown runs out drops its ticked tickets', async () => {
    const { settle, tick } = setup({}, {
      load: () => answer([row({ id: 11 }), row({ id: 12, sortnum: 8, returndatime: 0, action_ru: 'Орган' }), row({ id: 21, sortnum: 9, returndatime: 5, action_ru: 'Квартет', summa: 700 })]),
    });
    await settle();
    const organ = screen.getByRole('region', { name: /Орган/ });
    expect(within(organ).getByTestId('refund-group-expired').textContent).toBe('Время для оформления онлайн-заявления истекло.');
    const organBox = within(organ).getByRole('checkbox') as HTMLInputElement;
    expect(organBox.disabled).toBe(true);
    // A screen reader hears why.
    expect(document.getElementById(organBox.getAttribute('aria-describedby')!)?.textContent).toBe('Время для оформления онлайн-заявления истекло.');
    expect(within(organ).queryByRole('timer')).toBeNull();

    const quartet = screen.getByRole('region', { name: /Квартет/ });
    fireEvent.click(within(quartet).getByRole('checkbox'));
    fireEvent.click(box(/Вернуть билет 1:/));
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/2 билета на сумму 1\s700\s₽/);
    expect(within(quartet).getByRole('timer').textContent).toBe('5 секунд');
    await tick(4_000);
    expect(within(quartet).getByRole('timer').textContent).toBe('1 секунда');
    expect(within(quartet).queryByTestId('refund-group-expired')).toBeNull();
    await tick(1_000);
    expect(within(quartet).getByTestId('refund-group-expired')).toBeTruthy();
    const quartetBox = within(quartet).getByRole('checkbox') as HTMLInputElement;
    expect(quartetBox.checked).toBe(false);
    expect(quartetBox.disabled).toBe(true);
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/1 билет на сумму 1\s000\s₽/);
  });

  it('when every ticket is confirmed (70) the footer goes', async () => {
    const { settle } = setup({}, { load: () => answer([row({ id: 11, status_id: 70 }), row({ id: 12, status_id: 70 })]) });
    await settle();
    expect(screen.queryByTestId('refund-footer')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('refund-settled').textContent).toContain('Возврат всех билетов заказа подтверждён.');
    cleanup();
    // 70 and 80 together: nothing can be ticked either, so the footer goes as well.
    const other = setup({}, { load: () => answer([row({ id: 11, status_id: 70 }), row({ id: 12, status_id: 80 })]) });
    await other.settle();
    expect(screen.queryByTestId('refund-footer')).toBeNull();
    expect(screen.getByTestId('refund-settled').textContent).toContain('Других билетов для возврата в заказе нет.');
  });

  it('when every ticket is applied for (60), reasons, consent and the button go: the page says to confirm by e-mail', async () => {
    const { settle } = setup({}, { load: () => answer([row({ id: 11, status_id: 60 }), row({ id: 12, status_id: 70 })]) });
    await settle();
    expect(screen.queryByTestId('refund-footer')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('refund-submit')).toBeNull();
    expect(screen.getByTestId('refund-settled').textContent).toContain('Подтвердите его по ссылке из письма');
  });

  it('no answer at all is told apart from a missing order, and Retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const { settle, calls } = setup({}, { load: () => (up ? twoGroups() : new TypeError('Failed to fetch')) });
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/нет связи с сервером/);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await settle();
    expect(calls.load).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('speaks the page language: English texts and plurals', async () => {
    await i18n.changeLanguage('en');
    try {
      const queryClient = createQueryClient();
      const load = fakeLoad(queryClient, () => twoGroups());
      const actor = createActor(refundMachine.provide({ actors: { loadReturn: fromPromise<ReturnData, LoadReturnInput>(({ input }) => load(input)) } }), {
        input: { hash: HASH, lang: 'en', returnAllowed: true },
      });
      actor.start();
      render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter>
            <RefundForm actor={actor} hash={HASH} lang="en" hashConf={null} ordNum="100105" />
          </MemoryRouter>
        </AppProviders>,
      );
      await act(async () => {
        for (let i = 0; i < 5; i++) await flush();
      });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ticket refund for order No. 100105');
      expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toMatch(/^Bach by candlelight/);
      fireEvent.click(screen.getByRole('checkbox', { name: /Return ticket 2:/ }));
      // Ticket 2 admits two visitors: still one ticket.
      expect(screen.getByTestId('refund-summary').textContent).toBe('To refund: 1 ticket, ₽1,500');
      fireEvent.click(screen.getByRole('checkbox', { name: /Return ticket 1:/ }));
      expect(screen.getByTestId('refund-summary').textContent).toBe('To refund: 2 tickets, ₽2,500');
      expect(submit().textContent).toBe('Issue refund');
      actor.stop();
    } finally {
      cleanup();
      await i18n.changeLanguage('ru');
    }
  });
});

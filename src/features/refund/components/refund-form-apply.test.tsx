// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { RefundForm } from './refund-form';
import { MemoryRouter } from 'react-router-dom';
import { HASH, answer, box, consent, row, setUpRefundForm, setup, submit, twoGroups, applyForFirstTicket, confirmApplication } from '../testing/refund-form';

// Applying for a refund on the return page (docs/product/refund.md): the sum, what must be chosen, the request, a double press, a refusal, no answer.
setUpRefundForm();

describe("refund form: applying for a refund", () => {
  it('sums the ticked tickets and asks for a ticket, a reason and consent before Issue refund', async () => {
    const { actor, settle } = setup();
    await settle();
    expect(screen.getByTestId('refund-summary').textContent).toBe('К возврату: Отметьте билеты, которые хотите вернуть');
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Чтобы оформить возврат: отметьте билеты, выберите причину, дайте согласие.')).toBeTruthy();
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(box(/Вернуть билет 2:/));
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/К возврату: 2 билета на сумму 2\s500\s₽/);
    fireEvent.click(box(/Вернуть билет 1:/));
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/1 билет на сумму 1\s500\s₽/);
    fireEvent.click(box(/Вернуть билет 1:/));
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Не смогу прийти/ }));
    expect(actor.getSnapshot().context.reason).toBe(1);
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Чтобы оформить возврат: дайте согласие.')).toBeTruthy();
    // The consent: its text and today's date, then the switch.
    expect(consent().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Я подтверждаю, что хочу вернуть выбранные билеты.')).toBeTruthy();
    expect(screen.getByText('Дата: 24 ноября 2026 г.')).toBeTruthy();
    fireEvent.click(consent());
    expect(consent().checked).toBe(true);
    expect(submit().disabled).toBe(false);
    fireEvent.click(consent());
    expect(submit().disabled).toBe(true);
  });

  it('Issue refund asks first (the e-mailed link is valid 24 hours), sends the ids and reason, reloads and says "Заявление принято"', async () => {
    let call = 0;
    const { settle, calls } = setup({}, {
      load: () => (++call === 1 ? twoGroups() : answer([row({ id: 11, status_id: 60 }), row({ id: 12, status_id: 60, quant: 2 }), row({ id: 13, status_id: 60 }), row({ id: 21, sortnum: 8, returndatime: 5 })])),
    });
    await settle();
    fireEvent.click(box(/Вернуть билет 2:/));
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(screen.getByRole('radio', { name: /Мероприятие перенесено/ }));
    fireEvent.click(consent());
    fireEvent.click(submit());
    const dialog = screen.getByRole('alertdialog', { name: 'Оформить возврат?' });
    expect(dialog.textContent).toMatch(/Вернуть 2 билета на сумму 2\s500\s₽\? На anna@example\.ru придёт письмо со ссылкой/);
    expect(dialog.textContent).toContain('Ссылка действует 24 часа.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.create).toEqual([]);
    fireEvent.click(submit());
    confirmApplication();
    await settle();
    expect(calls.create).toEqual([{ hash: HASH, lang: 'ru', reason: 2, id: [12, 11] }]);
    expect(calls.load).toHaveLength(2);
    const notice = screen.getByRole('alertdialog', { name: 'Информация' });
    expect(notice.textContent).toContain('Заявление принято');
    expect(notice.textContent).toContain('Подтвердите возврат по ссылке из письма, отправленного на anna@example.ru. Ссылка действует 24 часа.');
    // The reloaded lines: the applied tickets now await confirmation; nothing is ticked.
    const rows = screen.getAllByTestId('refund-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['60', '60', '60', '0']);
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/Отметьте билеты/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a second press while the application is in flight sends nothing more', async () => {
    let release: (v: null) => void = () => {};
    const { settle, calls } = setup({}, { create: () => new Promise<null>((r) => (release = r)) });
    await settle();
    applyForFirstTicket();
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    await settle();
    // The dialog's buttons are busy, the page's button says it is sending and is disabled.
    expect((within(dialog).getByRole('button', { name: 'Оформить возврат' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Отправляем заявление…');
    fireEvent.click(submit());
    expect(calls.create).toHaveLength(1);
    release(null);
    await settle();
    expect(calls.create).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Информация' }).textContent).toContain('Заявление принято');
  });

  it('a refused application shows the server text and code in the error modal; closing it returns to the form', async () => {
    const { settle, calls } = setup({}, { create: () => ({ errorCode: -9998, errorText: 'Билет уже оформлен на возврат' }) });
    await settle();
    applyForFirstTicket();
    confirmApplication();
    await settle();
    const modal = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(modal.textContent).toContain('Билет уже оформлен на возврат');
    expect(calls.load).toHaveLength(1);
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('an application that gets no answer says so next to the button and can be sent again', async () => {
    const failures: unknown[] = [];
    let up = false;
    const { actor, settle, calls, view } = setup({}, { create: () => (up ? null : new TypeError('Failed to fetch')) });
    actor.on('failure', (e) => failures.push(e));
    await settle();
    applyForFirstTicket();
    confirmApplication();
    await settle();
    expect(failures).toHaveLength(1);
    // The page hook turns the machine's failure into sendFailed; rendered as the page does.
    view.rerender(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <RefundForm actor={actor} hash={HASH} lang="ru" hashConf={null} ordNum="100105" sendFailed="createReturn" />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Заявление не отправлено: нет связи с сервером. Проверьте подключение и нажмите кнопку ещё раз.');
    // The choices are kept; the button works again.
    expect(box(/Вернуть билет 1:/).checked).toBe(true);
    expect(submit().disabled).toBe(false);
    up = true;
    fireEvent.click(submit());
    confirmApplication();
    await settle();
    expect(calls.create).toHaveLength(2);
  });
});

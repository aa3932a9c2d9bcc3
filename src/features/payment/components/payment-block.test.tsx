// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { bankNavigation } from '../model/bank-navigation';
import { bankPayments, flush, orderView, paidOrder, renderWithRouter, startPayment, usePaymentTestEnvironment } from '../testing/payment-fixtures';
import { PaymentBlock } from './payment-block';

usePaymentTestEnvironment();


async function renderBlock(p: Parameters<typeof startPayment>[0], order = orderView()) {
  const flow = startPayment(p);
  renderWithRouter(<PaymentBlock actor={flow.actor} order={order} lang="ru" />);
  await flush();
  return flow;
}

const payButton = () => screen.getByRole('button', { name: 'Оплатить' });

describe('PaymentBlock', () => {
  it('offers the payment types as radios, pays with the chosen one and follows the bank redirect', async () => {
    const assign = vi.spyOn(bankNavigation, 'assign').mockImplementation(() => {});
    const order = orderView({ creditCompanyId: 1 });
    const { actor, calls } = await renderBlock({ loads: [order], pay: () => ({ errorCode: 0, errorText: '', bankUrl: 'https://bank.example/pay/1' }) }, order);

    const section = screen.getByRole('region', { name: 'Оплата заказа' });
    const group = within(section).getByRole('group', { name: 'Способ оплаты' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-labelledby') && document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent)).toEqual(bankPayments.map((p) => p.name_ru));
    // The order's own payment type is chosen to begin with (the machine's rule).
    expect((screen.getByRole('radio', { name: 'Банковская карта' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Оплата на странице банка' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(section.textContent).toMatch(/К оплате\s2\s100\s₽/);

    fireEvent.click(screen.getByRole('radio', { name: 'Оплата на странице банка' }));
    expect(actor.getSnapshot().context.paymentId).toBe(3);
    expect((screen.getByRole('radio', { name: 'Оплата на странице банка' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(payButton());
    expect(calls.pay).toHaveBeenCalledWith({ url: '/api/payment/redirect', hash: 'order-hash-1', lang: 'ru', paymentId: 3 });
    await flush();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://bank.example/pay/1');
    expect(screen.getByRole('status').textContent).toContain('Переходим на страницу банка…');
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    expect(within(group).getAllByRole('radio')[0]!.matches(':disabled')).toBe(true);
  });

  it('the pay button is busy while the payment call is in flight', async () => {
    let answer: (v: { errorCode: number; errorText: string; bankUrl: string }) => void = () => {};
    vi.spyOn(bankNavigation, 'assign').mockImplementation(() => {});
    await renderBlock({ loads: [orderView({ creditCompanyId: 3 })], pay: () => new Promise((resolve) => (answer = resolve)) });
    fireEvent.click(payButton());
    await flush();
    const busy = screen.getByRole('button', { name: 'Оплачиваем…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer({ errorCode: 0, errorText: '', bankUrl: 'https://bank.example/p' });
    await flush();
    expect(screen.queryByRole('button', { name: 'Оплачиваем…' })).toBeNull();
  });

  it('submits the bank form at once, as a hidden POST form with the bank fields', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    await renderBlock({
      loads: [orderView()],
      pay: () => ({ errorCode: 0, errorText: '', form_action: 'https://bank.example/form', form_bank: { action: 'open', amount: '2100.00', order: 'order-hash-1' } }),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Интернет-эквайринг' }));
    fireEvent.click(payButton());
    await flush();
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://bank.example/form');
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ action: 'open', amount: '2100.00', order: 'order-hash-1' });
    expect(screen.getByRole('status').textContent).toContain('Переходим на страницу банка…');
    // A render later does not submit it twice.
    await flush(5_000);
    expect(submitted).toHaveLength(1);
  });

  it('never follows a bank address that is not a web address', async () => {
    const assign = vi.spyOn(bankNavigation, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBlock({ loads: [orderView({ creditCompanyId: 3 })], pay: () => ({ errorCode: 0, errorText: '', bankUrl: 'javascript:alert(1)' }) });
    fireEvent.click(payButton());
    await flush();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Не удалось открыть страницу банка');
  });

  it('shows the QR code with its link and the polling, then the paid order once the status is settled', async () => {
    let polls = 0;
    const { calls } = await renderBlock({
      loads: [orderView({ creditCompanyId: 2 }), paidOrder()],
      pay: () => ({ errorCode: 0, errorText: '', form_qr_url: 'http://127.0.0.1/sandbox/qr/abc', form_qr_code: 'data:image/png;base64,iVBORw0KGgo=' }),
      qr: () => (++polls < 2 ? 0 : 1),
    });
    fireEvent.click(payButton());
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Оплата по QR-коду' });
    const image = within(dialog).getByRole('img', { name: 'QR-код для оплаты заказа' }) as HTMLImageElement;
    expect([image.width, image.height]).toEqual([180, 180]);
    expect(image.src).toBe('data:image/png;base64,iVBORw0KGgo=');
    const link = within(dialog).getByRole('link', { name: 'Открыть ссылку для оплаты' });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1/sandbox/qr/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('status').textContent).toContain('Ждём оплату. Проверяем каждые 10 секунд.');

    await flush(9_999);
    expect(calls.qr).not.toHaveBeenCalled();
    await flush(1);
    expect(calls.qr).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Оплата по QR-коду' })).toBeTruthy();
    await flush(10_000);
    expect(calls.qr).toHaveBeenCalledTimes(2);
    // Settled: the modal closes, the order is read again and is paid: no payment block.
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
  });

  it('closing the QR modal stops the polling and reads the order again', async () => {
    const { calls } = await renderBlock({
      loads: [orderView({ creditCompanyId: 2 })],
      pay: () => ({ errorCode: 0, errorText: '', form_qr_url: 'http://127.0.0.1/sandbox/qr/abc', form_qr_code: 'iVBORw0KGgo=' }),
    });
    fireEvent.click(payButton());
    await flush();
    // A bare base64 code is shown as a PNG.
    expect((screen.getByRole('img', { name: 'QR-код для оплаты заказа' }) as HTMLImageElement).src).toBe('data:image/png;base64,iVBORw0KGgo=');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Другой способ оплаты' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.load).toHaveBeenCalledTimes(2);
    await flush(30_000);
    expect(calls.qr).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Оплата заказа' })).toBeTruthy();
  });

  it('counts the reservation down with Russian plurals and hides the block when it runs out', async () => {
    await renderBlock({ loads: [orderView({ reservetime: 3_662 })] });
    const timer = screen.getByRole('timer', { name: 'Бронь действует ещё' });
    expect(timer.textContent).toBe('1 час 1 минута 2 секунды');
    await flush(1_000);
    expect(timer.textContent).toBe('1 час 1 минута 1 секунда');
    await flush(57_000);
    expect(timer.textContent).toBe('1 час 0 минут 4 секунды');
    await flush(104_000);
    expect(screen.getByRole('timer').textContent).toBe('58 минут 20 секунд');
    cleanup();

    await renderBlock({ loads: [orderView({ reservetime: 2 })] });
    expect(screen.getByRole('timer').textContent).toBe('2 секунды');
    await flush(2_000);
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('shows days for a long reservation', async () => {
    await renderBlock({ loads: [orderView({ reservetime: 2 * 86_400 + 5 })] });
    expect(screen.getByRole('timer').textContent).toBe('2 дня 0 часов 0 минут 5 секунд');
  });

  it('shows no pay button when the order may not be paid', async () => {
    await renderBlock({ loads: [orderView({ paymentAllowed: false })] });
    expect(screen.getByRole('region', { name: 'Оплата заказа' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('is not shown for a paid order', async () => {
    await renderBlock({ loads: [paidOrder()] });
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
  });

  it('payment method not set, and an invalid one: the catalogue texts with the code; closing dismisses', async () => {
    const extra = { creditcompany_id: 9, protocol_type: 'bank', protocol_kind: 'x', name_ru: 'Старый банк' };
    const order = orderView({ payments: [...bankPayments, extra], urnPay: { 1: '/api/payment/widget', 2: '/api/payment/qr', 3: '/api/payment/redirect', 4: '/api/payment/form' } });
    const { actor, calls } = await renderBlock({ loads: [order] }, order);
    fireEvent.click(payButton());
    const notSet = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(notSet.textContent).toContain('Способ оплаты не задан. Код ошибки: -9995');
    fireEvent.click(within(notSet).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actor.getSnapshot().matches({ payable: 'choosing' })).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Старый банк' }));
    fireEvent.click(payButton());
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Выбран недопустимый способ оплаты. Код ошибки: -9996');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(actor.getSnapshot().matches({ payable: 'choosing' })).toBe(true);
    expect(calls.pay).not.toHaveBeenCalled();
  });

  it("a refusal shows the server's text; a success with nothing to follow says the order cannot be paid", async () => {
    const answers = [
      { errorCode: -9997, errorText: 'Оплата этого заказа сейчас невозможна' },
      { errorCode: 0, errorText: '' },
    ];
    await renderBlock({ loads: [orderView({ creditCompanyId: 3 })], pay: () => answers.shift()! });
    fireEvent.click(payButton());
    await flush();
    const refusal = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(refusal.textContent).toContain('Оплата этого заказа сейчас невозможна');
    fireEvent.click(within(refusal).getByRole('button', { name: 'Понятно' }));
    fireEvent.click(payButton());
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Невозможно оплатить заказ');
  });

  it('a declined card widget says so', async () => {
    await renderBlock({ loads: [orderView({ creditCompanyId: 1 })], pay: () => ({ errorCode: 0, errorText: '', bankInvoiceId: 'inv-1' }), widget: async () => 'fail' });
    fireEvent.click(payButton());
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Банк отклонил оплату');
  });

  it('asks about extras first: "Add" opens them, "Go to payment" pays', async () => {
    const offer = { parent_id: 1, package_id: 1, price_id: 9001, cost: 450, limit: 1 };
    const { actor, calls } = await renderBlock({ loads: [orderView({ creditCompanyId: 3, addToping: [offer] })], pay: () => new Promise(() => {}) });
    const opened = vi.fn();
    actor.on('extras.open', opened);

    fireEvent.click(payButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Дополнительные услуги' });
    expect(dialog.textContent).toContain('Добавить их или перейти к оплате?');
    await flush(50); // the focus moves in on the next frame
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Добавить' }));
    // The machine has no "neither": Escape leaves the question open.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Дополнительные услуги' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.pay).not.toHaveBeenCalled();

    fireEvent.click(payButton());
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Перейти к оплате' }));
    expect(calls.pay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reads the payment names in the page language', async () => {
    await i18n.changeLanguage('en');
    try {
      const flow = startPayment({ loads: [orderView()] });
      renderWithRouter(<PaymentBlock actor={flow.actor} order={orderView()} lang="en" />);
      await flush();
      expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: "Pay on the bank's page" })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
      expect(screen.getByRole('timer').textContent).toBe('15 minutes 0 seconds');
    } finally {
      cleanup();
      await i18n.changeLanguage('ru');
    }
  });
});

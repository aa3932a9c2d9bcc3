// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { PaymentActor } from '../model/payment-actor';
import { RETURN_POLL_MS, RETURN_TIMEOUT_MS } from '../model/return-watch';
import { flush, orderView, paidOrder, renderWithRouter, startPayment, usePaymentTestEnvironment } from '../testing/payment-fixtures';
import { PaymentBlock } from './payment-block';
import { PaymentReturn } from './payment-return';
import { PaymentStatus } from './payment-status';

usePaymentTestEnvironment();

const back = '/order/order-hash-1?state=success&bankInvoiceId=abc';

/** The page's badge, as the order page would render it from the hook. */
function Badge({ actor }: { actor: PaymentActor }) {
  const { confirming } = usePaymentReturn(actor);
  return <p data-testid="badge">{confirming ? '' : 'Не оплачен'}</p>;
}

function renderReturn(p: Parameters<typeof startPayment>[0], url = back) {
  const flow = startPayment(p);
  const view = renderWithRouter(
    <>
      <Badge actor={flow.actor} />
      <PaymentReturn actor={flow.actor} />
      <PaymentStatus actor={flow.actor} />
      <PaymentBlock actor={flow.actor} order={orderView()} lang="ru" />
    </>,
    url,
  );
  return { ...flow, ...view };
}

describe('PaymentReturn', () => {
  it('back with success: "confirming" (no "not paid", no payment form) and a read every few seconds until paid', async () => {
    const { calls } = renderReturn({ loads: [orderView(), orderView(), paidOrder()] });
    // Even before the first answer: nothing stale.
    expect(screen.getByTestId('badge').textContent).toBe('');
    await flush();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Подтверждаем оплату…' })).toBeTruthy();
    expect(screen.getByTestId('badge').textContent).toBe('');
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
    expect(calls.load).toHaveBeenCalledTimes(1);

    await flush(RETURN_POLL_MS);
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toContain('Подтверждаем оплату…');
    await flush(RETURN_POLL_MS);
    expect(calls.load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status').textContent).toBe('Оплата прошла успешно. Спасибо!');
    await flush(RETURN_TIMEOUT_MS);
    expect(calls.load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an expired reservation is not called expired while the payment is confirmed', async () => {
    renderReturn({ loads: [orderView({ reservetime: 0 }), paidOrder()] });
    await flush();
    expect(screen.getByRole('status').textContent).toContain('Подтверждаем оплату…');
    expect(screen.queryByText('Время брони истекло')).toBeNull();
    await flush(RETURN_POLL_MS);
    expect(screen.getByRole('status').textContent).toBe('Оплата прошла успешно. Спасибо!');
  });

  it("no confirmation within a minute: it says so, stops asking, and checks again on request", async () => {
    const { calls } = renderReturn({ loads: [orderView({ reservetime: 600 })] });
    await flush();
    await flush(RETURN_TIMEOUT_MS - 1);
    expect(screen.getByRole('status').textContent).toContain('Подтверждаем оплату…');
    const reads = calls.load.mock.calls.length;
    expect(reads).toBeGreaterThanOrEqual(RETURN_TIMEOUT_MS / RETURN_POLL_MS - 1);
    await flush(1);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Подтверждение от банка ещё не пришло');
    // Now the page may say "not paid" and offer the payment again.
    expect(screen.getByTestId('badge').textContent).toBe('Не оплачен');
    expect(screen.getByRole('region', { name: 'Оплата заказа' })).toBeTruthy();
    await flush(RETURN_TIMEOUT_MS);
    expect(calls.load.mock.calls.length).toBe(reads);

    fireEvent.click(within(alert).getByRole('button', { name: 'Проверить снова' }));
    await flush();
    expect(calls.load.mock.calls.length).toBe(reads + 1);
    expect(screen.getByRole('status').textContent).toContain('Подтверждаем оплату…');
    expect(screen.queryByRole('alert')).toBeNull();
    await flush(RETURN_POLL_MS);
    expect(calls.load.mock.calls.length).toBe(reads + 2);
  });

  it('stops asking when the page unmounts', async () => {
    const { calls, unmount, actor } = renderReturn({ loads: [orderView()] });
    await flush(RETURN_POLL_MS);
    expect(calls.load).toHaveBeenCalledTimes(2);
    unmount();
    await flush(RETURN_TIMEOUT_MS);
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ payable: 'choosing' })).toBe(true);
  });

  it('polls once however many parts of the page read the return', async () => {
    const flow = startPayment({ loads: [orderView()] });
    renderWithRouter(
      <>
        <Badge actor={flow.actor} />
        <Badge actor={flow.actor} />
        <PaymentReturn actor={flow.actor} />
        <PaymentReturn actor={flow.actor} />
      </>,
      back,
    );
    await flush();
    await flush(RETURN_POLL_MS * 3);
    expect(flow.calls.load).toHaveBeenCalledTimes(4);
  });

  it('back with state=return: the payment was not completed and can be tried again', async () => {
    const { calls } = renderReturn({ loads: [orderView()] }, '/order/order-hash-1?state=return&bankInvoiceId=abc');
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Оплата не завершена. Попробовать ещё раз можно, пока действует бронь.');
    expect(screen.getByTestId('badge').textContent).toBe('Не оплачен');
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeTruthy();
    await flush(RETURN_POLL_MS * 2);
    expect(calls.load).toHaveBeenCalledTimes(1);
  });

  it('says nothing without a state, or when the order is already paid and there is no return', async () => {
    renderReturn({ loads: [paidOrder()] }, '/order/order-hash-1');
    await flush();
    expect(screen.queryByRole('status')).toBeNull();
    await flush(RETURN_POLL_MS * 2);
  });
});

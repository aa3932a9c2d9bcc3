import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SteppingClock } from '../replay/clock';
import { createDriver, flush } from '../replay/driver';
import type { LoadOrderInput, LoadOrderOutput, PayInput, PayOutput, QrStatusInput, WidgetOutcome } from './orderPayment';
import { orderPaymentMachine } from './orderPayment';
import { paymentOrder } from '../testing/samples';

function start() {
  const d = createDriver(orderPaymentMachine, { input: { hash: 'order-hash-1', lang: 'ru' } });
  d.start();
  return { d, state: () => d.actor.getSnapshot() };
}
const load = (d: ReturnType<typeof start>['d'], output: LoadOrderOutput) => d.settle({ actor: 'loadOrder', status: 'done', output });
const pay = (d: ReturnType<typeof start>['d'], output: Partial<PayOutput>) => d.settle({ actor: 'pay', status: 'done', output: { errorCode: 0, errorText: '', ...output } });

describe('order payment', () => {
  it('polls the QR status every 10 s until it is non-zero, then reloads the order', async () => {
    const clock = new SteppingClock();
    const polls: number[] = [];
    let loads = 0;
    const machine = orderPaymentMachine.provide({
      actors: {
        loadOrder: fromPromise<LoadOrderOutput, LoadOrderInput>(async () => (++loads === 1 ? paymentOrder() : paymentOrder({ printingAllowed: true }))),
        pay: fromPromise<PayOutput, PayInput>(async () => ({ errorCode: 0, errorText: '', form_qr_url: 'https://qr.example/1' })),
        checkQrStatus: fromPromise<number, QrStatusInput>(async () => {
          polls.push(clock.now());
          return polls.length < 3 ? 0 : 1;
        }),
      },
    });
    const actor = createActor(machine, { input: { hash: 'order-hash-1' }, clock }).start();
    await flush();
    actor.send({ type: 'SELECT_PAYMENT', id: 2 });
    actor.send({ type: 'PAY' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ payable: { qr: 'waiting' } });
    for (let t = 0; t < 3; t++) {
      clock.advanceBy(9_999);
      await flush();
      expect(polls).toHaveLength(t);
      clock.advanceBy(1);
      await flush();
    }
    await flush();
    expect(polls).toEqual([10_000, 20_000, 30_000]);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('closing the QR modal stops the polling and reloads the order; a failed check is only logged', async () => {
    const { d, state } = start();
    const emitted: unknown[] = [];
    d.actor.on('*', (e) => emitted.push(e));
    await load(d, paymentOrder({ creditCompanyId: 2 }));
    d.send({ type: 'PAY' });
    await pay(d, { form_qr_url: 'https://qr.example/1', form_qr_code: 'data' });
    expect(state().context.qr).toEqual({ url: 'https://qr.example/1', code: 'data' });
    await d.advanceBy(10_000);
    await d.settle({ actor: 'checkQrStatus', status: 'error', error: { name: 'TypeError', message: 'Failed to fetch' } });
    expect(emitted).toEqual([{ type: 'failure', actor: 'checkQrStatus', message: 'Failed to fetch' }]);
    expect(state().value).toEqual({ payable: { qr: 'waiting' } });
    await d.advanceBy(10_000);
    expect(d.isHeld('checkQrStatus')).toBe(true);
    d.send({ type: 'CLOSE_QR' });
    expect(state().value).toBe('loading');
    expect(d.isHeld('checkQrStatus')).toBe(false);
    await load(d, paymentOrder({ creditCompanyId: 2 }));
    await d.advanceBy(30_000);
    expect(d.isHeld('checkQrStatus')).toBe(false);
    expect(state().value).toEqual({ payable: 'choosing' });
  });

  it('the reservation running out while the QR is open asks the server about the order', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ creditCompanyId: 2, reservetime: 15 }));
    d.send({ type: 'PAY' });
    await pay(d, { form_qr_url: 'https://qr.example/1' });
    await d.advanceBy(10_000);
    await d.settle({ actor: 'checkQrStatus', status: 'done', output: 0 });
    await d.advanceBy(4_999);
    expect(state().value).toEqual({ payable: { qr: 'waiting' } });
    await d.advanceBy(1);
    expect(state().value).toBe('loading');
    await load(d, paymentOrder({ reservetime: 0 }));
    expect(state().value).toBe('expired');
  });

  it('hides the payment form when the reservation runs out', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ reservetime: 3 }));
    expect(state().value).toEqual({ payable: 'choosing' });
    await d.advanceBy(2_999);
    expect(state().value).toEqual({ payable: 'choosing' });
    await d.advanceBy(1);
    expect(state().value).toBe('expired');
  });

  it('the reservation running out during the pay call: a refusal then shows no payment form', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ creditCompanyId: 1, reservetime: 3 }));
    d.send({ type: 'PAY' });
    await d.advanceBy(5_000);
    expect(state().value).toEqual({ payable: 'paying' });
    await pay(d, { errorCode: -9997, errorText: 'Unable to pay' });
    expect(state().value).toBe('expired');
    d.send({ type: 'DISMISS' });
    expect(state().value).toBe('expired');
  });

  it('the reservation running out during the pay call: a bank redirect given meanwhile is still followed', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ creditCompanyId: 1, reservetime: 3 }));
    d.send({ type: 'PAY' });
    await d.advanceBy(5_000);
    await pay(d, { bankUrl: 'https://bank.example/p' });
    expect(state().value).toEqual({ payable: 'leaving' });
    expect(state().context.navigation).toEqual({ kind: 'redirect', url: 'https://bank.example/p' });
  });

  it('the reservation running out during the pay call: a QR code, or no answer, leaves it to the server', async () => {
    for (const settle of [
      (d: ReturnType<typeof start>['d']) => pay(d, { form_qr_url: 'https://qr.example/1' }),
      (d: ReturnType<typeof start>['d']) => d.settle({ actor: 'pay', status: 'error', error: { name: 'TypeError', message: 'Failed to fetch' } }),
    ]) {
      const { d, state } = start();
      await load(d, paymentOrder({ creditCompanyId: 2, reservetime: 3 }));
      d.send({ type: 'PAY' });
      await d.advanceBy(3_000);
      await settle(d);
      expect(state().value).toBe('loading');
      await load(d, paymentOrder({ creditCompanyId: 2, reservetime: 0 }));
      expect(state().value).toBe('expired');
      // A fresh reservation from the server forgets the old expiry.
      d.send({ type: 'RELOAD' });
      await load(d, paymentOrder({ creditCompanyId: 2, reservetime: 60 }));
      expect(state().context.reservationRanOut).toBe(false);
      d.send({ type: 'PAY' });
      await pay(d, { errorCode: -9997, errorText: 'Unable to pay' });
      expect(state().value).toEqual({ payable: 'error' });
    }
  });

  it('needs a payment type that maps to a payment URL', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ payments: [...paymentOrder().payments, { creditcompany_id: 9, protocol_type: 'x', protocol_kind: 'x' }] }));
    d.send({ type: 'PAY' });
    expect(state().context.error).toEqual({ key: 'error.paymentMethodNotSet', code: -9995 });
    d.send({ type: 'DISMISS' });
    d.send({ type: 'SELECT_PAYMENT', id: 42 });
    expect(state().context.paymentId).toBeNull();
    d.send({ type: 'SELECT_PAYMENT', id: 9 });
    d.send({ type: 'PAY' });
    expect(state().context.error).toEqual({ key: 'error.paymentMethodInvalid', code: -9996, params: { id: 9 } });
  });

  it('offers extras first when some are available and none taken', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ addToping: [{ parent_id: 1, package_id: 1, price_id: 1, cost: 100, limit: 1 }] }));
    d.send({ type: 'SELECT_PAYMENT', id: 1 });
    d.send({ type: 'PAY' });
    expect(state().value).toEqual({ payable: 'extrasDialog' });
    d.send({ type: 'GO_TO_PAYMENT' });
    expect(state().value).toEqual({ payable: 'paying' });
    expect(d.isHeld('pay')).toBe(true);
  });

  it('follows a bank redirect or hands the shell a form to submit', async () => {
    const a = start();
    await load(a.d, paymentOrder({ payments: [paymentOrder().payments[0]!] }));
    a.d.send({ type: 'PAY' });
    await pay(a.d, { bankUrl: 'https://bank.example/p' });
    expect(a.state().value).toEqual({ payable: 'leaving' });
    expect(a.state().context.navigation).toEqual({ kind: 'redirect', url: 'https://bank.example/p' });
    const b = start();
    await load(b.d, paymentOrder({ creditCompanyId: 1 }));
    b.d.send({ type: 'PAY' });
    await pay(b.d, { form_action: 'https://bank.example/f', form_bank: { order: '1' } });
    expect(b.state().context.navigation).toEqual({ kind: 'form', action: 'https://bank.example/f', fields: { order: '1' } });
  });

  it('the card widget: success reloads, fail shows the decline, closed returns to the choice', async () => {
    for (const [outcome, expected] of [['success', 'loading'], ['fail', { payable: 'error' }], ['closed', { payable: 'choosing' }]] as const) {
      const { d, state } = start();
      await load(d, paymentOrder({ creditCompanyId: 3 }));
      d.send({ type: 'PAY' });
      await pay(d, { bankInvoiceId: 'inv-1', backUrl: 'https://shop.example/back' });
      expect(state().context.widget).toEqual({ bankInvoiceId: 'inv-1', backUrl: 'https://shop.example/back' });
      await d.settle({ actor: 'openWidget', status: 'done', output: outcome satisfies WidgetOutcome });
      expect(state().value).toEqual(expected);
    }
  });

  it('the cultural card: code 3 asks the payment URL again every 20 s until it answers; then the order is reloaded', async () => {
    const { d, state } = start();
    await load(d, paymentOrder({ creditCompanyId: 4 }));
    d.send({ type: 'PAY' });
    await pay(d, { pushkinCode: 3 });
    expect(state().value).toEqual({ verifying: 'waiting' });
    expect(state().context.pushkin).toBe('pending');
    await d.advanceBy(19_999);
    expect(d.isHeld('verifyPushkin')).toBe(false);
    await d.advanceBy(1);
    expect(d.isHeld('verifyPushkin')).toBe(true);
    await d.settle({ actor: 'verifyPushkin', status: 'done', output: { errorCode: 0, errorText: '', pushkinCode: 3 } });
    expect(state().value).toEqual({ verifying: 'waiting' });
    await d.advanceBy(20_000);
    await d.settle({ actor: 'verifyPushkin', status: 'done', output: { errorCode: 0, errorText: '', pushkinCode: 0 } });
    expect(state().value).toBe('loading');
    await load(d, paymentOrder({ printingAllowed: true }));
    expect(state().value).toBe('paid');
    expect(state().context.pushkin).toBe('paid');
  });

  it('the cultural card: code 4 reloads the order, which is annulled; a check that gets no answer is asked again', async () => {
    const discount = { isBlocked: 0 as const, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0 };
    const refused = start();
    await load(refused.d, paymentOrder({ creditCompanyId: 4 }));
    refused.d.send({ type: 'PAY' });
    await pay(refused.d, { pushkinCode: 4 });
    expect(refused.state().value).toBe('loading');
    await load(refused.d, paymentOrder({ status: 90, reservetime: 0, discountData: { ...discount, pochtaBankCode: 4 } }));
    expect(refused.state().value).toBe('annulled');
    expect(refused.state().context.pushkin).toBe('annulled');

    // Opened while the check runs (the order says 3): the page keeps asking.
    const reopened = start();
    await load(reopened.d, paymentOrder({ creditCompanyId: 4, discountData: { ...discount, pochtaBankCode: 3 } }));
    expect(reopened.state().value).toEqual({ verifying: 'waiting' });
    await reopened.d.advanceBy(20_000);
    await reopened.d.settle({ actor: 'verifyPushkin', status: 'error', error: { name: 'TypeError', message: 'Failed to fetch' } });
    expect(reopened.state().value).toEqual({ verifying: 'waiting' });
    await reopened.d.advanceBy(20_000);
    await reopened.d.settle({ actor: 'verifyPushkin', status: 'done', output: { errorCode: 0, errorText: '', pushkinCode: 4 } });
    expect(reopened.state().value).toBe('loading');

    const other = start();
    await load(other.d, paymentOrder({ discountData: { ...discount, pochtaBankCode: 4 } }));
    expect(other.state().value).toBe('annulled');
  });

  it('an ordinary order cancelled when its reservation ran out is expired, not a failed card', async () => {
    const lapsed = start();
    const discount = { isBlocked: 0 as const, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0, pochtaBankCode: null };
    await load(lapsed.d, paymentOrder({ status: 90, reservetime: 0, discountData: discount }));
    expect(lapsed.state().value).toBe('expired');
    expect(lapsed.state().context.pushkin).toBeNull();
    // Even if the server still counted reservation time left, a cancelled order cannot be paid.
    const early = start();
    await load(early.d, paymentOrder({ status: 90, reservetime: 300 }));
    expect(early.state().value).toBe('expired');
  });

  it('shows no pay button effect without paymentAllowed, and a missing order as not found', async () => {
    const a = start();
    await load(a.d, paymentOrder({ paymentAllowed: false, creditCompanyId: 1 }));
    a.d.send({ type: 'PAY' });
    expect(a.state().value).toEqual({ payable: 'choosing' });
    const b = start();
    await load(b.d, { errorCode: -404, errorText: 'not found' });
    expect(b.state().value).toBe('notFound');
  });
});

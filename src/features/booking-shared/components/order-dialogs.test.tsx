// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ErrorCode } from '../../../../contract/envelope';
import { orderCreationMachine, type CreateOrderOutput } from '../../../../engine/machines';
import type { FlowError } from '../../../../engine/machines';
import { i18n } from '../../../i18n/i18n';
import { OrderDialogs } from './order-dialogs';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

/** An order whose create call answers with this refusal, already sent and refused. */
async function refusedOrder(answer: CreateOrderOutput) {
  const order = createActor(orderCreationMachine.provide({ actors: { createOrder: fromPromise(async () => answer) } }), {
    input: { flow: 'category', hash: 'h'.repeat(40), nominal: false, mailConfirm: false, captcha: 'none', checkboxes: [], buyer: { fio: 'Иванов Иван', phone: '+7 912 345 67 89', email: 'buyer@example.com' } },
  }).start();
  order.send({ type: 'SET_ITEMS', items: { count: 1, lines: [] } });
  order.send({ type: 'SUBMIT' });
  await waitFor(() => expect(order.getSnapshot().matches('failed')).toBe(true));
  return order;
}

const captcha = { mode: 'none' as const, siteKey: '' };
const taken = { errorCode: ErrorCode.limit, errorText: 'Место занято', hash: null };
const busy = { errorCode: ErrorCode.internal, errorText: 'Сервер занят', hash: null };

describe('OrderDialogs', () => {
  it('shows the error modal with the server text without a page answer', async () => {
    const order = await refusedOrder(busy);
    render(<OrderDialogs order={order} captcha={captcha} />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Сервер занят');
  });

  it("shows the page's own answer instead, and its dismiss leaves the failure", async () => {
    const order = await refusedOrder(taken);
    render(<OrderDialogs order={order} captcha={captcha} renderError={(error, dismiss) => (error?.code === ErrorCode.limit ? <button onClick={dismiss}>своё</button> : undefined)} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'своё' })));
    expect(order.getSnapshot().matches('failed')).toBe(false);
  });

  it('shows nothing while the page answers null, and the modal for failures it leaves', async () => {
    const waiting = await refusedOrder(taken);
    const own = (error: FlowError | null) => (error?.code === ErrorCode.limit ? null : undefined);
    const { unmount } = render(<OrderDialogs order={waiting} captcha={captcha} renderError={own} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    render(<OrderDialogs order={await refusedOrder(busy)} captcha={captcha} renderError={own} />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Сервер занят');
  });
});

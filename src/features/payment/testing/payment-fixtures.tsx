import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderView } from '../../../../contract/order';
import {
  orderPaymentMachine,
  type LoadOrderInput,
  type LoadOrderOutput,
  type PayInput,
  type PayOutput,
  type QrStatusInput,
  type WidgetInput,
  type WidgetOutcome,
} from '../../../../engine/machines';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';

const l10n = (field: string, ru: string, en: string) => ({ [`${field}_ru`]: ru, [`${field}_en`]: en });

/** The sandbox's payment types, as the server sends them (fixtures/reference/payment-types.json). */
export const bankPayments: OrderView['payments'] = [
  { creditcompany_id: 1, protocol_type: 'widget', protocol_kind: 'card', ...l10n('name', 'Банковская карта', 'Bank card'), ...l10n('descript', 'Visa, MasterCard, МИР', 'Visa, MasterCard, MIR') },
  { creditcompany_id: 2, protocol_type: 'qr', protocol_kind: 'sbp', ...l10n('name', 'QR-код (СБП)', 'QR code'), ...l10n('descript', 'Отсканируйте код', 'Scan the code') },
  { creditcompany_id: 3, protocol_type: 'redirect', protocol_kind: 'card', ...l10n('name', 'Оплата на странице банка', "Pay on the bank's page"), ...l10n('descript', 'Вы перейдёте на страницу банка', '') },
  { creditcompany_id: 4, protocol_type: 'form', protocol_kind: 'card', ...l10n('name', 'Интернет-эквайринг', 'Internet acquiring'), ...l10n('descript', 'Форма банка откроется автоматически', '') },
];
export const pushkinPayment: OrderView['payments'][number] = {
  creditcompany_id: 5,
  protocol_type: 'pushkin',
  protocol_kind: 'culture',
  ...l10n('name', 'Пушкинская карта', 'Pushkin card'),
};

const urlOf = (p: OrderView['payments'][number]) => `/api/payment/${p.protocol_type}`;

/** An unpaid order with 15 minutes of reservation left, payable by the bank types. */
export function orderView(over: Partial<OrderView> = {}): OrderView {
  const payments = over.payments ?? bankPayments;
  return {
    errorCode: 0,
    errorText: '',
    ord_num: '1001',
    hash: 'order-hash-1',
    reservetime: 900,
    main: [],
    toping: [],
    service: [],
    addToping: [],
    discountData: null,
    printingAllowed: false,
    paymentAllowed: true,
    demsumma: 2100,
    urnPay: Object.fromEntries(payments.map((p) => [String(p.creditcompany_id), urlOf(p)])),
    payments,
    creditCompanyId: null,
    payment_qr: null,
    name: 'Анна Петрова',
    email: 'anna@example.ru',
    phone: '+79161234567',
    status: 0,
    usereturn: 0,
    ...over,
  };
}

export const paidOrder = (over: Partial<OrderView> = {}) => orderView({ printingAllowed: true, paymentAllowed: false, reservetime: 0, status: 20, ...over });

type Fakes = {
  /** Each load answers the next of these (the last one repeats); a function may throw. */
  loads: Array<LoadOrderOutput | (() => LoadOrderOutput)>;
  pay?: (input: PayInput) => PayOutput | Promise<PayOutput>;
  qr?: (input: QrStatusInput) => number | Promise<number>;
  widget?: (input: WidgetInput) => Promise<WidgetOutcome>;
};

/** A real order-payment machine with fake calls, started. */
export function startPayment(fakes: Fakes) {
  let loaded = 0;
  const calls = {
    load: vi.fn(async (_: LoadOrderInput) => {
      const next = fakes.loads[Math.min(loaded++, fakes.loads.length - 1)]!;
      return typeof next === 'function' ? next() : next;
    }),
    pay: vi.fn(async (input: PayInput) => (fakes.pay ? fakes.pay(input) : { errorCode: 0, errorText: '' })),
    qr: vi.fn(async (input: QrStatusInput) => (fakes.qr ? fakes.qr(input) : 0)),
    widget: vi.fn((input: WidgetInput) => (fakes.widget ? fakes.widget(input) : new Promise<WidgetOutcome>(() => {}))),
  };
  const machine = orderPaymentMachine.provide({
    actors: {
      loadOrder: fromPromise<LoadOrderOutput, LoadOrderInput>(({ input }) => calls.load(input)),
      pay: fromPromise<PayOutput, PayInput>(({ input }) => calls.pay(input)),
      checkQrStatus: fromPromise<number, QrStatusInput>(({ input }) => calls.qr(input)),
      openWidget: fromPromise<WidgetOutcome, WidgetInput>(({ input }) => calls.widget(input)),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-hash-1', lang: 'ru' } }).start();
  return { actor, calls };
}

/** Renders with the app's providers and a router at `url` (the bank's return adds `?state=`). */
export function renderWithRouter(ui: ReactNode, url = '/order/order-hash-1') {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/**
 * The hooks every payment component test needs: Russian texts, fake timers, and cleanup of
 * the DOM, timers, mocks and stubbed globals. Call it once at the top of a test file.
 */
export function usePaymentTestEnvironment(): void {
  beforeAll(async () => {
    await i18n.changeLanguage('ru');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Lets the fake calls answer and the timers run `ms` ahead. */
export const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

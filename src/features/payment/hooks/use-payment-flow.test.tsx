// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../contract/lang';
import { fakeFetch, json, type FakeRoute } from '../../../testing/fake-fetch';
import { PaymentBlock } from '../components/payment-block';
import { bankNavigation } from '../model/bank-navigation';
import { flush, orderView, paidOrder, renderWithRouter, usePaymentTestEnvironment } from '../testing/payment-fixtures';
import { usePaymentFlow, type OrderLoader } from './use-payment-flow';

usePaymentTestEnvironment();


function Page({ loadOrder, lang = 'ru' }: { loadOrder: OrderLoader; lang?: Lang }) {
  const payment = usePaymentFlow({ hash: 'order-hash-1', lang, loadOrder });
  return <PaymentBlock actor={payment} order={orderView()} lang={lang} />;
}

/** The API faked by path; returns the fetch and the JSON bodies posted per path. */
function api(routes: Record<string, FakeRoute>) {
  const fetch = fakeFetch(routes);
  vi.stubGlobal('fetch', fetch);
  const bodies = (path: string) =>
    fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetch, bodies };
}

describe('usePaymentFlow', () => {
  it("loads through the page's loader and posts {hash, lang} to the chosen type's urnPay URL", async () => {
    const assign = vi.spyOn(bankNavigation, 'assign').mockImplementation(() => {});
    const { bodies } = api({ '/api/payment/redirect': { errorCode: '0', errorText: '', bankUrl: 'http://127.0.0.1/sandbox/pay/abc' } });
    const loadOrder = vi.fn<OrderLoader>(async () => orderView({ creditCompanyId: 3 }));
    renderWithRouter(<Page loadOrder={loadOrder} />);
    await flush();
    expect(loadOrder).toHaveBeenCalledWith('order-hash-1', 'ru');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    expect(bodies('/api/payment/redirect')).toEqual([{ hash: 'order-hash-1', lang: 'ru' }]);
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/pay/abc');
  });

  it('a refusal (4xx with errorCode) is an answer: its text in the modal', async () => {
    api({ '/api/payment/redirect': () => json({ response: { errorCode: '-9997', errorText: 'Невозможно оплатить заказ: бронь истекла' } }, 409) });
    renderWithRouter(<Page loadOrder={async () => orderView({ creditCompanyId: 3 })} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Невозможно оплатить заказ: бронь истекла');
  });

  it('no answer at all: only logged, and the choice is back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      '/api/payment/redirect': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithRouter(<Page loadOrder={async () => orderView({ creditCompanyId: 3 })} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByRole('button', { name: 'Оплатить' }) as HTMLButtonElement).disabled).toBe(false);
    expect(logged.mock.calls.some(([m]) => String(m).includes('[payment] pay failed'))).toBe(true);
  });

  it('the card widget, for now: the whole window goes to the sandbox widget page with the invoice', async () => {
    const assign = vi.spyOn(bankNavigation, 'assign').mockImplementation(() => {});
    api({ '/api/payment/widget': { errorCode: '0', errorText: '', bankInvoiceId: 'inv/1', backUrl: 'http://127.0.0.1/order/order-hash-1' } });
    renderWithRouter(<Page loadOrder={async () => orderView({ creditCompanyId: 1 })} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/sandbox/widget?orderId=inv%2F1');
    expect(screen.getByRole('status').textContent).toContain('Открываем платёжную форму банка…');
  });

  it('the QR status is POST /api/order/status-change {hash}, read as a number', async () => {
    let status = '0';
    const { bodies } = api({
      '/api/payment/qr': { errorCode: 0, errorText: '', form_qr_url: 'http://127.0.0.1/sandbox/qr/abc', form_qr_code: 'iVBORw0KGgo=' },
      '/api/order/status-change': () => json({ response: status }),
    });
    const loads = [orderView({ creditCompanyId: 2 }), paidOrder()];
    const loadOrder = vi.fn<OrderLoader>(async () => loads.shift() ?? paidOrder());
    renderWithRouter(<Page loadOrder={loadOrder} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush(10_000);
    expect(bodies('/api/order/status-change')).toEqual([{ hash: 'order-hash-1' }]);
    expect(screen.getByRole('dialog', { name: 'Оплата по QR-коду' })).toBeTruthy();
    status = '1';
    await flush(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });

  it('never sends the CSRF token to a payment URL on another origin', async () => {
    const { fetch } = api({});
    renderWithRouter(<Page loadOrder={async () => orderView({ creditCompanyId: 3, urnPay: { 3: 'https://evil.example/pay' } })} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('evil.example'))).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Невозможно оплатить заказ');
  });
});

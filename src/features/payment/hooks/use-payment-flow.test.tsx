// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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

  describe('the card widget (widget/): an overlay over the page on desktop, its outcome settles the payment', () => {
    const widgetPayment = { errorCode: '0', errorText: '', bankInvoiceId: 'inv/1', backUrl: 'http://localhost:3000/order/order-hash-1' };
    const frame = () => document.querySelector<HTMLIFrameElement>('#payment-widget-container iframe[title="web widget"]');

    /** The bank's page in the frame: hands over its port and asks for its parameters, as the sandbox page does. */
    function hostedPage() {
      const port = { postMessage: vi.fn(), close: vi.fn(), onmessage: null as ((e: { data: unknown }) => void) | null };
      const e = new Event('message');
      Object.defineProperties(e, { data: { value: 'Send port to target' }, origin: { value: window.location.origin }, source: { value: frame()!.contentWindow }, ports: { value: [port] } });
      window.dispatchEvent(e);
      port.onmessage!({ data: { type: 'GET_PARAMETERS' } });
      return { port, send: (type: string) => act(() => port.onmessage!({ data: { type } })) };
    }

    async function openWidget(loadOrder: OrderLoader) {
      api({ '/api/payment/widget': widgetPayment });
      renderWithRouter(<Page loadOrder={loadOrder} />);
      await flush();
      fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
      await flush();
    }

    it("opens the bank's page for the invoice in the overlay's frame; shown once the page asks for its parameters", async () => {
      await openWidget(async () => orderView({ creditCompanyId: 1 }));
      expect(frame()!.src).toBe(`${window.location.origin}/sandbox/widget?orderId=inv%2F1&platform=desktop`);
      expect(frame()!.parentElement!.style.visibility).toBe('hidden');
      expect(screen.getByRole('status').textContent).toContain('Открываем платёжную форму банка…');
      const { port } = hostedPage();
      expect(port.postMessage).toHaveBeenCalledWith({ type: 'GET_PARAMETERS', payload: expect.objectContaining({ bankInvoiceId: 'inv/1', orderId: 'inv/1', backUrl: widgetPayment.backUrl }) });
      expect(frame()!.parentElement!.style.visibility).toBe('visible');
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('success: the overlay closes and the order is read again (paid), the page stays', async () => {
      const loads = [orderView({ creditCompanyId: 1 }), paidOrder()];
      const loadOrder = vi.fn<OrderLoader>(async () => loads.shift() ?? paidOrder());
      await openWidget(loadOrder);
      hostedPage().send('success');
      await flush();
      expect(frame()).toBeNull();
      expect(document.body.style.overflow).toBe('');
      expect(loadOrder).toHaveBeenCalledTimes(2);
    });

    it('fail: the declined error', async () => {
      await openWidget(async () => orderView({ creditCompanyId: 1 }));
      hostedPage().send('fail');
      await flush();
      expect(frame()).toBeNull();
      expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Банк отклонил оплату');
    });

    it('closed by the buyer: back to the choice, nothing said', async () => {
      await openWidget(async () => orderView({ creditCompanyId: 1 }));
      hostedPage().send('CLOSE_WIDGET');
      await flush();
      expect(frame()).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect((screen.getByRole('button', { name: 'Оплатить' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('no word from the bank page in 20 s: logged, the overlay gone, the declined error', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await openWidget(async () => orderView({ creditCompanyId: 1 }));
      await flush(19_999);
      expect(frame()).not.toBeNull();
      await flush(1);
      expect(frame()).toBeNull();
      expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Банк отклонил оплату');
      expect(logged.mock.calls.some(([m]) => String(m).includes('did not announce itself within 20 s'))).toBe(true);
    });

    it('the page unmounting closes the overlay', async () => {
      await openWidget(async () => orderView({ creditCompanyId: 1 }));
      hostedPage();
      cleanup();
      await flush();
      expect(frame()).toBeNull();
      expect(document.body.style.overflow).toBe('');
    });
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

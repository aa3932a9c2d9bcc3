// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupSchema } from '../../../../contract/setup';
import { ApiError } from '../../../api/errors';
import { minimalSetup } from '../../../testing/fake-fetch';
import { flush, orderView, paidOrder, pushkinPayment, renderWithRouter, startPayment, usePaymentTestEnvironment } from '../testing/payment-fixtures';
import { PaymentBlock } from './payment-block';
import { PaymentStatus } from './payment-status';

usePaymentTestEnvironment();

const setup = (db: Record<string, unknown> = {}) => setupSchema.parse({ ...minimalSetup, db });
const discount = (pochtaBankCode: number | null) => ({ isBlocked: 0 as const, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0, pochtaBankCode });
const pushkinOrder = (over = {}) => orderView({ payments: [pushkinPayment], ...over });

async function renderPage(p: Parameters<typeof startPayment>[0], db: Record<string, unknown> = {}, url?: string) {
  const flow = startPayment(p);
  renderWithRouter(
    <>
      <PaymentStatus actor={flow.actor} setup={setup(db)} />
      <PaymentBlock actor={flow.actor} order={pushkinOrder()} lang="ru" />
    </>,
    url,
  );
  await flush();
  return flow;
}

describe('PaymentStatus', () => {
  it('Pushkin card code 3: a visible verification status, the payment URL asked again every 20 s, then the paid order', async () => {
    const answers = [3, 3, 0];
    const { calls } = await renderPage({
      loads: [pushkinOrder(), paidOrder({ payments: [pushkinPayment] })],
      pay: () => ({ errorCode: 0, errorText: '', pushkinCode: answers.shift() ?? 0 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Проверяем оплату Пушкинской картой');
    expect(status.textContent).toContain('каждые 20 секунд');
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();

    await flush(19_999);
    expect(calls.pay).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(calls.pay).toHaveBeenCalledTimes(2);
    expect(calls.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Проверяем оплату Пушкинской картой');
    await flush(20_000);
    expect(calls.pay).toHaveBeenCalledTimes(3);
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Заказ оплачен Пушкинской картой.');
  });

  it('Pushkin card code 0 at once: the paid notice', async () => {
    await renderPage({ loads: [pushkinOrder(), paidOrder({ payments: [pushkinPayment], discountData: discount(0) })], pay: () => ({ errorCode: 0, errorText: '', pushkinCode: 0 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Заказ оплачен Пушкинской картой.');
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
  });

  it('Pushkin card code 4: the order annulled, with the return-to-afisha link that setup names', async () => {
    await renderPage(
      { loads: [pushkinOrder(), pushkinOrder({ discountData: discount(4), status: 90, reservetime: 0 })], pay: () => ({ errorCode: 0, errorText: '', pushkinCode: 4 }) },
      { returntoafishabutton: 1, returntoafishaname_ru: 'Ко всем событиям' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await flush();
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { name: 'Заказ аннулирован' })).toBeTruthy();
    expect(notice.textContent).toContain('Оплата Пушкинской картой не прошла проверку');
    expect(within(notice).getByRole('link', { name: 'Ко всем событиям' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
  });

  it('an order loaded as annulled (code 4): the notice, and no link unless setup asks for it', async () => {
    await renderPage({ loads: [pushkinOrder({ discountData: discount(4), status: 90 })] });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Заказ аннулирован');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it("an ordinary order cancelled when its reservation ran out says so, not that a card failed; the link keeps the page's ?lang", async () => {
    await renderPage({ loads: [orderView({ status: 90, reservetime: 0 })] }, { returntoafishabutton: 1 }, '/order/order-hash-1?lang=en');
    expect(screen.getByRole('link', { name: 'Вернуться к афише' }).getAttribute('href')).toBe('/?lang=en');
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { name: 'Время брони истекло' })).toBeTruthy();
    expect(notice.textContent).not.toContain('Пушкинской');
    expect(notice.textContent).not.toContain('аннулирован');
  });

  it('the reservation running out: the block goes and the expired notice says the seats are released', async () => {
    await renderPage({ loads: [orderView({ reservetime: 5 })] });
    expect(screen.getByRole('region', { name: 'Оплата заказа' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await flush(5_000);
    expect(screen.queryByRole('region', { name: 'Оплата заказа' })).toBeNull();
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { name: 'Время брони истекло' })).toBeTruthy();
    expect(notice.textContent).toContain('места освобождены');
  });

  it('a load that got no answer: a network message (not "not found") and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = await renderPage({
      loads: [
        () => {
          throw new TypeError('Failed to fetch');
        },
        pushkinOrder(),
      ],
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Нет связи с сервером' })).toBeTruthy();
    expect(alert.textContent).toContain('ошибки сети');
    expect(alert.textContent).not.toContain('не найден');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await flush();
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Оплата заказа' })).toBeTruthy();
  });

  it('a load the server failed (5xx, no code): the server and its code, not "no connection"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ApiError(-9999, '', 502, '/api/order/view');
    const flow = startPayment({
      loads: [
        () => {
          throw failure;
        },
      ],
    });
    renderWithRouter(<PaymentStatus actor={flow.actor} setup={setup()} loadError={failure} />);
    await flush();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Сервер не отвечает' })).toBeTruthy();
    expect(alert.textContent).toContain('код ошибки: -9999');
    expect(alert.textContent).not.toMatch(/нет связи|ошибки сети/i);
  });

  it('says nothing while loading, for a payable order, a plain paid one or a missing one', async () => {
    const pending = startPayment({ loads: [() => new Promise<never>(() => {}) as never] });
    renderWithRouter(<PaymentStatus actor={pending.actor} setup={setup()} />);
    expect(document.body.textContent).toBe('');
    cleanup();
    for (const load of [orderView(), paidOrder(), { errorCode: -404, errorText: 'Заказ удалён или не найден' }]) {
      const { actor } = startPayment({ loads: [load] });
      renderWithRouter(<PaymentStatus actor={actor} setup={setup()} />);
      await flush();
      expect(document.body.textContent).toBe('');
      cleanup();
    }
  });
});

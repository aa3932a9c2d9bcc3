// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ErrorBody } from '../../../../contract/envelope';
import type { OrderView } from '../../../../contract/order';
import { loyaltyMachine, type AddDiscountInput, type AddDiscountOutput, type LoyaltyEmitted } from '../../../../engine/machines';
import { flush } from '../../../../engine/replay';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import { LoyaltyBlock } from './loyalty-block';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

type Discount = NonNullable<OrderView['discountData']>;
const card: Discount = {
  cardCode: '7800123456',
  isBlocked: 0,
  availableBonuses: 300,
  useBonuses: 0,
  totalBalance: 350,
  totalDiscount: 0,
  chargedBonus: 0,
  promoCode: null,
};
type Order = Pick<OrderView, 'discountData' | 'demsumma' | 'printingAllowed' | 'status' | 'reservetime'>;
const orderWith = (discountData: Discount | null, over: Partial<Order> = {}): Order => ({ discountData, demsumma: 3000, printingAllowed: false, status: 0, reservetime: 900, ...over });

type Answer<T> = T | Error;
function setup(order: Order, answers: { add?: Array<Answer<AddDiscountOutput>>; cancel?: Array<Answer<Partial<ErrorBody> | null>> } = {}) {
  const calls = { add: [] as AddDiscountInput[], cancel: [] as Array<{ hash: string; lang?: string }> };
  const next = <T,>(list: Array<Answer<T>> | undefined, fallback: T): T => {
    const answer = list?.shift() ?? fallback;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = loyaltyMachine.provide({
    actors: {
      addDiscount: fromPromise<AddDiscountOutput, AddDiscountInput>(async ({ input }) => {
        calls.add.push(input);
        return next(answers.add, { errorCode: 0, errorText: '' });
      }),
      cancelDiscount: fromPromise<Partial<ErrorBody> | null, { hash: string; lang?: string }>(async ({ input }) => {
        calls.cancel.push(input);
        return next(answers.cancel, null);
      }),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-1', lang: 'ru', discount: null } });
  const emitted: LoyaltyEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  // As wireOrderPage does once the order is loaded.
  actor.send({ type: 'ORDER_RELOADED', discount: order.discountData ?? null });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <LoyaltyBlock actor={actor} order={order} lang="ru" />
    </AppProviders>,
  );
  const rerender = (next: Order) => {
    act(() => actor.send({ type: 'ORDER_RELOADED', discount: next.discountData ?? null }));
    view.rerender(
      <AppProviders queryClient={createQueryClient()}>
        <LoyaltyBlock actor={actor} order={next} lang="ru" />
      </AppProviders>,
    );
  };
  return { actor, calls, emitted, rerender };
}

const bonusesInput = () => screen.getByRole('textbox', { name: 'Списать бонусы' }) as HTMLInputElement;
const applyBonuses = () => screen.getByRole('button', { name: /^(Списать|Применяем…)$/ }) as HTMLButtonElement;
const promoInput = () => screen.getByRole('textbox', { name: 'Промокод' }) as HTMLInputElement;
const applyPromo = () => screen.getByRole('button', { name: /^(Применить|Применяем…)$/ }) as HTMLButtonElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

describe('loyalty block', () => {
  it('is hidden without a card state and for a blocked card (isBlocked 1)', () => {
    setup(orderWith(null));
    expect(screen.queryByTestId('loyalty')).toBeNull();
    cleanup();
    setup(orderWith({ ...card, isBlocked: 1 }));
    expect(screen.queryByTestId('loyalty')).toBeNull();
  });

  it('shows the card, its balance and the total; no card means the promo code alone', () => {
    setup(orderWith(card));
    expect(screen.getByRole('region', { name: 'Скидки и бонусы' })).toBeTruthy();
    expect(screen.getByText('Карта лояльности 7800123456')).toBeTruthy();
    expect(text('loyalty-balance')).toBe('350 бонусов');
    expect(text('loyalty-total')).toBe('3 000 ₽');
    expect(screen.queryByTestId('loyalty-discount')).toBeNull();
    cleanup();
    setup(orderWith({ ...card, cardCode: null, availableBonuses: 0, totalBalance: 0 }));
    expect(screen.queryByRole('textbox', { name: 'Списать бонусы' })).toBeNull();
    expect(promoInput()).toBeTruthy();
  });

  it('bonuses: the apply button only for a whole number above 0 and not above what the card allows', async () => {
    const { calls, emitted } = setup(orderWith(card));
    expect(screen.getByText('Целое число от 1 до 300')).toBeTruthy();
    expect(applyBonuses().disabled).toBe(true);
    for (const value of ['0', '-5', '2.5', 'abc', '301']) {
      type(bonusesInput(), value);
      expect(applyBonuses().disabled, value).toBe(true);
      expect(bonusesInput().getAttribute('aria-invalid'), value).toBe('true');
    }
    type(bonusesInput(), '300');
    expect(bonusesInput().getAttribute('aria-invalid')).toBeNull();
    expect(applyBonuses().disabled).toBe(false);
    fireEvent.click(applyBonuses());
    expect(applyBonuses().textContent).toBe('Применяем…');
    await act(flush);
    expect(calls.add).toEqual([{ hash: 'order-1', lang: 'ru', bonuses: 300, cardCode: '7800123456' }]);
    expect(emitted).toEqual([{ type: 'order.changed' }]);
    expect(screen.getByRole('status').textContent).toBe('Бонусы списаны');
    expect(bonusesInput().value).toBe('');
  });

  it('a refused write-off shows the server text until the amount changes', async () => {
    setup(orderWith(card), { add: [{ errorCode: -9998, errorText: 'Недостаточно бонусов' }] });
    type(bonusesInput(), '100');
    fireEvent.submit(bonusesInput().form!);
    await act(flush);
    expect(screen.getByRole('alert').textContent).toBe('Недостаточно бонусов');
    type(bonusesInput(), '50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('promo code: apply from 3 characters; an invalid code shows the message and is removable', async () => {
    const { calls } = setup(orderWith(card), { add: [{ errorCode: -400, errorText: '' }] });
    expect(screen.getByText('Не короче 3 символов')).toBeTruthy();
    type(promoInput(), 'AB');
    expect(applyPromo().disabled).toBe(true);
    type(promoInput(), 'ABC');
    expect(applyPromo().disabled).toBe(false);
    fireEvent.click(applyPromo());
    await act(flush);
    expect(calls.add).toEqual([{ hash: 'order-1', lang: 'ru', promoCode: 'ABC' }]);
    // No server text: the platform's "Invalid promo code".
    expect(screen.getByRole('alert').textContent).toBe('Неверный промокод');
    expect(promoInput().getAttribute('aria-invalid')).toBe('true');
    expect(applyPromo().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Убрать промокод' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(promoInput().value).toBe('');
    expect(calls.cancel).toEqual([]);
  });

  it('an invalid code with the server text; typing another clears it', async () => {
    setup(orderWith(card), { add: [{ errorCode: -9998, errorText: 'Неверный промокод: его уже использовали максимальное число раз' }] });
    type(promoInput(), 'WELCOME5');
    fireEvent.submit(promoInput().form!);
    await act(flush);
    expect(screen.getByRole('alert').textContent).toBe('Неверный промокод: его уже использовали максимальное число раз');
    type(promoInput(), 'AFISHA10');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(applyPromo().disabled).toBe(false);
  });

  it('an applied code shows with a remove that cancels the discount; the discount and the total after it', async () => {
    const { calls, emitted, rerender } = setup(orderWith(card));
    type(promoInput(), 'afisha10');
    fireEvent.click(applyPromo());
    await act(flush);
    expect(emitted).toEqual([{ type: 'order.changed' }]);
    // The reloaded order carries the code and the discount.
    rerender(orderWith({ ...card, promoCode: 'AFISHA10', totalDiscount: 300 }, { demsumma: 2700 }));
    expect(screen.getByTestId('loyalty-promo-applied').textContent).toBe('Промокод AFISHA10 применён');
    expect(screen.queryByRole('textbox', { name: 'Промокод' })).toBeNull();
    expect(text('loyalty-discount')).toBe('−300 ₽');
    expect(text('loyalty-total')).toBe('2 700 ₽');
    fireEvent.click(screen.getByRole('button', { name: 'Убрать промокод' }));
    expect(screen.getByRole('button', { name: 'Убираем…' })).toBeTruthy();
    await act(flush);
    expect(calls.cancel).toEqual([{ hash: 'order-1', lang: 'ru' }]);
    expect(emitted).toEqual([{ type: 'order.changed' }, { type: 'order.changed' }]);
    expect(promoInput().value).toBe('');
  });

  it('a paid order shows the card and the discount without inputs', () => {
    setup(orderWith({ ...card, useBonuses: 100, totalDiscount: 100, chargedBonus: 145 }, { printingAllowed: true, status: 20, reservetime: 0 }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(text('loyalty-used')).toBe('100 бонусов');
    expect(screen.getByText('Начислено за заказ')).toBeTruthy();
    expect(text('loyalty-discount')).toBe('−100 ₽');
  });

  it('a paid order without a discount shows no "to pay" total (a paid subscription order is not "0 ₽ to pay")', () => {
    setup(orderWith(card, { printingAllowed: true, status: 20, reservetime: 0, demsumma: 0 }));
    expect(text('loyalty-balance')).toBe('350 бонусов');
    expect(screen.queryByTestId('loyalty-total')).toBeNull();
    expect(screen.queryByText(/0\s₽/)).toBeNull();
  });
});

// What the buyer form's tests share: the form and its consents rendered on a running order
// creation machine, a field typed into and left as a buyer does, a field's message, the texts
// of the errors, and the set-up every file needs.
import { fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderCreationMachine, type CreateOrderInput, type CreateOrderOutput, type OrderCreationInput } from '../../../../engine/machines';
import { setUpComponentTests } from '../../../testing/component-hooks';
import { BuyerForm } from '../components/buyer-form';
import { ConsentList } from '../components/consent-list';

/** The hooks every buyer form test file runs. */
export function setUpBuyerForm(): void {
  setUpComponentTests();
}

export const checkboxes = [
  { id: 1, filling: 1 as const, name_ru: 'Я принимаю <a href="/rules/purchase-terms">условия покупки</a>', name_en: 'I accept the <a href="/rules/purchase-terms">terms</a>' },
  { id: 3, filling: 0 as const, name_ru: 'Хочу получать анонсы<script>alert(1)</script>' },
];

export function start(input: Partial<OrderCreationInput> = {}, opts: { devPrefill?: boolean } = {}) {
  const actors = { createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(() => new Promise(() => {})) };
  // The pages' machine (useOrderCreation) sends only what the form calls valid.
  const machine = orderCreationMachine.provide({ actors });
  const order = createActor(machine, {
    input: { flow: 'category', hash: 'h'.repeat(40), nominal: false, mailConfirm: false, captcha: 'none', checkboxes: checkboxes.map(({ id, filling }) => ({ id, filling })), ...input },
  }).start();
  order.send({ type: 'SET_ITEMS', items: { count: 1, lines: [] } });
  render(
    <form>
      <BuyerForm order={order} devPrefill={opts.devPrefill ?? false} idPrefix="b" />
      <ConsentList order={order} checkboxes={checkboxes} />
    </form>,
  );
  return order;
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Types into a field and leaves it, as a buyer does. */
export function fill(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}
/** The message shown for a field: its aria-describedby text, or null. */
export function errorOf(label: string): string | null {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  if (!id) return null;
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(id)?.textContent ?? null;
}

export const FIO_ERROR = 'Введите ФИО: от 2 до 70 символов, только буквы, дефис и пробел';
export const PHONE_ERROR = 'Неверный формат номера телефона';
export const EMAIL_ERROR = 'Введённый email не работает, проверьте email и попробуйте снова';
export const RE_EMAIL_ERROR = 'Введённые email не совпадают';
export const NAME_ERROR = 'Используйте русские буквы, без сокращений и символов, кроме дефиса в двойных именах';
export const CARD_PHONE_ERROR = 'Номер телефона недействителен. Пример формата: +7 (999) 123-45-67';

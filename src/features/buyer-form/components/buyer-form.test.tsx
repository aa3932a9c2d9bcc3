// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderCreationMachine, type CreateOrderInput, type CreateOrderOutput, type OrderCreationInput } from '../../../../engine/machines';
import { i18n } from '../../../i18n/i18n';
import { BuyerForm } from './buyer-form';
import { ConsentList } from './consent-list';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

const checkboxes = [
  { id: 1, filling: 1 as const, name_ru: 'Я принимаю <a href="/rules/purchase-terms">условия покупки</a>', name_en: 'I accept the <a href="/rules/purchase-terms">terms</a>' },
  { id: 3, filling: 0 as const, name_ru: 'Хочу получать анонсы<script>alert(1)</script>' },
];

function start(input: Partial<OrderCreationInput> = {}, opts: { devPrefill?: boolean } = {}) {
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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Types into a field and leaves it, as a buyer does. */
function fill(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}
/** The message shown for a field: its aria-describedby text, or null. */
function errorOf(label: string): string | null {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  if (!id) return null;
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(id)?.textContent ?? null;
}

const FIO_ERROR = 'Введите ФИО: от 2 до 70 символов, только буквы, дефис и пробел';
const PHONE_ERROR = 'Неверный формат номера телефона';
const EMAIL_ERROR = 'Введённый email не работает, проверьте email и попробуйте снова';
const RE_EMAIL_ERROR = 'Введённые email не совпадают';
const NAME_ERROR = 'Используйте русские буквы, без сокращений и символов, кроме дефиса в двойных именах';
const CARD_PHONE_ERROR = 'Номер телефона недействителен. Пример формата: +7 (999) 123-45-67';

describe('buyer form: ordinary flow (spec 2 §5)', () => {
  it('says all fields are required and shows no error before a field is left', () => {
    start();
    expect(screen.getByText('Все поля обязательны для заполнения')).toBeTruthy();
    expect(errorOf('ФИО')).toBeNull();
    expect(errorOf('Телефон')).toBeNull();
    expect(errorOf('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Повторите e-mail')).toBeNull();
  });

  it('full name: required, at least 2 characters (required-fio)', () => {
    start();
    fill('ФИО', '');
    expect(errorOf('ФИО')).toBe(FIO_ERROR);
    fill('ФИО', 'А');
    expect(errorOf('ФИО')).toBe(FIO_ERROR);
    fill('ФИО', 'Ан');
    expect(errorOf('ФИО')).toBeNull();
  });

  it('full name: at most 70 characters', () => {
    start();
    expect(field('ФИО').maxLength).toBe(70);
    fill('ФИО', 'А'.repeat(71));
    expect(errorOf('ФИО')).toBe(FIO_ERROR);
    fill('ФИО', 'А'.repeat(70));
    expect(errorOf('ФИО')).toBeNull();
  });

  it('full name: only letters, dashes and spaces are kept; yo is normalised', () => {
    const order = start();
    fireEvent.change(field('ФИО'), { target: { value: 'Пётр1 Римский-Корсаков!' } });
    expect(field('ФИО').value).toBe('Пётр Римский-Корсаков');
    fireEvent.blur(field('ФИО'));
    expect(field('ФИО').value).toBe('Петр Римский-Корсаков');
    expect(order.getSnapshot().context.buyer.fio).toBe('Петр Римский-Корсаков');
  });

  it('full name of digits and symbols only is empty, so required', () => {
    start();
    fill('ФИО', '12 !?');
    expect(field('ФИО').value).toBe('');
    expect(errorOf('ФИО')).toBe(FIO_ERROR);
  });

  it('phone: the international input, Russia by default, longer than 5 characters (required-phone)', () => {
    start();
    const phone = field('Телефон');
    expect(phone.name).toBe('telephone');
    expect(screen.getByRole('combobox', { name: 'Страна: Россия, +7' })).toBeTruthy();
    fireEvent.focus(phone);
    expect(phone.value).toBe('+7');
    fireEvent.blur(phone);
    expect(errorOf('Телефон')).toBe(PHONE_ERROR);
    fill('Телефон', '+79123456789');
    expect(phone.value).toBe('+7 912 345 67 89');
    expect(errorOf('Телефон')).toBeNull();
  });

  it('phone: a number the phone input calls invalid is required-phone too, though longer than 5 characters', () => {
    const order = start();
    const phone = fill('Телефон', '+7912');
    expect(phone.value).toBe('+7 912');
    expect(errorOf('Телефон')).toBe(PHONE_ERROR);
    fill('Телефон', '+7 912 3');
    expect(errorOf('Телефон')).toBe(PHONE_ERROR);
    // One digit too many for a Russian mobile number.
    fill('Телефон', '+7 912 345 67 890');
    expect(errorOf('Телефон')).toBe(PHONE_ERROR);
    fill('Телефон', '+7 701 234 56 78');
    expect(errorOf('Телефон')).toBeNull();
    fill('Телефон', '+49 30 1234567');
    expect(errorOf('Телефон')).toBeNull();
    // Spec 2 §5's length rule alone would accept the short number.
    fill('Телефон', '+7 912 3');
    expect(order.getSnapshot().context.buyer.phone).toBe('+7 912 3');
  });

  it('the order is not sent with an incomplete phone, and the field says why', () => {
    const order = start();
    fill('ФИО', 'Иванов Иван');
    fill('Телефон', '+7 912 3');
    fill('E-mail', 'buyer@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки' }));
    act(() => order.send({ type: 'SUBMIT' }));
    expect(order.getSnapshot().matches('editing')).toBe(true);
    expect(errorOf('Телефон')).toBe(PHONE_ERROR);
    fill('Телефон', '+7 912 345 67 89');
    act(() => order.send({ type: 'SUBMIT' }));
    expect(order.getSnapshot().matches('creating')).toBe(true);
  });

  it('phone: at most 20 characters', () => {
    start();
    expect(field('Телефон').maxLength).toBe(20);
  });

  it('e-mail: required, 6 to 70 characters, an address pattern (not-valid-email)', () => {
    start();
    expect(field('E-mail').maxLength).toBe(70);
    fill('E-mail', '');
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
    fill('E-mail', 'a@b.r');
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
    fill('E-mail', 'buyer@example');
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
    fill('E-mail', 'buyer example.com');
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
    fill('E-mail', `${'a'.repeat(60)}@example.com`);
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
    fill('E-mail', 'a@b.ru');
    expect(errorOf('E-mail')).toBeNull();
    fill('E-mail', 'buyer@example.com');
    expect(errorOf('E-mail')).toBeNull();
  });

  it('e-mail typed in the Russian layout is converted to the Latin one', () => {
    const order = start();
    fill('E-mail', 'игнук"учфьздуюкг');
    expect(field('E-mail').value).toBe('buyer@example.ru');
    expect(order.getSnapshot().context.buyer.email).toBe('buyer@example.ru');
    expect(errorOf('E-mail')).toBeNull();
  });

  it('paste is allowed in the first e-mail field', () => {
    start({ mailConfirm: true });
    expect(fireEvent.paste(field('E-mail'))).toBe(true);
    expect(fireEvent.copy(field('E-mail'))).toBe(true);
  });

  it('the repeat e-mail shows only with mailconfirm; it must match (re-email)', () => {
    start({ mailConfirm: true });
    fill('E-mail', 'buyer@example.com');
    fill('Повторите e-mail', 'buyer@example.org');
    expect(errorOf('Повторите e-mail')).toBe(RE_EMAIL_ERROR);
    fill('Повторите e-mail', 'игнук"учфьздуюсщь');
    expect(field('Повторите e-mail').value).toBe('buyer@example.com');
    expect(errorOf('Повторите e-mail')).toBeNull();
  });

  it('the repeat e-mail blocks cut, copy and paste', () => {
    start({ mailConfirm: true });
    const repeat = field('Повторите e-mail');
    expect(fireEvent.paste(repeat)).toBe(false);
    expect(fireEvent.copy(repeat)).toBe(false);
    expect(fireEvent.cut(repeat)).toBe(false);
    expect(fireEvent.drop(repeat)).toBe(false);
  });

  it('a send attempt with invalid data shows every error at once', () => {
    const order = start({ mailConfirm: true });
    act(() => order.send({ type: 'SUBMIT' }));
    expect(order.getSnapshot().matches('editing')).toBe(true);
    expect(errorOf('ФИО')).toBe(FIO_ERROR);
    expect(errorOf('Телефон')).toBe(PHONE_ERROR);
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
    expect(screen.getByText('Необходимо ваше согласие')).toBeTruthy();
    // Both repeat fields are empty, so they match: no re-email error.
    expect(errorOf('Повторите e-mail')).toBeNull();
  });

  it('valid data with the required consent lets the order go; the form is disabled while it is sent', () => {
    const order = start({ mailConfirm: true });
    fill('ФИО', 'Иванов Иван');
    fill('Телефон', '+79123456789');
    fill('E-mail', 'buyer@example.com');
    fill('Повторите e-mail', 'buyer@example.com');
    act(() => order.send({ type: 'SUBMIT' }));
    expect(order.getSnapshot().matches('editing')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки' }));
    act(() => order.send({ type: 'SUBMIT' }));
    expect(order.getSnapshot().matches('creating')).toBe(true);
    expect(field('ФИО').disabled).toBe(true);
    expect(field('E-mail').closest('fieldset')!.disabled).toBe(true);
  });

  it('autocomplete is off outside development', () => {
    start();
    expect(field('ФИО').autocomplete).toBe('off');
    expect(field('E-mail').autocomplete).toBe('off');
    expect(field('Телефон').autocomplete).toBe('off');
  });

  it('development mode prefills sample data and turns autocomplete on', () => {
    const order = start({ mailConfirm: true }, { devPrefill: true });
    expect(field('ФИО').value).toBe('Иванов Иван Иванович');
    expect(field('Телефон').value).toBe('+7 912 345-67-89');
    expect(field('E-mail').value).toBe('buyer@example.com');
    expect(field('Повторите e-mail').value).toBe('buyer@example.com');
    expect(field('ФИО').autocomplete).toBe('name');
    expect(field('E-mail').autocomplete).toBe('email');
    expect(Object.keys(order.getSnapshot().context.buyer).filter((k) => k !== 'noPatronymic')).toHaveLength(7);
  });

  it('prefill keeps what the known client already has', () => {
    start({ buyer: { fio: 'Петрова Анна' } }, { devPrefill: true });
    expect(field('ФИО').value).toBe('Петрова Анна');
  });
});

describe('buyer form: Pushkin-card flow (spec 2 §5)', () => {
  it('warns that the name must match the passport, and asks surname, name, patronymic instead of the full name', () => {
    start({ card: 'pushkin' });
    expect(screen.getByText('Фамилия, имя и отчество должны совпадать с паспортными данными владельца Пушкинской карты')).toBeTruthy();
    expect(screen.queryByLabelText('ФИО')).toBeNull();
    expect(field('Фамилия').maxLength).toBe(70);
    expect(field('Имя').maxLength).toBe(50);
    expect(field('Отчество').maxLength).toBe(50);
  });

  it('names must be Cyrillic letters, dashes or spaces (pushkin-name)', () => {
    start({ card: 'pushkin' });
    fill('Фамилия', 'Ivanov');
    expect(errorOf('Фамилия')).toBe(NAME_ERROR);
    fill('Фамилия', 'Иванов.');
    expect(errorOf('Фамилия')).toBe(NAME_ERROR);
    fill('Фамилия', 'Римская-Корсакова');
    expect(errorOf('Фамилия')).toBeNull();
    fill('Имя', '');
    expect(errorOf('Имя')).toBe(NAME_ERROR);
    fill('Имя', 'Анна Мария');
    expect(errorOf('Имя')).toBeNull();
    fill('Отчество', 'И.');
    expect(errorOf('Отчество')).toBe(NAME_ERROR);
  });

  it('surname at most 70, name and patronymic at most 50', () => {
    start({ card: 'pushkin' });
    fill('Фамилия', 'Я'.repeat(71));
    expect(errorOf('Фамилия')).toBe(NAME_ERROR);
    fill('Фамилия', 'Я'.repeat(70));
    expect(errorOf('Фамилия')).toBeNull();
    fill('Имя', 'Я'.repeat(51));
    expect(errorOf('Имя')).toBe(NAME_ERROR);
    fill('Имя', 'Я'.repeat(50));
    expect(errorOf('Имя')).toBeNull();
    fill('Отчество', 'Я'.repeat(51));
    expect(errorOf('Отчество')).toBe(NAME_ERROR);
  });

  it('names are capitalised', () => {
    const order = start({ card: 'pushkin' });
    fill('Фамилия', 'римская-корсакова');
    fill('Имя', 'анна мария');
    expect(field('Фамилия').value).toBe('Римская-Корсакова');
    expect(field('Имя').value).toBe('Анна Мария');
    expect(order.getSnapshot().context.buyer.surname).toBe('Римская-Корсакова');
  });

  it('"no patronymic" clears and disables the patronymic, and drops its error', () => {
    const order = start({ card: 'pushkin' });
    fill('Отчество', 'Ivanovich');
    expect(errorOf('Отчество')).toBe(NAME_ERROR);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Нет отчества' }));
    expect(field('Отчество').value).toBe('');
    expect(field('Отчество').disabled).toBe(true);
    expect(errorOf('Отчество')).toBeNull();
    expect(order.getSnapshot().context.buyer.noPatronymic).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Нет отчества' }));
    expect(field('Отчество').disabled).toBe(false);
  });

  it('the card phone is masked +7 (XXX) XXX-XX-XX, at most 18 characters', () => {
    start({ card: 'pushkin' });
    const phone = field('Телефон');
    expect(phone.maxLength).toBe(18);
    fireEvent.change(phone, { target: { value: '9123456789' } });
    expect(phone.value).toBe('+7 (912) 345-67-89');
    fireEvent.change(phone, { target: { value: '89123456789' } });
    expect(phone.value).toBe('+7 (912) 345-67-89');
    // Typed digit by digit, a first 8 is the trunk code, as in "8 912 …".
    fireEvent.change(phone, { target: { value: '' } });
    for (const digit of '89123') fireEvent.change(phone, { target: { value: phone.value + digit } });
    expect(phone.value).toBe('+7 (912) 3');
    fireEvent.change(phone, { target: { value: '+7 (912) 345-67-8' } });
    expect(phone.value).toBe('+7 (912) 345-67-8');
    // Deleting the hyphen deletes a digit, so the mask does not put it straight back.
    fireEvent.change(phone, { target: { value: '+7 (912) 345-678' } });
    expect(phone.value).toBe('+7 (912) 345-67');
  });

  it('the card phone needs exactly 11 digits starting with +7 (pushkin-phone), with the example format', () => {
    start({ card: 'pushkin' });
    fill('Телефон', '912345678');
    expect(errorOf('Телефон')).toBe(CARD_PHONE_ERROR);
    fill('Телефон', '9123456789');
    expect(errorOf('Телефон')).toBeNull();
  });

  it('a phone typed before switching to the card takes on the mask', () => {
    const order = start();
    fill('Телефон', '+79123456789');
    act(() => order.send({ type: 'SET_CARD', card: 'pushkin' }));
    expect(field('Телефон').value).toBe('+7 (912) 345-67-89');
    expect(errorOf('Телефон')).toBeNull();
  });

  it('an e-mail is optional in the card flow, but checked when typed', () => {
    const order = start({ card: 'pushkin' });
    act(() => order.send({ type: 'SUBMIT' }));
    expect(errorOf('Фамилия')).toBe(NAME_ERROR);
    expect(errorOf('E-mail')).toBeNull();
    fill('E-mail', 'nope');
    expect(errorOf('E-mail')).toBe(EMAIL_ERROR);
  });
});

describe('consents', () => {
  it('shows the operator texts, sanitised, with the rules links opening in a new tab', () => {
    start();
    const terms = screen.getByRole('link', { name: 'условия покупки' });
    expect(terms.getAttribute('href')).toBe('/rules/purchase-terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Хочу получать анонсы' })).toBeTruthy();
  });

  it('the links keep the page language', async () => {
    await i18n.changeLanguage('en');
    try {
      start();
      expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/rules/purchase-terms?lang=en');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('only the required ones must be checked; a send attempt marks the missing ones', () => {
    const order = start();
    act(() => order.send({ type: 'SUBMIT' }));
    const required = screen.getByRole('checkbox', { name: 'Я принимаю условия покупки' });
    expect(required.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Хочу получать анонсы' }).getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(required);
    expect(order.getSnapshot().context.consents).toEqual({ 1: true });
    expect(required.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Необходимо ваше согласие')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { start, field, fill, errorOf, FIO_ERROR, PHONE_ERROR, EMAIL_ERROR, RE_EMAIL_ERROR, setUpBuyerForm } from '../testing/buyer-form';

// The buyer form of an ordinary order (docs/product/buyer-form.md): each field's rules and messages, sending, development prefill.
setUpBuyerForm();

describe('buyer form: ordinary flow (docs/product/buyer-form.md)', () => {
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
    // The length rule alone would accept the short number.
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

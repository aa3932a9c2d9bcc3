// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { start, field, fill, errorOf, EMAIL_ERROR, NAME_ERROR, CARD_PHONE_ERROR, setUpBuyerForm } from '../testing/buyer-form';

// The buyer form of a Pushkin-card order (docs/product/buyer-form.md): names as in the passport, the card phone.
setUpBuyerForm();

describe('buyer form: Pushkin-card flow (docs/product/buyer-form.md)', () => {
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

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nominalTicket, orderData } from '../../features/nominal/testing/order-data-fixture';
import { cards, choose, errorOf, openForm, setUpNominalPage, submitButton, typeInto } from './testing/nominal-form';

// The rules of each holder field of the nominal tickets form, and what the buyer is told when one is broken.
setUpNominalPage();

describe("nominal tickets form: the holder's fields", () => {
  it('a send with nothing filled names each field its own error, opens folded cards and goes to the first', async () => {
    const { sent } = openForm(orderData([nominalTicket(), nominalTicket({ id: 502 })]));
    const [first, second] = await cards();
    fireEvent.click(within(second!).getByRole('button', { name: /Билет 2/ }));
    expect(within(second!).queryByRole('textbox', { name: 'Фамилия' })).toBeNull();
    fireEvent.click(submitButton());
    expect(sent).toHaveLength(0);
    for (const card of [first!, second!]) {
      expect(errorOf(within(card).getByLabelText('Фамилия'))).toBe('Фамилия: от 2 до 32 символов — латинские или русские буквы, пробел и дефис');
      expect(errorOf(within(card).getByLabelText('Имя'))).toBe('Имя: от 3 до 64 символов — латинские или русские буквы, пробел и дефис');
      expect(errorOf(within(card).getByLabelText('Дата рождения'))).toBe('Дата рождения: настоящая дата в формате дд.мм.гггг, год от 1900 до 2050');
      expect(errorOf(within(card).getByLabelText('Документ'))).toBe('Выберите документ');
      expect(errorOf(within(card).getByLabelText('Страна'))).toBe('Выберите страну');
      // Optional middle name: no error while empty.
      expect(within(card).getByLabelText('Отчество (если есть)').getAttribute('aria-invalid')).toBeNull();
    }
    // The required consent too; the optional one is not asked for.
    expect(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Хочу получать анонсы событий' }).getAttribute('aria-invalid')).toBeNull();
    // The folded card opened; a screen reader hears how many and lands on the first.
    expect(within(second!).getByRole('textbox', { name: 'Фамилия' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(first!).getByLabelText('Фамилия')));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Проверьте 11 полей: исправьте ошибки и отправьте форму ещё раз.');
    expect(within(first!).getByText('исправьте 5 полей')).toBeTruthy();
  });

  it('names: surname 2–32, name 3–64, Latin or Cyrillic letters, spaces and hyphens; a middle name when the ticket needs one', async () => {
    openForm(orderData([nominalTicket({ needmiddlename: 1 })]));
    const [card] = await cards();
    typeInto(card!, 'Фамилия', 'П');
    expect(errorOf(within(card!).getByLabelText('Фамилия'))).toMatch(/^Фамилия: от 2 до 32/);
    typeInto(card!, 'Фамилия', 'Petrova2');
    expect(errorOf(within(card!).getByLabelText('Фамилия'))).toMatch(/^Фамилия/);
    typeInto(card!, 'Фамилия', 'Петрова-Smith');
    expect(errorOf(within(card!).getByLabelText('Фамилия'))).toBe('');
    typeInto(card!, 'Имя', 'Ян');
    expect(errorOf(within(card!).getByLabelText('Имя'))).toMatch(/^Имя: от 3 до 64/);
    typeInto(card!, 'Имя', 'Анна  Мария ');
    // Runs of spaces become one when the field is left.
    expect((within(card!).getByLabelText('Имя') as HTMLInputElement).value).toBe('Анна Мария');
    expect(errorOf(within(card!).getByLabelText('Имя'))).toBe('');
    // Needed here: required, with the same rule.
    const middle = within(card!).getByLabelText('Отчество');
    expect(middle.getAttribute('aria-required')).toBe('true');
    fireEvent.blur(middle);
    expect(errorOf(middle)).toMatch(/^Отчество: от 3 до 64/);
    typeInto(card!, 'Отчество', 'Ивановна');
    expect(errorOf(within(card!).getByLabelText('Отчество'))).toBe('');
    expect((within(card!).getByLabelText('Фамилия') as HTMLInputElement).maxLength).toBe(32);
    expect((within(card!).getByLabelText('Имя') as HTMLInputElement).maxLength).toBe(64);
  });

  it('age only when the ticket needs it: one or two digits, at least 1', async () => {
    openForm(orderData([nominalTicket({ needage: 1 }), nominalTicket({ id: 502, needage: 0 })]));
    const [withAge, without] = await cards();
    expect(within(without!).queryByLabelText('Возраст, полных лет')).toBeNull();
    expect(within(without!).queryByLabelText('Дата рождения')).toBeNull();
    expect(within(withAge!).queryByLabelText('Дата рождения')).toBeNull();
    const age = within(withAge!).getByLabelText('Возраст, полных лет') as HTMLInputElement;
    typeInto(withAge!, 'Возраст, полных лет', '0');
    expect(errorOf(age)).toBe('Возраст: целое число от 1 до 99');
    typeInto(withAge!, 'Возраст, полных лет', '1a2');
    expect(age.value).toBe('12');
    expect(errorOf(age)).toBe('');
    expect(age.maxLength).toBe(2);
  });

  it('birth date: masked dd.mm.yyyy, a real date from 1900; a future one is an error at once and disables the button', async () => {
    openForm();
    const [card] = await cards();
    const date = within(card!).getByLabelText('Дата рождения') as HTMLInputElement;
    expect(date.getAttribute('aria-describedby')).toContain('birthDate-hint');
    fireEvent.change(date, { target: { value: '1203' } });
    expect(date.value).toBe('12.03');
    fireEvent.change(date, { target: { value: '12.03.1990x' } });
    expect(date.value).toBe('12.03.1990');
    expect(date.maxLength).toBe(10);
    typeInto(card!, 'Дата рождения', '31021990');
    expect(errorOf(date)).toMatch(/^Дата рождения: настоящая дата/);
    typeInto(card!, 'Дата рождения', '01011899');
    expect(errorOf(date)).toMatch(/^Дата рождения: настоящая дата/);
    // The server's today is 24.11.2026: the 25th is in the future, shown before the field is left.
    fireEvent.change(date, { target: { value: '25112026' } });
    expect(errorOf(date)).toBe('Дата рождения не может быть в будущем');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(date, { target: { value: '24112026' } });
    expect(errorOf(date)).toBe('');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('document numbers by type, spaces aside; a mismatch shows the note of the chosen type', async () => {
    openForm();
    const [card] = await cards();
    const num = within(card!).getByLabelText('Серия и номер документа');
    const cases: Array<[string, string, string]> = [
      ['Паспорт гражданина РФ', '4510 12345', '4510 123456'],
      ['Военный билет', 'AB 1234567', 'АБ 1234567'],
      ['Свидетельство о рождении', 'IV МЮ 123456', 'IV-МЮ 123456'],
      ['Свидетельство о рождении (старого образца)', 'XI 123456', 'XI 1234567'],
      ['Заграничный паспорт', 'x', '75 1234567'],
    ];
    for (const [docType, bad, good] of cases) {
      choose(card!, 'Документ', docType);
      typeInto(card!, 'Серия и номер документа', bad);
      const note = orderData().docTypes.find((d) => d.name_ru === docType)!.note_ru;
      expect(errorOf(num), docType).toBe(`Номер не подходит к выбранному документу. ${note}`);
      typeInto(card!, 'Серия и номер документа', good);
      expect(errorOf(num), docType).toBe('');
    }
    // A type without a note still says what is wrong; more than 32 characters never fit.
    choose(card!, 'Документ', 'Удостоверение личности РК');
    typeInto(card!, 'Серия и номер документа', 'A'.repeat(33));
    expect(errorOf(num)).toBe('Номер не подходит к выбранному документу');
  });

  it('region only when the chosen country has more than one; another country asks again', async () => {
    openForm();
    const [card] = await cards();
    expect(within(card!).queryByLabelText('Регион')).toBeNull();
    choose(card!, 'Страна', 'Беларусь');
    expect(within(card!).queryByLabelText('Регион')).toBeNull();
    choose(card!, 'Страна', 'Россия');
    const region = within(card!).getByLabelText('Регион') as HTMLSelectElement;
    expect([...region.options].map((o) => o.textContent)).toEqual(['Выберите регион', 'Москва', 'Санкт-Петербург']);
    choose(card!, 'Регион', 'Москва');
    choose(card!, 'Страна', 'Казахстан');
    const kz = within(card!).getByLabelText('Регион') as HTMLSelectElement;
    expect([...kz.options].map((o) => o.textContent)).toEqual(['Выберите регион', 'Алматы', 'Астана']);
    expect(kz.value).toBe('');
    fireEvent.click(submitButton());
    expect(errorOf(kz)).toBe('Выберите регион');
  });

  it('refuses a paste only in the document number, outside development, and says why', async () => {
    vi.stubEnv('DEV', false);
    openForm();
    const [card] = await cards();
    const num = within(card!).getByLabelText('Серия и номер документа');
    expect(document.getElementById(`${num.id}-hint`)?.textContent).toBe('Номер вводится вручную, как в документе: вставка в это поле отключена.');
    expect(num.getAttribute('aria-describedby')).toContain(`${num.id}-hint`);
    expect(fireEvent.paste(num)).toBe(false);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Вставка в поле номера документа отключена: введите номер вручную.');
    for (const label of ['Фамилия', 'Имя', 'Дата рождения']) expect(fireEvent.paste(within(card!).getByLabelText(label)), label).toBe(true);
  });

  it('lets a paste into the document number through in development builds', async () => {
    vi.stubEnv('DEV', true);
    openForm();
    const [card] = await cards();
    const num = within(card!).getByLabelText('Серия и номер документа');
    expect(fireEvent.paste(num)).toBe(true);
    expect(num.getAttribute('aria-describedby')).toBeNull();
  });
});

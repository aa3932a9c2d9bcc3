// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NominalTicketData, OrderData } from '../../../contract/nominal';
import { stubLayoutApis } from '../../features/booking-shared/testing/layout-apis';
import { NOMINAL_HASH, nominalTicket, orderData, orderDataRoute } from '../../features/nominal/testing/order-data-fixture';
import { json, type FakeRoute } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';

beforeEach(() => stubLayoutApis(390));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The server's today: birth dates after it are in the future, 65 years are counted to it. */
const setup = { app: {}, db: {}, date: '2026-11-24' };
const URL_ = `/nominal-tickets/${NOMINAL_HASH}`;

type Sent = Record<string, unknown>;

function openForm(data: OrderData | ((lang: string) => OrderData) = orderData(), api: Record<string, FakeRoute> = {}, url = URL_) {
  const sent: Sent[] = [];
  const view = renderApp(url, {
    '/api/setup': setup,
    '/api/order-data': orderDataRoute(data),
    '/api/confirm-nominal': (init: RequestInit | undefined) => {
      sent.push(JSON.parse(String(init?.body)) as Sent);
      return json({ response: { errorCode: '0', errorText: '', hash: NOMINAL_HASH } });
    },
    ...api,
  });
  return { ...view, sent };
}

const cards = () => screen.findAllByTestId('holder-card');
const submitButton = () => screen.getByRole('button', { name: 'Подтвердить заказ' });

function type(card: HTMLElement, label: string, value: string) {
  const input = within(card).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function choose(card: HTMLElement, label: string, optionText: string) {
  const select = within(card).getByLabelText(label) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === optionText);
  if (!option) throw new Error(`no option "${optionText}" in ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
  fireEvent.blur(select);
}

type Holder = { surname: string; name: string; birthDate: string; docType: string; docNum: string; country: string; region: string | null };
const anna: Holder = { surname: 'Петрова', name: 'Анна', birthDate: '12031990', docType: 'Паспорт гражданина РФ', docNum: '4510 123456', country: 'Россия', region: 'Москва' };

function fillHolder(card: HTMLElement, over: Partial<Holder> = {}) {
  const h = { ...anna, ...over };
  type(card, 'Фамилия', h.surname);
  type(card, 'Имя', h.name);
  type(card, 'Дата рождения', h.birthDate);
  choose(card, 'Документ', h.docType);
  type(card, 'Серия и номер документа', h.docNum);
  choose(card, 'Страна', h.country);
  if (h.region) choose(card, 'Регион', h.region);
}

const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('nominal tickets form', () => {
  it('shows the event, a card per ticket with its number and category, the total and the countdown', async () => {
    openForm(orderData([nominalTicket(), nominalTicket({ id: 502, summa: 2500, clientcategory_ru: 'Детский' } as Partial<NominalTicketData>)]));
    const [first, second] = await cards();
    expect(screen.getByRole('heading', { level: 1, name: 'Данные владельцев билетов' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Чарынский каньон: автобусный тур' })).toBeTruthy();
    expect(screen.getByText('27 ноября 2026 г., пятница, 08:00')).toBeTruthy();
    expect(screen.getByText('Заказ № 100777')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: /Билет 1: Взрослый/ })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: /Билет 2: Детский/ })).toBeTruthy();
    expect(screen.getByTestId('nominal-total').textContent).toMatch(/^7\s000\s₽$/);
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45] минут/);
    expect(screen.getByText('Данные владельцев билетов обрабатываются для допуска на мероприятие.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Данные владельцев билетов: заказ № 100777'));

    // Each card folds and unfolds.
    const toggle = within(first!).getByRole('button', { name: /Билет 1/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(first!).queryByRole('textbox', { name: 'Фамилия' })).toBeNull();
    fireEvent.click(toggle);
    expect(within(first!).getByRole('textbox', { name: 'Фамилия' })).toBeTruthy();
  });

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
    type(card!, 'Фамилия', 'П');
    expect(errorOf(within(card!).getByLabelText('Фамилия'))).toMatch(/^Фамилия: от 2 до 32/);
    type(card!, 'Фамилия', 'Petrova2');
    expect(errorOf(within(card!).getByLabelText('Фамилия'))).toMatch(/^Фамилия/);
    type(card!, 'Фамилия', 'Петрова-Smith');
    expect(errorOf(within(card!).getByLabelText('Фамилия'))).toBe('');
    type(card!, 'Имя', 'Ян');
    expect(errorOf(within(card!).getByLabelText('Имя'))).toMatch(/^Имя: от 3 до 64/);
    type(card!, 'Имя', 'Анна  Мария ');
    // Runs of spaces become one when the field is left.
    expect((within(card!).getByLabelText('Имя') as HTMLInputElement).value).toBe('Анна Мария');
    expect(errorOf(within(card!).getByLabelText('Имя'))).toBe('');
    // Needed here: required, with the same rule.
    const middle = within(card!).getByLabelText('Отчество');
    expect(middle.getAttribute('aria-required')).toBe('true');
    fireEvent.blur(middle);
    expect(errorOf(middle)).toMatch(/^Отчество: от 3 до 64/);
    type(card!, 'Отчество', 'Ивановна');
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
    type(withAge!, 'Возраст, полных лет', '0');
    expect(errorOf(age)).toBe('Возраст: целое число от 1 до 99');
    type(withAge!, 'Возраст, полных лет', '1a2');
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
    type(card!, 'Дата рождения', '31021990');
    expect(errorOf(date)).toMatch(/^Дата рождения: настоящая дата/);
    type(card!, 'Дата рождения', '01011899');
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
      type(card!, 'Серия и номер документа', bad);
      const note = orderData().docTypes.find((d) => d.name_ru === docType)!.note_ru;
      expect(errorOf(num), docType).toBe(`Номер не подходит к выбранному документу. ${note}`);
      type(card!, 'Серия и номер документа', good);
      expect(errorOf(num), docType).toBe('');
    }
    // A type without a note still says what is wrong; more than 32 characters never fit.
    choose(card!, 'Документ', 'Удостоверение личности РК');
    type(card!, 'Серия и номер документа', 'A'.repeat(33));
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

  it('sends the holders of every ticket and goes to the order view', async () => {
    const { sent, router } = openForm(orderData([nominalTicket(), nominalTicket({ id: 502 })]));
    const [first, second] = await cards();
    fillHolder(first!);
    fillHolder(second!, { surname: 'Иванов', name: 'Пётр', birthDate: '01022015', docType: 'Свидетельство о рождении', docNum: 'IV-МЮ 123456', country: 'Беларусь', region: null });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
    expect(sent).toEqual([
      {
        hash: NOMINAL_HASH,
        lang: 'ru',
        id: [501, 502],
        docTypeId: [1, 4],
        name: ['Анна', 'Пётр'],
        surname: ['Петрова', 'Иванов'],
        middleName: ['', ''],
        docNum: ['4510123456', 'IV-МЮ123456'],
        age: ['', ''],
        date: ['12.03.1990', '01.02.2015'],
        countryId: [1, 3],
        regionId: [101, ''],
        checkboxList: [{ id: 1, checked: 1 }, { id: 3, checked: 0 }],
      },
    ]);
  });

  it('a holder of 65 or over brings the stay-home warning; the order can still be sent', async () => {
    const { sent, router } = openForm();
    const [card] = await cards();
    const date = within(card!).getByLabelText('Дата рождения');
    // 65 tomorrow: no warning.
    fireEvent.change(date, { target: { value: '25111961' } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(date, { target: { value: '24111961' } });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Предупреждение')).toBeTruthy();
    expect(within(dialog).getByText(/65 лет и старше рекомендуется оставаться дома/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fillHolder(card!, { birthDate: '24111961' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
    expect(sent[0]!.date).toEqual(['24.11.1961']);
  });

  it('sends nothing until the required consents are ticked', async () => {
    const { sent } = openForm();
    const [card] = await cards();
    fillHolder(card!);
    fireEvent.click(submitButton());
    expect(sent).toHaveLength(0);
    const consent = screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(consent));
    fireEvent.click(consent);
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('a refusal opens the modal with the server text; closing it re-enables the button', async () => {
    let refuse = true;
    const { sent, router } = openForm(orderData(), {
      '/api/confirm-nominal': (init: RequestInit | undefined) => {
        sent.push(JSON.parse(String(init?.body)) as Sent);
        return refuse
          ? json({ response: { errorCode: '-400', errorText: 'Билет 1: номер документа не соответствует его типу' } }, 400)
          : json({ response: { errorCode: '0', errorText: '', hash: NOMINAL_HASH } });
      },
    });
    const [card] = await cards();
    fillHolder(card!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' }));
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Ошибка')).toBeTruthy();
    expect(within(dialog).getByText('Билет 1: номер документа не соответствует его типу')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(submitButton()));
    refuse = false;
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
    expect(sent).toHaveLength(2);
  });

  it('a second press while the first is in flight sends nothing more', async () => {
    let answer: (r: Response) => void = () => {};
    const { sent, router } = openForm(orderData(), {
      '/api/confirm-nominal': (init: RequestInit | undefined) => {
        sent.push(JSON.parse(String(init?.body)) as Sent);
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const [card] = await cards();
    fillHolder(card!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' }));
    const form = submitButton().closest('form')!;
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Отправляем…' }) as HTMLButtonElement).disabled).toBe(true);
    // Enter in a field submits the form whatever the button's state: the machine ignores it.
    fireEvent.submit(form);
    fireEvent.click(screen.getByRole('button', { name: 'Отправляем…' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toHaveLength(1);
    answer(json({ response: { errorCode: '0', errorText: '', hash: NOMINAL_HASH } }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
    expect(sent).toHaveLength(1);
  });

  it('a confirmation lost on the way says so, and the button works again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const { sent, router } = openForm(orderData(), {
      '/api/confirm-nominal': (init: RequestInit | undefined) => {
        sent.push(JSON.parse(String(init?.body)) as Sent);
        return up ? json({ response: { errorCode: '0', errorText: '', hash: NOMINAL_HASH } }) : Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const [card] = await cards();
    fillHolder(card!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю условия покупки билетов' }));
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/нет связи с сервером/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    up = true;
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
  });

  it('at 0 the countdown hides the confirmation controls', async () => {
    openForm(orderData([nominalTicket({ reservetime: 1 })]));
    await cards();
    expect(submitButton()).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Время бронирования истекло/);
    expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('holder-card')).toBeNull();
  });

  it('an order whose reservation is already over opens without the controls', async () => {
    openForm(orderData([nominalTicket({ reservetime: 0 })]));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Время бронирования истекло/);
    expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).toBeNull();
  });

  it.each([20, 90])('an order with status %i goes to the order view, in the page language', async (status) => {
    const { router } = openForm(orderData([nominalTicket({ demandstatusid: status })]), {}, `${URL_}?lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${NOMINAL_HASH}`));
    expect(router.state.location.search).toBe('?lang=en');
  });

  it('says "order deleted" for an order the server does not know', async () => {
    renderApp('/nominal-tickets/unknown', { '/api/setup': setup });
    expect((await screen.findByRole('alert')).textContent).toBe('Заказ удалён или не найден');
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toBeTruthy();
  });

  it('tells a lost connection apart from a gone order, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    openForm(orderData(), { '/api/order-data': (init: RequestInit | undefined) => (up ? orderDataRoute(orderData())(init) : Promise.reject(new TypeError('Failed to fetch'))) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/нет связи с сервером/);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await cards()).toHaveLength(1);
  });

  it('a language change reads the order again in that language and rebuilds the form', async () => {
    const langs: string[] = [];
    const { router } = openForm((lang) => {
      langs.push(lang);
      return orderData();
    });
    const [card] = await cards();
    type(card!, 'Фамилия', 'Петрова');
    await act(() => router.navigate(`${URL_}?lang=en`));
    const [again] = await cards();
    expect(langs).toEqual(['ru', 'en']);
    expect(screen.getByRole('heading', { level: 2, name: 'Charyn Canyon bus tour' })).toBeTruthy();
    expect(within(again!).getByRole('button', { name: /Ticket 1: Adult/ })).toBeTruthy();
    expect((within(again!).getByLabelText('Surname') as HTMLInputElement).value).toBe('');
    expect(within(again!).getByRole('option', { name: 'Russian passport' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeTruthy();
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

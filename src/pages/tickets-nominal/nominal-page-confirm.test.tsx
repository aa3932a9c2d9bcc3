// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOMINAL_HASH, nominalTicket, orderData } from '../../features/nominal/testing/order-data-fixture';
import { json } from '../../testing/fake-fetch';
import { type Sent, cards, fillHolder, openForm, setUpNominalPage, submitButton } from './testing/nominal-form';

// Sending the holders from the nominal tickets form: what is sent, the consents, the 65+ warning, a refusal, a double press, a lost confirmation.
setUpNominalPage();

describe("nominal tickets form: confirming the holders", () => {
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
});

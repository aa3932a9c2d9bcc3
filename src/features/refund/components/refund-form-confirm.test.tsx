// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { fakeFetch } from '../../../testing/fake-fetch';
import { HASH, answer, consent, row, setUpRefundForm, setup, submit } from '../testing/refund-form';

// The return page opened from the e-mailed confirmation link (docs/product/refund.md): consent confirms; expired, wrong and damaged links.
setUpRefundForm();

describe("refund form: the confirmation link", () => {
  it('confirm mode (hash_conf longer than 5): consent alone confirms; success says the refund is confirmed', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [`/api/order/return/${HASH}`]: answer([row({ id: 11, status_id: 70 }), row({ id: 12 })], { confirm: 1 }) }));
    const { settle, calls } = setup({ hashConf: 'c0ffee1234' }, { load: () => answer([row({ id: 11, status_id: 60 }), row({ id: 12 })], { confirm: 1 }) });
    await settle();
    expect(calls.load).toEqual([{ hash: HASH, lang: 'ru', hashConf: 'c0ffee1234' }]);
    expect(screen.getByText(/Вы открыли ссылку из письма/)).toBeTruthy();
    // No reasons, no summary, no ticking: consent and Confirm.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('refund-summary')).toBeNull();
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const confirm = screen.getByRole('button', { name: 'Подтвердить' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('Чтобы подтвердить возврат, дайте согласие.')).toBeTruthy();
    fireEvent.click(consent());
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await settle();
    expect(calls.confirm).toEqual([{ hash: HASH, lang: 'ru', hashConf: 'c0ffee1234' }]);
    const modal = screen.getByRole('alertdialog', { name: 'Информация' });
    expect(modal.textContent).toContain('Возврат успешно подтвержден, заявление принято и передано в работу');
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    expect(screen.getByTestId('refund-confirmed').textContent).toContain('Возврат успешно подтвержден, заявление принято и передано в работу');
    expect(screen.queryByRole('switch')).toBeNull();
    // The lines are read again (through the API) and show the refund confirmed.
    await waitFor(() => expect(screen.getAllByTestId('refund-row').map((r) => r.dataset.status)).toEqual(['70', '0']));
    expect(fetch).toHaveBeenCalled();
  });

  it('confirm mode: an expired link refused on confirming shows the server text', async () => {
    const { settle } = setup({ hashConf: 'c0ffee1234' }, { load: () => answer([row({ id: 11, status_id: 60 })], { confirm: 1 }), confirm: () => ({ errorCode: -9998, errorText: 'Срок действия ссылки истёк' }) });
    await settle();
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toContain('Срок действия ссылки истёк');
  });

  it('a hash_conf of 5 characters is no link: the ordinary form', async () => {
    const { settle, calls } = setup({ hashConf: 'abcde' });
    await settle();
    expect(calls.load[0]).toMatchObject({ hashConf: 'abcde' });
    expect(submit().textContent).toBe('Оформить возврат');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('a wrong confirmation link: the server\'s words, and the way to the return page and the order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { settle } = setup({ hashConf: 'f'.repeat(40) }, { load: () => new ApiError(-404, 'Ссылка для подтверждения недействительна', 404, '/api/order/return') });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Ссылка для подтверждения недействительна');
    expect(screen.getByRole('link', { name: 'Перейти к возврату билетов' }).getAttribute('href')).toBe(`/order/return/${HASH}`);
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' }).getAttribute('href')).toBe(`/order/${HASH}`);
  });

  it('a link cut short or run on (the server\'s developer-facing -400) reads as an invalid link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { settle } = setup({ hashConf: 'f'.repeat(200) }, { load: () => new ApiError(-400, 'hashConf: Too big: expected string to have <=128 characters', 400, '/api/order/return') });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Ссылка для подтверждения недействительна');
  });
});

// What the nominal form's page tests share: the form opened on an order (its confirmations
// collected), the holder's fields filled in as a buyer does, a field's error, and the set-up
// every file of them needs.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { OrderData } from '../../../../contract/nominal';
import { stubLayoutApis } from '../../../features/booking-shared/testing/layout-apis';
import { NOMINAL_HASH, orderData, orderDataRoute } from '../../../features/nominal/testing/order-data-fixture';
import { json, type FakeRoute } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

/** The server's today: birth dates after it are in the future, 65 years are counted to it. */
export const setup = { app: {}, db: {}, date: '2026-11-24' };
export const URL_ = `/nominal-tickets/${NOMINAL_HASH}`;

export type Sent = Record<string, unknown>;

export function openForm(data: OrderData | ((lang: string) => OrderData) = orderData(), api: Record<string, FakeRoute> = {}, url = URL_) {
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

export const cards = () => screen.findAllByTestId('holder-card');
export const submitButton = () => screen.getByRole('button', { name: 'Подтвердить заказ' });

export function typeInto(card: HTMLElement, label: string, value: string) {
  const input = within(card).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export function choose(card: HTMLElement, label: string, optionText: string) {
  const select = within(card).getByLabelText(label) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === optionText);
  if (!option) throw new Error(`no option "${optionText}" in ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
  fireEvent.blur(select);
}

export type Holder = { surname: string; name: string; birthDate: string; docType: string; docNum: string; country: string; region: string | null };
export const anna: Holder = { surname: 'Петрова', name: 'Анна', birthDate: '12031990', docType: 'Паспорт гражданина РФ', docNum: '4510 123456', country: 'Россия', region: 'Москва' };

export function fillHolder(card: HTMLElement, over: Partial<Holder> = {}) {
  const h = { ...anna, ...over };
  typeInto(card, 'Фамилия', h.surname);
  typeInto(card, 'Имя', h.name);
  typeInto(card, 'Дата рождения', h.birthDate);
  choose(card, 'Документ', h.docType);
  typeInto(card, 'Серия и номер документа', h.docNum);
  choose(card, 'Страна', h.country);
  if (h.region) choose(card, 'Регион', h.region);
}

export const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

/** The hooks every nominal form page test file runs. */
export function setUpNominalPage(): void {
  beforeEach(() => stubLayoutApis(390));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
}

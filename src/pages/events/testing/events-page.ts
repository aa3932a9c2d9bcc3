// What the events page's component tests share: a category event as /api/no-scheme sends it,
// the answers of the calls the page makes, the buyer's fields filled in, the counters, and
// the set-up every file of them needs.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { minimalSetup } from '../../../testing/fake-fetch';
import type { renderApp } from '../../../testing/render-app';
import { stubLayoutApis } from '../../../features/booking-shared/testing/layout-apis';

export const HASH = 'e'.repeat(40);

export const price = (over: Record<string, unknown>) => ({
  action_id: 7,
  zonelevel_id: 1,
  pricetype_id: 1,
  price: '1000',
  priceservise: '50',
  minlimit: '0',
  maxlimit: '10',
  useproculture: '0',
  ...over,
});

export function event({ action, ...over }: Record<string, unknown> = {}) {
  return {
    action: {
      action_id: 7,
      hash_id: HASH,
      action_ru: 'Экскурсия по крышам',
      action_en: 'Rooftop tour',
      note_ru: 'Сбор у входа',
      address_ru: 'Москва, Тверская, 1',
      age_from: 12,
      duration: 90,
      demquantlimit: 3,
      rowcount: 0,
      ...((action as object) ?? {}),
    },
    actionStr: [],
    calendar: [
      { day: '26.07.2025', _time: [{ time: '14:00', quantity: 0, pricetype_id: 1 }] },
      { day: '27.07.2025', _time: [{ time: '11:00', quantity: 40, pricetype_id: 1 }, { time: '14:00', quantity: 2, pricetype_id: 1 }] },
      { day: '28.07.2025', _time: [{ time: '11:00', quantity: 40, pricetype_id: 1 }] },
    ],
    price: [
      price({ clientcategory_id: 1, category_ru: 'Взрослый', price: '1000' }),
      price({ clientcategory_id: 2, category_ru: 'Детский', price: '500', maxlimit: '1' }),
    ],
    checkboxList: [{ id: 1, filling: 1, name_ru: 'Я согласен с правилами' }],
    ...over,
  };
}

export function api(data: object, create: Parameters<typeof renderApp>[1] extends infer T ? T extends Record<string, infer R> ? R : never : never = { errorCode: '0', errorText: '', hash: 'new-order-hash' }) {
  return { '/api/setup': minimalSetup, '/api/no-scheme': data, '/api/order/create': create };
}

export const body = (fetch: ReturnType<typeof renderApp>['fetch'], path: string) => {
  const call = fetch.mock.calls.find(([url]) => String(url) === path);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

export function fillBuyer() {
  fireEvent.change(screen.getByLabelText('ФИО'), { target: { value: 'Анна Петрова' } });
  fireEvent.change(document.querySelector('input[name="telephone"]')!, { target: { value: '+7 912 345-67-89' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Я согласен с правилами/ }));
}

export const plus = (name: string) => screen.getByRole('button', { name: `Добавить билет: ${name}` }) as HTMLButtonElement;
export const minus = (name: string) => screen.getByRole('button', { name: `Убрать билет: ${name}` }) as HTMLButtonElement;


/** The hooks every events page test file runs. */
export function setUpEventsPage(): void {
  // The route is lazy: its first import (the whole booking page) would eat the first test's wait.
  beforeAll(() => import('../route'), 30_000);
  beforeEach(() => stubLayoutApis(360));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ErrorBody } from '../../../../contract/envelope';
import { returnDataSchema, type RefundRowData } from '../../../../contract/refund';
import { refundMachine, type ConfirmReturnInput, type CreateReturnInput, type LoadReturnInput, type ReturnData } from '../../../../engine/machines';
import { flush, SteppingClock } from '../../../../engine/replay';
import { ApiError } from '../../../api/client';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import { getReturnDataQueryOptions } from '../api/get-return-data';
import type { SendFailure } from '../hooks/use-refund-flow';
import { RefundForm } from './refund-form';
import { fakeFetch } from '../../../testing/fake-fetch';
import { MemoryRouter } from 'react-router-dom';

// The return page's body against the real refund machine (engine/machines/refund.ts) with
// fake network actors on a simulated clock: every rule of spec 2 'Order return', §4, §5, §8.

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const HASH = 'a'.repeat(40);

const row = (over: Partial<RefundRowData> = {}): Record<string, unknown> => ({
  id: 1,
  ord_num: '100105',
  datime: '20.11.2026 18:05',
  status_id: 0,
  returndatime: 3 * 86_400 + 2 * 3_600 + 5,
  sortnum: 7,
  quant: 1,
  summa: 1000,
  owner_name: 'Анна Петрова',
  email: 'anna@example.ru',
  phone: '+79161234567',
  returnreason_id: null,
  action_ru: 'Бах при свечах',
  action_en: 'Bach by candlelight',
  day: '27.11.2026',
  time: '19:00',
  zonelevel_ru: 'Партер',
  clientcategory_ru: 'Взрослый',
  name: null,
  ...over,
});

const answer = (rows: Array<Record<string, unknown>>, over: Record<string, unknown> = {}) => ({
  error_code: 0,
  confirm: 0,
  rows,
  date: '24.11.2026',
  text: 'Я подтверждаю, что хочу вернуть выбранные билеты.',
  reasons: [
    { id: 1, name_ru: 'Не смогу прийти', descript_ru: 'Планы изменились' },
    { id: 2, name_ru: 'Мероприятие перенесено', descript_ru: '' },
  ],
  ...over,
});

/** Two sessions: the first with two tickets (one already applied for), the second ends in 5 s. */
const twoGroups = () =>
  answer([
    row({ id: 11 }),
    row({ id: 12, quant: 2, summa: 1500, clientcategory_ru: 'Льготный' }),
    row({ id: 13, status_id: 60 }),
    row({ id: 21, sortnum: 8, returndatime: 5, action_ru: 'Орган', day: '28.11.2026', time: '12:00' }),
  ]);

type Load = (input: LoadReturnInput, call: number) => unknown;

/**
 * What loadReturnInto does: the answer goes through the query cache the form reads its
 * display fields from; a refusal stays there as the query's error and reaches the machine
 * as a code; no answer rejects.
 */
function fakeLoad(queryClient: QueryClient, load: Load) {
  let calls = 0;
  return async (input: LoadReturnInput): Promise<ReturnData> => {
    const n = ++calls;
    try {
      return await queryClient.fetchQuery({
        ...getReturnDataQueryOptions(input),
        staleTime: 0,
        queryFn: async () => {
          const out = await load(input, n);
          if (out instanceof Error) throw out;
          return returnDataSchema.parse(out);
        },
      });
    } catch (error) {
      if (error instanceof ApiError) return { error_code: error.code, rows: [], reasons: [] };
      throw error;
    }
  };
}

type Fakes = {
  load?: Load;
  create?: (input: CreateReturnInput) => Partial<ErrorBody> | null | Error | Promise<Partial<ErrorBody> | null>;
  confirm?: (input: ConfirmReturnInput) => ErrorBody | Error;
};

function setup({ hashConf = null, returnAllowed = true, sendFailed = null }: { hashConf?: string | null; returnAllowed?: boolean; sendFailed?: SendFailure } = {}, fakes: Fakes = {}) {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls = { load: [] as LoadReturnInput[], create: [] as CreateReturnInput[], confirm: [] as ConfirmReturnInput[] };
  const load = fakeLoad(queryClient, (input, n) => {
    calls.load.push(input);
    return (fakes.load ?? (() => twoGroups()))(input, n);
  });
  const machine = refundMachine.provide({
    actors: {
      loadReturn: fromPromise<ReturnData, LoadReturnInput>(({ input }) => load(input)),
      createReturn: fromPromise<Partial<ErrorBody> | null, CreateReturnInput>(async ({ input }) => {
        calls.create.push(input);
        const out = await (fakes.create ?? (() => null))(input);
        if (out instanceof Error) throw out;
        return out;
      }),
      confirmReturn: fromPromise<ErrorBody, ConfirmReturnInput>(async ({ input }) => {
        calls.confirm.push(input);
        const out = (fakes.confirm ?? (() => ({ errorCode: 0, errorText: '' })))(input);
        if (out instanceof Error) throw out;
        return out;
      }),
    },
  });
  const clock = new SteppingClock();
  const actor = createActor(machine, { input: { hash: HASH, lang: 'ru', hashConf, returnAllowed }, clock });
  actor.on('failure', () => {});
  actor.start();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <RefundForm actor={actor} hash={HASH} lang="ru" hashConf={hashConf} ordNum="100105" sendFailed={sendFailed} />
      </MemoryRouter>
    </AppProviders>,
  );
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 5; i++) await flush();
    });
  const tick = (ms: number) =>
    act(async () => {
      clock.advanceBy(ms);
      await flush();
    });
  return { actor, calls, view, settle, tick, queryClient };
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const submit = () => screen.getByTestId('refund-submit') as HTMLButtonElement;
const consent = () => screen.getByRole('switch') as HTMLInputElement;

describe('refund form', () => {
  it('shows the order number and date, the buyer, and the tickets by session with their statuses', async () => {
    const { settle } = setup({}, { load: () => answer([row({ id: 11, name: 'Петрова Анна' }), row({ id: 12, status_id: 60 }), row({ id: 13, status_id: 70 }), row({ id: 14, status_id: 80 })]) });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Возврат билетов по заказу № 100105');
    expect(screen.getByTestId('refund-order-date').textContent).toBe('Заказ от 20 ноября 2026 г. 18:05');
    expect(screen.getByText('Анна Петрова')).toBeTruthy();
    expect(screen.getByText('anna@example.ru')).toBeTruthy();
    expect(screen.getByText('+79161234567')).toBeTruthy();
    const group = screen.getByRole('region', { name: /Бах при свечах/ });
    expect(within(group).getByRole('heading', { level: 2 }).textContent).toMatch(/Бах при свечах27 ноября 2026 г\., пятница, 19:00/);
    // Checkbox or status, visitor (someone is named), category, number of visitors, cost.
    expect(within(group).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Вернуть', 'Посетитель', 'Категория', 'Посетителей', 'Стоимость']);
    const rows = within(group).getAllByTestId('refund-row');
    expect(within(rows[0]!).getByRole('checkbox', { name: /Вернуть билет 1: Партер · Взрослый, 1\s000\s₽/ })).toBeTruthy();
    expect(within(rows[0]!).getByText('Петрова Анна')).toBeTruthy();
    expect(rows[1]!.textContent).toMatch(/^Не подтверждён/);
    expect(rows[2]!.textContent).toMatch(/^Возврат подтверждён/);
    expect(rows[3]!.textContent).toMatch(/^Возврат подтверждён/);
    for (const r of rows.slice(1)) expect(within(r).queryByRole('checkbox')).toBeNull();
    // The group's time to apply online counts down.
    expect(within(group).getByRole('timer').textContent).toBe('3 дня 2 часа 0 минут 5 секунд');
  });

  it('sums the ticked tickets and asks for a ticket, a reason and consent before Issue refund', async () => {
    const { actor, settle } = setup();
    await settle();
    expect(screen.getByTestId('refund-summary').textContent).toBe('К возврату: Отметьте билеты, которые хотите вернуть');
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Чтобы оформить возврат: отметьте билеты, выберите причину, дайте согласие.')).toBeTruthy();
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(box(/Вернуть билет 2:/));
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/К возврату: 3 билета на сумму 2\s500\s₽/);
    fireEvent.click(box(/Вернуть билет 1:/));
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/2 билета на сумму 1\s500\s₽/);
    fireEvent.click(box(/Вернуть билет 1:/));
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Не смогу прийти/ }));
    expect(actor.getSnapshot().context.reason).toBe(1);
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Чтобы оформить возврат: дайте согласие.')).toBeTruthy();
    // The consent: its text and today's date, then the switch.
    expect(consent().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Я подтверждаю, что хочу вернуть выбранные билеты.')).toBeTruthy();
    expect(screen.getByText('Дата: 24 ноября 2026 г.')).toBeTruthy();
    fireEvent.click(consent());
    expect(consent().checked).toBe(true);
    expect(submit().disabled).toBe(false);
    fireEvent.click(consent());
    expect(submit().disabled).toBe(true);
  });

  it('Issue refund asks first (the e-mailed link is valid 24 hours), sends the ids and reason, reloads and says "Заявление принято"', async () => {
    let call = 0;
    const { settle, calls } = setup({}, {
      load: () => (++call === 1 ? twoGroups() : answer([row({ id: 11, status_id: 60 }), row({ id: 12, status_id: 60, quant: 2 }), row({ id: 13, status_id: 60 }), row({ id: 21, sortnum: 8, returndatime: 5 })])),
    });
    await settle();
    fireEvent.click(box(/Вернуть билет 2:/));
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(screen.getByRole('radio', { name: /Мероприятие перенесено/ }));
    fireEvent.click(consent());
    fireEvent.click(submit());
    const dialog = screen.getByRole('alertdialog', { name: 'Оформить возврат?' });
    expect(dialog.textContent).toMatch(/Вернуть 3 билета на сумму 2\s500\s₽\? На anna@example\.ru придёт письмо со ссылкой/);
    expect(dialog.textContent).toContain('Ссылка действует 24 часа.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.create).toEqual([]);
    fireEvent.click(submit());
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
    await settle();
    expect(calls.create).toEqual([{ hash: HASH, lang: 'ru', reason: 2, id: [12, 11] }]);
    expect(calls.load).toHaveLength(2);
    const notice = screen.getByRole('alertdialog', { name: 'Информация' });
    expect(notice.textContent).toContain('Заявление принято');
    expect(notice.textContent).toContain('Подтвердите возврат по ссылке из письма, отправленного на anna@example.ru. Ссылка действует 24 часа.');
    // The reloaded lines: the applied tickets now await confirmation; nothing is ticked.
    const rows = screen.getAllByTestId('refund-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['60', '60', '60', '0']);
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/Отметьте билеты/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a second press while the application is in flight sends nothing more', async () => {
    let release: (v: null) => void = () => {};
    const { settle, calls } = setup({}, { create: () => new Promise<null>((r) => (release = r)) });
    await settle();
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(screen.getByRole('radio', { name: /Не смогу прийти/ }));
    fireEvent.click(consent());
    fireEvent.click(submit());
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    await settle();
    // The dialog's buttons are busy, the page's button says it is sending and is disabled.
    expect((within(dialog).getByRole('button', { name: 'Оформить возврат' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Отправляем заявление…');
    fireEvent.click(submit());
    expect(calls.create).toHaveLength(1);
    release(null);
    await settle();
    expect(calls.create).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Информация' }).textContent).toContain('Заявление принято');
  });

  it('an expired group says so and its boxes are disabled; a group whose countdown runs out drops its ticked tickets', async () => {
    const { settle, tick } = setup({}, {
      load: () => answer([row({ id: 11 }), row({ id: 12, sortnum: 8, returndatime: 0, action_ru: 'Орган' }), row({ id: 21, sortnum: 9, returndatime: 5, action_ru: 'Квартет', summa: 700 })]),
    });
    await settle();
    const organ = screen.getByRole('region', { name: /Орган/ });
    expect(within(organ).getByTestId('refund-group-expired').textContent).toBe('Время для оформления онлайн-заявления истекло.');
    const organBox = within(organ).getByRole('checkbox') as HTMLInputElement;
    expect(organBox.disabled).toBe(true);
    // A screen reader hears why.
    expect(document.getElementById(organBox.getAttribute('aria-describedby')!)?.textContent).toBe('Время для оформления онлайн-заявления истекло.');
    expect(within(organ).queryByRole('timer')).toBeNull();

    const quartet = screen.getByRole('region', { name: /Квартет/ });
    fireEvent.click(within(quartet).getByRole('checkbox'));
    fireEvent.click(box(/Вернуть билет 1:/));
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/2 билета на сумму 1\s700\s₽/);
    expect(within(quartet).getByRole('timer').textContent).toBe('5 секунд');
    await tick(4_000);
    expect(within(quartet).getByRole('timer').textContent).toBe('1 секунда');
    expect(within(quartet).queryByTestId('refund-group-expired')).toBeNull();
    await tick(1_000);
    expect(within(quartet).getByTestId('refund-group-expired')).toBeTruthy();
    const quartetBox = within(quartet).getByRole('checkbox') as HTMLInputElement;
    expect(quartetBox.checked).toBe(false);
    expect(quartetBox.disabled).toBe(true);
    expect(screen.getByTestId('refund-summary').textContent).toMatch(/1 билет на сумму 1\s000\s₽/);
  });

  it('when every ticket is confirmed (70) the footer goes', async () => {
    const { settle } = setup({}, { load: () => answer([row({ id: 11, status_id: 70 }), row({ id: 12, status_id: 70 })]) });
    await settle();
    expect(screen.queryByTestId('refund-footer')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('refund-settled').textContent).toContain('Возврат всех билетов заказа подтверждён.');
    cleanup();
    // 70 and 80 together keep it (only all 70 hide it, spec 2 §4).
    const other = setup({}, { load: () => answer([row({ id: 11, status_id: 70 }), row({ id: 12, status_id: 80 })]) });
    await other.settle();
    expect(screen.getByTestId('refund-footer')).toBeTruthy();
  });

  it('a refused application shows the server text and code in the error modal; closing it returns to the form', async () => {
    const { settle, calls } = setup({}, { create: () => ({ errorCode: -9998, errorText: 'Билет уже оформлен на возврат' }) });
    await settle();
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(screen.getByRole('radio', { name: /Не смогу прийти/ }));
    fireEvent.click(consent());
    fireEvent.click(submit());
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
    await settle();
    const modal = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(modal.textContent).toContain('Билет уже оформлен на возврат');
    expect(calls.load).toHaveLength(1);
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('an application that gets no answer says so next to the button and can be sent again', async () => {
    const failures: unknown[] = [];
    let up = false;
    const { actor, settle, calls, view } = setup({}, { create: () => (up ? null : new TypeError('Failed to fetch')) });
    actor.on('failure', (e) => failures.push(e));
    await settle();
    fireEvent.click(box(/Вернуть билет 1:/));
    fireEvent.click(screen.getByRole('radio', { name: /Не смогу прийти/ }));
    fireEvent.click(consent());
    fireEvent.click(submit());
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
    await settle();
    expect(failures).toHaveLength(1);
    // The page hook turns the machine's failure into sendFailed; rendered as the page does.
    view.rerender(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <RefundForm actor={actor} hash={HASH} lang="ru" hashConf={null} ordNum="100105" sendFailed="createReturn" />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Заявление не отправлено: нет связи с сервером. Проверьте подключение и нажмите кнопку ещё раз.');
    // The choices are kept; the button works again.
    expect(box(/Вернуть билет 1:/).checked).toBe(true);
    expect(submit().disabled).toBe(false);
    up = true;
    fireEvent.click(submit());
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
    await settle();
    expect(calls.create).toHaveLength(2);
  });

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

  it('no answer at all is told apart from a missing order, and Retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const { settle, calls } = setup({}, { load: () => (up ? twoGroups() : new TypeError('Failed to fetch')) });
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/нет связи с сервером/);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await settle();
    expect(calls.load).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('speaks the page language: English texts and plurals', async () => {
    await i18n.changeLanguage('en');
    try {
      const queryClient = createQueryClient();
      const load = fakeLoad(queryClient, () => twoGroups());
      const actor = createActor(refundMachine.provide({ actors: { loadReturn: fromPromise<ReturnData, LoadReturnInput>(({ input }) => load(input)) } }), {
        input: { hash: HASH, lang: 'en', returnAllowed: true },
      });
      actor.start();
      render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter>
            <RefundForm actor={actor} hash={HASH} lang="en" hashConf={null} ordNum="100105" />
          </MemoryRouter>
        </AppProviders>,
      );
      await act(async () => {
        for (let i = 0; i < 5; i++) await flush();
      });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ticket refund for order No. 100105');
      expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toMatch(/^Bach by candlelight/);
      fireEvent.click(screen.getByRole('checkbox', { name: /Return ticket 2:/ }));
      expect(screen.getByTestId('refund-summary').textContent).toBe('To refund: 2 tickets, ₽1,500');
      expect(submit().textContent).toBe('Issue refund');
      actor.stop();
    } finally {
      cleanup();
      await i18n.changeLanguage('ru');
    }
  });
});

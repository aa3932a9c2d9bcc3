// What the refund form's tests share: the return page's body rendered against the real refund
// machine (engine/machines/refund.ts) with fake network actors on a simulated clock, the
// platform's answers it loads, the controls a buyer uses, and the set-up every file needs.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { MemoryRouter } from 'react-router-dom';
import type { ErrorBody } from '../../../../contract/envelope';
import { returnDataSchema, type RefundRowData } from '../../../../contract/refund';
import { refundMachine, type ConfirmReturnInput, type CreateReturnInput, type LoadReturnInput, type ReturnData } from '../../../../engine/machines';
import { flush, SteppingClock } from '../../../../engine/replay';
import { ApiError } from '../../../api/client';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { setUpComponentTests } from '../../../testing/component-hooks';
import { getReturnDataQueryOptions } from '../api/get-return-data';
import type { SendFailure } from '../hooks/use-refund-flow';
import { RefundForm } from '../components/refund-form';

/** The hooks every refund form test file runs. */
export function setUpRefundForm(): void {
  setUpComponentTests();
}

export const HASH = 'a'.repeat(40);

export const row = (over: Partial<RefundRowData> = {}): Record<string, unknown> => ({
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

export const answer = (rows: Array<Record<string, unknown>>, over: Record<string, unknown> = {}) => ({
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
export const twoGroups = () =>
  answer([
    row({ id: 11 }),
    row({ id: 12, quant: 2, summa: 1500, clientcategory_ru: 'Льготный' }),
    row({ id: 13, status_id: 60 }),
    row({ id: 21, sortnum: 8, returndatime: 5, action_ru: 'Орган', day: '28.11.2026', time: '12:00' }),
  ]);

export type Load = (input: LoadReturnInput, call: number) => unknown;

/**
 * What loadReturnInto does: the answer goes through the query cache the form reads its
 * display fields from; a refusal stays there as the query's error and reaches the machine
 * as a code; no answer rejects.
 */
export function fakeLoad(queryClient: QueryClient, load: Load) {
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

export type Fakes = {
  load?: Load;
  create?: (input: CreateReturnInput) => Partial<ErrorBody> | null | Error | Promise<Partial<ErrorBody> | null>;
  confirm?: (input: ConfirmReturnInput) => ErrorBody | Error;
};

export function setup({ hashConf = null, returnAllowed = true, sendFailed = null }: { hashConf?: string | null; returnAllowed?: boolean; sendFailed?: SendFailure } = {}, fakes: Fakes = {}) {
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

export const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
export const submit = () => screen.getByTestId('refund-submit') as HTMLButtonElement;
export const consent = () => screen.getByRole('switch') as HTMLInputElement;

/** Ticks the first ticket, the first reason and the consent, and presses Issue refund: the dialog that asks first opens. */
export function applyForFirstTicket(): void {
  fireEvent.click(box(/Вернуть билет 1:/));
  fireEvent.click(screen.getByRole('radio', { name: /Не смогу прийти/ }));
  fireEvent.click(consent());
  fireEvent.click(submit());
}

/** Issue refund in the dialog that asks first. */
export function confirmApplication(): void {
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Оформить возврат' }));
}

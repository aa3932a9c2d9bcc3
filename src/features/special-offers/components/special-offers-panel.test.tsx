// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ErrorBody } from '../../../../contract/envelope';
import type { OrderTicket, OrderView } from '../../../../contract/order';
import type { Setup } from '../../../../contract/setup';
import { specialOffersMachine, type AddOffersInput, type RemoveOfferInput, type SpecialOffersEmitted } from '../../../../engine/machines';
import { flush } from '../../../../engine/replay';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import type { OfferRow } from '../model/offer-groups';
import { SpecialOffersButton } from './special-offers-button';
import { SpecialOffersPanel } from './special-offers-panel';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

const ticket = (over: Partial<OrderTicket>): OrderTicket => ({
  id: 1,
  price: 2500,
  cost: 2500,
  quant: 1,
  tickettype: 1,
  tickethash_id: 'h',
  age_from: 0,
  candelete: 0,
  action_group: 7,
  sector: 'Партер',
  rowname: '5',
  seat: '12',
  zonelevel_ru: 'Партер',
  ...over,
});

const offer = (parent_id: number, package_id: number, price_id: number, cost: number, limit: number, name: string): OfferRow => ({
  parent_id,
  package_id,
  price_id,
  cost,
  limit,
  action_ru: name,
  action_en: `${name} (en)`,
});

// Two tickets; the programme (price_id 9001) may go twice, champagne (9002) once.
const offers = [
  offer(11, 1, 9001, 450, 2, 'Программка'),
  offer(11, 2, 9002, 900, 1, 'Шампанское'),
  offer(12, 1, 9001, 450, 2, 'Программка'),
  offer(12, 2, 9002, 900, 1, 'Шампанское'),
];

type Order = Pick<OrderView, 'addToping' | 'toping' | 'main' | 'printingAllowed'>;
const baseOrder: Order = {
  main: [ticket({ id: 11 }), ticket({ id: 12, rowname: '6' })],
  addToping: offers,
  toping: [
    ticket({ id: 77, parent_id: 11, cost: 450, candelete: 1, action_ru: 'Программка' }),
    ticket({ id: 78, parent_id: 12, cost: 900, candelete: 0, action_ru: 'Шампанское' }),
  ],
  printingAllowed: false,
};

type Answer<T> = T | Error;
function setup(answers: { add?: Array<Answer<ErrorBody>>; remove?: Array<Answer<Partial<ErrorBody> | null>> } = {}, order: Order = baseOrder) {
  const calls = { add: [] as AddOffersInput[], remove: [] as RemoveOfferInput[] };
  const next = <T,>(list: Array<Answer<T>> | undefined, fallback: T): T => {
    const answer = list?.shift() ?? fallback;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = specialOffersMachine.provide({
    actors: {
      addOffers: fromPromise<ErrorBody, AddOffersInput>(async ({ input }) => {
        calls.add.push(input);
        return next(answers.add, { errorCode: 0, errorText: '' });
      }),
      removeOffer: fromPromise<Partial<ErrorBody> | null, RemoveOfferInput>(async ({ input }) => {
        calls.remove.push(input);
        return next(answers.remove, null);
      }),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-1', offers: [], added: [] } });
  const emitted: SpecialOffersEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  // As wireOrderPage does once the order is loaded.
  actor.send({ type: 'ORDER_RELOADED', offers: order.addToping, added: order.toping });

  function Page({ initiallyOpen = true, setupData }: { initiallyOpen?: boolean; setupData?: Pick<Setup, 'db'> }) {
    const [open, setOpen] = useState(initiallyOpen);
    return (
      <main>
        <SpecialOffersButton order={order} lang="ru" setup={setupData} onClick={() => setOpen(true)} />
        <SpecialOffersPanel actor={actor} order={order} lang="ru" setup={setupData} open={open} onClose={() => setOpen(false)} />
      </main>
    );
  }
  const renderPage = (props: { initiallyOpen?: boolean; setupData?: Pick<Setup, 'db'> } = {}) =>
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Page {...props} />
      </AppProviders>,
    );
  return { actor, calls, emitted, renderPage };
}

// A toggle is named by its offer and its price.
const checkbox = (ticketLabel: RegExp, name: string) =>
  within(screen.getByRole('group', { name: ticketLabel })).getByRole('checkbox', { name: new RegExp(`^${name} \\d`) }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: /Добавить в заказ|Добавляем/ }) as HTMLButtonElement;

describe('special offers panel', () => {
  it('is a labelled dialog listing each ticket\'s offers with their names and prices', async () => {
    const { renderPage } = setup();
    renderPage();
    const dialog = screen.getByRole('dialog', { name: 'Специальные предложения' });
    expect(dialog.classList.contains('offers-sheet')).toBe(true);
    const first = screen.getByRole('group', { name: /^Билет 1/ });
    expect(first.textContent).toContain('Билет 1 · Партер · сектор Партер, ряд 5, место 12');
    expect(within(first).getAllByRole('checkbox').map((c) => c.getAttribute('aria-describedby'))).toEqual([null, null]);
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('450 ₽');
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('900 ₽');
    expect(screen.getByRole('group', { name: /^Билет 2/ }).textContent).toContain('ряд 6');
    // The focus moves into the panel.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("extras for several tickets are chosen in one round: one ticket's choice never disables another's", () => {
    const { actor, renderPage } = setup();
    renderPage();
    fireEvent.click(checkbox(/^Билет 1/, 'Шампанское'));
    expect(checkbox(/^Билет 1/, 'Шампанское').checked).toBe(true);
    const other = checkbox(/^Билет 2/, 'Шампанское');
    expect(other.disabled).toBe(false);
    fireEvent.click(other);
    fireEvent.click(checkbox(/^Билет 1/, 'Программка'));
    fireEvent.click(checkbox(/^Билет 2/, 'Программка'));
    expect(checkbox(/^Билет 2/, 'Программка').checked).toBe(true);
    expect(actor.getSnapshot().context.selected).toHaveLength(4);
    fireEvent.click(checkbox(/^Билет 1/, 'Шампанское'));
    expect(actor.getSnapshot().context.selected).toHaveLength(3);
  });

  it('the add button is enabled only with a selection, and adding has the order reloaded', async () => {
    const { calls, emitted, renderPage } = setup();
    renderPage();
    expect(addButton().disabled).toBe(true);
    expect(screen.getByTestId('offers-summary').textContent).toBe('Отметьте, что добавить');
    fireEvent.click(checkbox(/^Билет 1/, 'Программка'));
    fireEvent.click(checkbox(/^Билет 2/, 'Шампанское'));
    expect(screen.getByTestId('offers-summary').textContent?.replace(/\s/g, ' ')).toBe('Выбрано 2 предложения на 1 350 ₽');
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(addButton().textContent).toBe('Добавляем…');
    expect(addButton().disabled).toBe(true);
    expect(addButton().getAttribute('aria-busy')).toBe('true');
    expect(checkbox(/^Билет 1/, 'Шампанское').disabled).toBe(true);
    await act(flush);
    expect(calls.add).toEqual([
      {
        hash: 'order-1',
        data: [
          { uid: '11:1:9001', parent_id: 11, package_id: 1, price_id: 9001, cost: 450 },
          { uid: '12:2:9002', parent_id: 12, package_id: 2, price_id: 9002, cost: 900 },
        ],
      },
    ]);
    expect(emitted).toEqual([{ type: 'order.changed' }]);
    expect(addButton().disabled).toBe(true);
    expect(checkbox(/^Билет 1/, 'Программка').checked).toBe(false);
  });

  it('lists the added extras with a remove button only where candelete is 1', async () => {
    const { calls, emitted, renderPage } = setup();
    renderPage();
    const added = within(screen.getByTestId('offers-added')).getAllByRole('listitem');
    expect(added).toHaveLength(2);
    expect(added[0]!.textContent).toContain('к билету 1');
    expect(added[1]!.textContent).toContain('к билету 2');
    expect(within(added[1]!).queryByRole('button')).toBeNull();
    const remove = within(added[0]!).getByRole('button', { name: 'Убрать «Программка» из заказа' });
    fireEvent.click(remove);
    expect(remove.textContent).toBe('Убираем…');
    await act(flush);
    expect(calls.remove).toEqual([{ hash: 'order-1', id: 77 }]);
    expect(emitted).toEqual([{ type: 'order.changed' }]);
  });

  it('a refusal opens the error modal with the server text; dismissing it keeps the selection', async () => {
    const { actor, renderPage } = setup({ add: [{ errorCode: -9998, errorText: 'К этому билету больше нельзя добавить такое дополнение' }] });
    renderPage();
    fireEvent.click(checkbox(/^Билет 1/, 'Программка'));
    fireEvent.click(addButton());
    await act(flush);
    const modal = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(modal.textContent).toContain('К этому билету больше нельзя добавить такое дополнение');
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(checkbox(/^Билет 1/, 'Программка').checked).toBe(true);
  });

  it('a refusal without a text shows the panel\'s own message', async () => {
    const { renderPage } = setup({ remove: [{ errorCode: -12345, errorText: '' }] });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать «Программка» из заказа' }));
    await act(flush);
    expect(screen.getByRole('alertdialog').textContent).toContain('Не удалось изменить дополнительные услуги. Попробуйте ещё раз');
  });

  it('the button opens it, Escape closes it and the focus returns to the button', () => {
    const { renderPage } = setup();
    renderPage({ initiallyOpen: false });
    const button = screen.getByRole('button', { name: /Дополнительные услуги/ });
    expect(button.textContent).toContain('добавлено: 2');
    button.focus();
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Специальные предложения' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('the operator names the button and the panel (setup.db topingbuttonname, topingname)', () => {
    const { renderPage } = setup();
    const db = { topingbuttonname_ru: 'Дополнения к билету', topingname_ru: 'Что ещё взять' } as Setup['db'];
    renderPage({ setupData: { db } });
    expect(screen.getByRole('dialog', { name: 'Что ещё взять' })).toBeTruthy();
    // The dialog makes the page inert; its button is still in the DOM.
    expect(document.querySelector('.offers-button')?.textContent).toContain('Дополнения к билету');
  });

  it('the button is there only when extras can be added or were added, on an unpaid order', () => {
    const none = { ...baseOrder, addToping: [], toping: [] };
    const { rerender } = render(<SpecialOffersButton order={none} lang="ru" onClick={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SpecialOffersButton order={{ ...none, addToping: offers }} lang="ru" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Дополнительные услуги' })).toBeTruthy();
    rerender(<SpecialOffersButton order={{ ...baseOrder, addToping: [] }} lang="ru" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: /Дополнительные услуги/ })).toBeTruthy();
    rerender(<SpecialOffersButton order={{ ...baseOrder, printingAllowed: true }} lang="ru" onClick={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without offers left it says so', () => {
    const { renderPage } = setup({}, { ...baseOrder, addToping: [] });
    renderPage();
    expect(screen.getByText('Других предложений к этому заказу нет')).toBeTruthy();
  });
});

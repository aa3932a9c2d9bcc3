import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SteppingClock } from '../replay/clock';
import { flush } from '../replay/driver';
import type { ConfirmNominalInput, ConfirmNominalOutput, NominalFormEmitted, NominalFormEvent, NominalOrderData } from './nominalForm';
import { nominalFormMachine } from './nominalForm';
import { timersLeft } from '../testing/countdown-left';
import { nominalData, nominalTicket } from '../testing/samples';

type LoadInput = { hash: string; lang?: string };
type Fakes = {
  load?: (input: LoadInput, call: number) => NominalOrderData;
  confirm?: (input: ConfirmNominalInput) => ConfirmNominalOutput;
};

/** The nominal form with fake network actors on a simulated clock; every call is kept. */
async function start(fakes: Fakes = {}, lang: string | undefined = 'ru') {
  const clock = new SteppingClock();
  const calls = { load: [] as LoadInput[], confirm: [] as ConfirmNominalInput[] };
  const machine = nominalFormMachine.provide({
    actors: {
      loadOrderData: fromPromise<NominalOrderData, LoadInput>(async ({ input }) => {
        calls.load.push(input);
        return (fakes.load ?? (() => nominalData()))(input, calls.load.length);
      }),
      confirmNominal: fromPromise<ConfirmNominalOutput, ConfirmNominalInput>(async ({ input }) => {
        calls.confirm.push(input);
        return fakes.confirm ? fakes.confirm(input) : { errorCode: 0, errorText: '', hash: 'order-hash-1' };
      }),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-hash-1', today: '2025-08-01', ...(lang ? { lang } : {}) }, clock });
  const emitted: NominalFormEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  await flush();
  const tick = async (ms: number) => {
    clock.advanceBy(ms);
    await flush();
  };
  return { actor, calls, emitted, tick, state: () => actor.getSnapshot() };
}

/** A holder for the sample ticket: birth date, passport (type 1), country with regions. */
function fillHolder(send: (e: NominalFormEvent) => void, index = 0, birthDate = '12.03.1990') {
  const edit = (field: Extract<NominalFormEvent, { type: 'EDIT' }>['field'], value: string | number) => send({ type: 'EDIT', index, field, value });
  edit('surname', 'Петрова');
  edit('name', 'Анна');
  edit('birthDate', birthDate);
  edit('docTypeId', 1);
  edit('docNum', '4510 123456');
  edit('countryId', 1);
  edit('regionId', 10);
}

describe('nominal form', () => {
  it('counts the reservation down from reservetime and hides the controls at 0', async () => {
    const { state, tick, calls } = await start({ load: () => nominalData([nominalTicket({ reservetime: 3 })]) });
    expect(calls.load).toEqual([{ hash: 'order-hash-1', lang: 'ru' }]);
    expect(state().value).toEqual({ filling: 'editing' });
    await tick(2_999);
    expect(state().value).toEqual({ filling: 'editing' });
    expect(timersLeft(state().children.reservation)).toEqual({ reservation: 1 });
    await tick(1);
    expect(state().value).toBe('expired');

    const over = await start({ load: () => nominalData([nominalTicket({ reservetime: 0 })]) });
    expect(over.state().value).toBe('expired');
  });

  it('sends the holders of every ticket once they are valid and the required consents ticked', async () => {
    const tickets = [nominalTicket(), nominalTicket({ id: 502, needage: 1, needdocument: 0, needcountry: 0, needregion: 0 })];
    const { actor, state, calls } = await start({ load: () => nominalData(tickets) });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'editing' });
    expect(state().context.showErrors).toBe(true);
    fillHolder(actor.send.bind(actor), 0);
    actor.send({ type: 'EDIT', index: 1, field: 'surname', value: 'Иванов' });
    actor.send({ type: 'EDIT', index: 1, field: 'name', value: 'Пётр' });
    actor.send({ type: 'EDIT', index: 1, field: 'age', value: '12' });
    actor.send({ type: 'SUBMIT' });
    // Consent 1 has filling 1: required; consent 2 is optional.
    expect(state().value).toEqual({ filling: 'editing' });
    actor.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'submitting' });
    await flush();
    expect(calls.confirm).toEqual([
      {
        hash: 'order-hash-1',
        lang: 'ru',
        id: [501, 502],
        docTypeId: [1, ''],
        name: ['Анна', 'Пётр'],
        surname: ['Петрова', 'Иванов'],
        middleName: ['', ''],
        docNum: ['4510123456', ''],
        age: ['', 12],
        date: ['12.03.1990', ''],
        countryId: [1, ''],
        regionId: [10, ''],
        checkboxList: [{ id: 1, checked: 1 }, { id: 2, checked: 0 }],
      },
    ]);
    expect(state().value).toBe('done');
    expect(state().context.redirect).toBe('order-hash-1');
  });

  it('a refusal opens the modal with the server text; closing it re-enables the button', async () => {
    const { actor, state, calls } = await start({ confirm: () => ({ errorCode: -9999, errorText: 'Документ уже использован' }) });
    fillHolder(actor.send.bind(actor));
    actor.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(state().value).toEqual({ filling: 'failed' });
    expect(state().context.error).toEqual({ key: 'error.nominal', code: -9999, serverText: 'Документ уже использован' });
    actor.send({ type: 'DISMISS' });
    expect(state().value).toEqual({ filling: 'editing' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'submitting' });
    expect(calls.confirm).toHaveLength(2);
  });

  it('a holder of 65 or over brings the stay-home notice once; submitting stays allowed', async () => {
    const { actor, state } = await start();
    actor.send({ type: 'EDIT', index: 0, field: 'birthDate', value: '02.08.1960' });
    expect(state().value).toEqual({ filling: 'editing' });
    actor.send({ type: 'EDIT', index: 0, field: 'birthDate', value: '01.08.1960' });
    expect(state().value).toEqual({ filling: 'seniorNotice' });
    expect(state().context.holders[0]!.birthDate).toBe('01.08.1960');
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'seniorNotice' });
    actor.send({ type: 'DISMISS' });
    fillHolder(actor.send.bind(actor), 0, '01.07.1960');
    expect(state().value).toEqual({ filling: 'editing' });
    actor.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'submitting' });
  });

  it('a future birth date or a wrong document number keeps the button disabled', async () => {
    const { actor, state } = await start();
    fillHolder(actor.send.bind(actor), 0, '02.08.2025');
    actor.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'editing' });
    actor.send({ type: 'EDIT', index: 0, field: 'birthDate', value: '01.08.2025' });
    actor.send({ type: 'EDIT', index: 0, field: 'docNum', value: '4510 12345' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'editing' });
    actor.send({ type: 'EDIT', index: 0, field: 'docNum', value: '4510 123456' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ filling: 'submitting' });
  });

  it('an order already confirmed (20) or cancelled (90) goes to the order view; an empty one is deleted', async () => {
    for (const status of [20, 90]) {
      const { state } = await start({ load: () => nominalData([nominalTicket({ demandstatusid: status })]) });
      expect(state().value).toBe('toOrder');
      expect(state().status).toBe('done');
    }
    const gone = await start({ load: () => nominalData([]) });
    expect(gone.state().value).toBe('deleted');
  });

  it('a language change reloads the order data and rebuilds the form, keeping what was typed', async () => {
    const { actor, state, calls } = await start({ load: (_, n) => nominalData([nominalTicket({ reservetime: n === 1 ? 600 : 500 })]) });
    fillHolder(actor.send.bind(actor));
    actor.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    const typed = state().context.holders;
    actor.send({ type: 'LANGUAGE_CHANGED', lang: 'en' });
    await flush();
    expect(calls.load).toEqual([{ hash: 'order-hash-1', lang: 'ru' }, { hash: 'order-hash-1', lang: 'en' }]);
    expect(state().value).toEqual({ filling: 'editing' });
    expect(state().context.holders).toEqual(typed);
    expect(state().context.holders[0]!.surname).toBe('Петрова');
    expect(state().context.consents).toEqual({ 1: true });
    expect(timersLeft(state().children.reservation)).toEqual({ reservation: 500 });
  });

  it('opened again after the holders were confirmed, the form shows them; typed data wins over them', async () => {
    const holder = { surname: 'Петрова', name: 'Анна', middleName: '', date: '12.03.1990', docTypeId: 1, docNum: '4510123456', countryId: 1, regionId: 10 };
    const { actor, state } = await start({ load: () => nominalData([nominalTicket({ holder }), nominalTicket({ id: 502, holder: null })]) });
    expect(state().context.holders[0]).toEqual({ surname: 'Петрова', name: 'Анна', middleName: '', age: '', birthDate: '12.03.1990', docTypeId: 1, docNum: '4510123456', countryId: 1, regionId: 10 });
    expect(state().context.holders[1]!.surname).toBe('');
    actor.send({ type: 'EDIT', index: 0, field: 'name', value: 'Мария' });
    actor.send({ type: 'LANGUAGE_CHANGED', lang: 'kz' });
    await flush();
    expect(state().context.holders[0]!.name).toBe('Мария');
  });

  it('failed calls are only logged: a load may be retried, a submit re-enables the button', async () => {
    let loadFails = true;
    let confirmFails = true;
    const { actor, state, emitted } = await start({
      load: () => {
        if (loadFails) throw new Error('network down');
        return nominalData();
      },
      confirm: () => {
        if (confirmFails) throw new Error('timeout');
        return { errorCode: 0, errorText: '', hash: 'order-hash-1' };
      },
    });
    expect(state().value).toBe('loadFailed');
    loadFails = false;
    actor.send({ type: 'RELOAD' });
    await flush();
    fillHolder(actor.send.bind(actor));
    actor.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(state().value).toEqual({ filling: 'editing' });
    expect(emitted).toEqual([
      { type: 'failure', actor: 'loadOrderData', message: 'network down' },
      { type: 'failure', actor: 'confirmNominal', message: 'timeout' },
    ]);
    confirmFails = false;
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(state().value).toBe('done');
  });
});

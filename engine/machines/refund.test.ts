import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ErrorBody } from '../../contract/envelope';
import { SteppingClock } from '../replay/clock';
import { flush } from '../replay/driver';
import type { ConfirmReturnInput, CreateReturnInput, LoadReturnInput, RefundEmitted, RefundInput, ReturnData } from './refund';
import { refundMachine, refundSummary } from './refund';
import { timersLeft } from '../testing/countdown-left';
import { refundRow, returnData } from '../testing/samples';

type Fakes = {
  load?: (input: LoadReturnInput, call: number) => ReturnData | Promise<ReturnData>;
  create?: (input: CreateReturnInput) => Partial<ErrorBody> | null;
  confirm?: (input: ConfirmReturnInput) => ErrorBody;
};

/** The refund machine with fake network actors on a simulated clock; every call is kept. */
async function start(input: Partial<RefundInput> = {}, fakes: Fakes = {}) {
  const clock = new SteppingClock();
  const calls = { load: [] as LoadReturnInput[], create: [] as CreateReturnInput[], confirm: [] as ConfirmReturnInput[] };
  const machine = refundMachine.provide({
    actors: {
      loadReturn: fromPromise<ReturnData, LoadReturnInput>(async ({ input }) => {
        calls.load.push(input);
        return (fakes.load ?? (() => returnData()))(input, calls.load.length);
      }),
      createReturn: fromPromise<Partial<ErrorBody> | null, CreateReturnInput>(async ({ input }) => {
        calls.create.push(input);
        return fakes.create ? fakes.create(input) : null;
      }),
      confirmReturn: fromPromise<ErrorBody, ConfirmReturnInput>(async ({ input }) => {
        calls.confirm.push(input);
        return fakes.confirm ? fakes.confirm(input) : { errorCode: 0, errorText: '' };
      }),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-hash-1', lang: 'ru', returnAllowed: true, ...input }, clock });
  const emitted: RefundEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  await flush();
  const tick = async (ms: number) => {
    clock.advanceBy(ms);
    await flush();
  };
  return { actor, clock, calls, emitted, tick, state: () => actor.getSnapshot() };
}

describe('refund', () => {
  it('is not offered when the order does not allow returns: the shell goes to the order view', async () => {
    const { state, calls } = await start({ returnAllowed: false });
    expect(state().value).toBe('toOrder');
    expect(state().status).toBe('done');
    expect(calls.load).toEqual([]);
  });

  it('applies only with consent, a reason and a ticket; sends the ids (never 0) and reloads', async () => {
    const rows = [refundRow({ id: 0 }), refundRow({ id: 1 }), refundRow({ id: 2, quant: 2, summa: 1500 })];
    const { actor, state, calls } = await start({}, { load: (_, n) => (n === 1 ? returnData(rows) : returnData([refundRow({ id: 1, status_id: 60 }), refundRow({ id: 2, status_id: 60 })])) });
    expect(calls.load).toEqual([{ hash: 'order-hash-1', lang: 'ru' }]);
    expect(state().value).toEqual({ ready: 'form' });
    const submit = () => actor.send({ type: 'SUBMIT' });

    actor.send({ type: 'TOGGLE_TICKET', id: 0 });
    actor.send({ type: 'TOGGLE_TICKET', id: 2 });
    actor.send({ type: 'TOGGLE_TICKET', id: 1 });
    expect(state().context.selected).toEqual([2, 1]);
    // Two tickets, one of them admitting two visitors: two tickets to return, not three.
    expect(refundSummary(state().context)).toEqual({ tickets: 2, amount: 2500 });
    submit();
    expect(state().value).toEqual({ ready: 'form' });
    actor.send({ type: 'SELECT_REASON', id: 99 });
    actor.send({ type: 'SELECT_REASON', id: 2 });
    expect(state().context.reason).toBe(2);
    submit();
    expect(state().value).toEqual({ ready: 'form' });
    actor.send({ type: 'SET_CONSENT', on: true });
    submit();
    // "Issue refund?" — the e-mail link that confirms it is valid 24 hours.
    expect(state().value).toEqual({ ready: 'applyDialog' });
    actor.send({ type: 'CANCEL' });
    expect(state().value).toEqual({ ready: 'form' });
    submit();
    actor.send({ type: 'CONFIRM' });
    await flush();
    await flush();
    expect(calls.create).toEqual([{ hash: 'order-hash-1', lang: 'ru', reason: 2, id: [2, 1] }]);
    expect(calls.load).toHaveLength(2);
    // Every line now awaits its confirmation: nothing is left to tick, so no form either.
    expect(state().value).toEqual({ ready: 'closed' });
    expect(state().context.notice).toBe('refund.created');
    expect(state().context.selected).toEqual([]);
    expect(state().context.rows.map((r) => r.status_id)).toEqual([60, 60]);
    actor.send({ type: 'DISMISS' });
    expect(state().context.notice).toBeNull();
  });

  it('only rows with status 0 can be ticked; rows all at 70 hide the form footer', async () => {
    const rows = [refundRow({ id: 1 }), refundRow({ id: 2, status_id: 60 }), refundRow({ id: 3, status_id: 70 }), refundRow({ id: 4, status_id: 80 })];
    const a = await start({}, { load: () => returnData(rows) });
    for (const id of [1, 2, 3, 4]) a.actor.send({ type: 'TOGGLE_TICKET', id });
    expect(a.state().context.selected).toEqual([1]);

    const b = await start({}, { load: () => returnData([refundRow({ id: 1, status_id: 70 }), refundRow({ id: 2, status_id: 70 })]) });
    expect(b.state().value).toEqual({ ready: 'settled' });
    const c = await start({}, { load: () => returnData([refundRow({ id: 1, status_id: 70 }), refundRow({ id: 2, status_id: 80 })]) });
    expect(c.state().value).toEqual({ ready: 'closed' });
    const d = await start({}, { load: () => returnData([refundRow({ id: 1, status_id: 60 }), refundRow({ id: 2, status_id: 0 })]) });
    expect(d.state().value).toEqual({ ready: 'form' });
  });

  it('closes the form when the last group runs out of time', async () => {
    const rows = [refundRow({ id: 1, sortnum: 1, returndatime: 5 }), refundRow({ id: 2, sortnum: 2, status_id: 60, returndatime: 3600 })];
    const { actor, state, tick } = await start({}, { load: () => returnData(rows) });
    actor.send({ type: 'TOGGLE_TICKET', id: 1 });
    expect(state().value).toEqual({ ready: 'form' });
    await tick(5_000);
    expect(state().value).toEqual({ ready: 'closed' });
    expect(state().context.selected).toEqual([]);
  });

  it('counts each group down on its own; an expired group drops its tickets and cannot be ticked', async () => {
    const rows = [refundRow({ id: 1, sortnum: 1, returndatime: 3600 }), refundRow({ id: 3, sortnum: 2, returndatime: 5 }), refundRow({ id: 4, sortnum: 3, returndatime: 0 })];
    const { actor, state, tick } = await start({}, { load: () => returnData(rows) });
    // returndatime 0 or less: the group is over from the start.
    expect(state().context.expired).toEqual([3]);
    actor.send({ type: 'TOGGLE_TICKET', id: 4 });
    actor.send({ type: 'TOGGLE_TICKET', id: 3 });
    actor.send({ type: 'TOGGLE_TICKET', id: 1 });
    expect(state().context.selected).toEqual([3, 1]);
    await tick(4_999);
    expect(state().context.expired).toEqual([3]);
    await tick(1);
    expect(state().context.expired).toEqual([3, 2]);
    expect(state().context.selected).toEqual([1]);
    actor.send({ type: 'TOGGLE_TICKET', id: 3 });
    expect(state().context.selected).toEqual([1]);
    const timers = timersLeft(state().children.groups);
    expect(timers).toEqual({ '1': 3595, '2': 0, '3': 0 });
  });

  it('a refused application shows the server text and code; closing it returns to the form', async () => {
    const { actor, state, calls } = await start({}, { create: () => ({ errorCode: -9999, errorText: 'Try later' }) });
    actor.send({ type: 'TOGGLE_TICKET', id: 1 });
    actor.send({ type: 'SELECT_REASON', id: 1 });
    actor.send({ type: 'SET_CONSENT', on: true });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(state().value).toEqual({ ready: 'error' });
    expect(state().context.error).toEqual({ key: 'error.refund', code: -9999, serverText: 'Try later' });
    expect(calls.load).toHaveLength(1);
    actor.send({ type: 'DISMISS' });
    expect(state().value).toEqual({ ready: 'form' });
    expect(state().context.error).toBeNull();
  });

  it('a confirmation hash longer than 5 characters switches to confirm mode: consent alone confirms', async () => {
    const short = await start({ hashConf: 'abcde' });
    expect(short.state().value).toEqual({ ready: 'form' });

    let answer: ErrorBody = { errorCode: -9999, errorText: 'Later' };
    const { actor, state, calls } = await start({ hashConf: 'abcdef' }, { confirm: () => answer });
    expect(calls.load).toEqual([{ hash: 'order-hash-1', lang: 'ru', hashConf: 'abcdef' }]);
    expect(state().value).toEqual({ ready: 'confirmForm' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ ready: 'confirmForm' });
    actor.send({ type: 'SET_CONSENT', on: true });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(state().context.error).toEqual({ key: 'error.refund', code: -9999, serverText: 'Later' });
    actor.send({ type: 'DISMISS' });
    expect(state().value).toEqual({ ready: 'confirmForm' });
    answer = { errorCode: 0, errorText: '' };
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.confirm).toEqual([
      { hash: 'order-hash-1', lang: 'ru', hashConf: 'abcdef' },
      { hash: 'order-hash-1', lang: 'ru', hashConf: 'abcdef' },
    ]);
    expect(state().value).toEqual({ ready: 'confirmed' });
    expect(state().context.notice).toBe('refund.confirmed');
  });

  it('an unknown order is not found; a failed load is only logged and may be retried', async () => {
    const missing = await start({}, { load: () => ({ error_code: -404, rows: [], reasons: [] }) });
    expect(missing.state().value).toBe('notFound');

    let fail = true;
    const { actor, state, emitted, calls } = await start({}, {
      load: () => {
        if (fail) throw new Error('network down');
        return returnData();
      },
    });
    expect(state().value).toBe('loadFailed');
    expect(emitted).toEqual([{ type: 'failure', actor: 'loadReturn', message: 'network down' }]);
    fail = false;
    actor.send({ type: 'RELOAD' });
    await flush();
    expect(calls.load).toHaveLength(2);
    expect(state().value).toEqual({ ready: 'form' });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreateOrderInput, CreateOrderOutput, OrderCreationEmitted, OrderCreationEvent, OrderCreationInput } from './orderCreation';
import { orderCreationMachine } from './orderCreation';
import { createDriver } from '../replay/driver';

const input = (over: Partial<OrderCreationInput> = {}): OrderCreationInput => ({
  flow: 'category',
  hash: 'a'.repeat(40),
  lang: 'ru',
  nominal: false,
  mailConfirm: true,
  captcha: 'none',
  checkboxes: [{ id: 1, filling: 1 }, { id: 2, filling: 0 }],
  ...over,
});
const line = { day: '01.08.2025', time: '14:00', actionId: 7, categoryId: 1, zoneId: 1, quantity: 2, sum: 2000 };

function start(over: Partial<OrderCreationInput> = {}) {
  const d = createDriver(orderCreationMachine, { input: input(over) });
  const emitted: OrderCreationEmitted[] = [];
  d.actor.on('*', (e) => emitted.push(e));
  d.start();
  return { d, emitted, state: () => d.actor.getSnapshot() };
}
function fill(d: { send(e: OrderCreationEvent): void }) {
  d.send({ type: 'EDIT', field: 'fio', value: 'Анна  Петрова1' });
  d.send({ type: 'EDIT', field: 'phone', value: '+79123456789' });
  d.send({ type: 'EDIT', field: 'email', value: 'anna@example.ru' });
  d.send({ type: 'EDIT', field: 're_email', value: 'anna@example.ru' });
  d.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
  d.send({ type: 'SET_ITEMS', items: { count: 2, lines: [line] } });
}

describe('order creation', () => {
  it('sends nothing until the data, the consents and the tickets are there', () => {
    const { d, state } = start();
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('editing');
    expect(state().context.showErrors).toBe(true);
    fill(d);
    d.send({ type: 'EDIT', field: 're_email', value: 'other@example.ru' });
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('editing');
    d.send({ type: 'EDIT', field: 're_email', value: 'anna@example.ru' });
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('creating');
  });

  it('sends the create-order body of the spec and goes to the order view', async () => {
    let sent: CreateOrderInput | undefined;
    const actor = createActor(
      orderCreationMachine.provide({
        actors: {
          createOrder: fromPromise(async ({ input }: { input: CreateOrderInput }): Promise<CreateOrderOutput> => {
            sent = input;
            return { errorCode: 0, errorText: '', hash: 'new-order' };
          }),
        },
      }),
      { input: input({ crmClient: { CRMFAN_ID: 5 } }) },
    ).start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual({
      flow: 'category',
      body: {
        fio: 'Анна Петрова',
        phone: '+79123456789',
        email: 'anna@example.ru',
        re_email: 'anna@example.ru',
        hash: 'a'.repeat(40),
        lang: 'ru',
        checkboxList: [{ id: 1, checked: 1 }, { id: 2, checked: 0 }],
        crmClient: { REFERRAL: '', CRMFAN_ID: 5 },
        data: [line],
      },
    });
    expect(actor.getSnapshot().context.redirect).toEqual({ route: 'order-view', hash: 'new-order' });
  });

  it('nominal tickets go to the holders form after the order is made', async () => {
    const { d, state, emitted } = start({ nominal: true });
    fill(d);
    d.send({ type: 'SUBMIT' });
    await d.settle({ actor: 'createOrder', status: 'done', output: { errorCode: 0, errorText: '', hash: 'h1' } });
    expect(state().context.redirect).toEqual({ route: 'tickets-nominal', hash: 'h1' });
    expect(emitted).toContainEqual({ type: 'order.created', redirect: { route: 'tickets-nominal', hash: 'h1' } });
  });

  it('asks for the captcha before sending, and again when the server rejects it (-1001)', async () => {
    const { d, state, emitted } = start({ captcha: 'image' });
    fill(d);
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('captcha');
    d.send({ type: 'CAPTCHA_PASSED', proof: { kind: 'image', sid: 's1', code: 'abcd' } });
    expect(state().value).toBe('creating');
    await d.settle({ actor: 'createOrder', status: 'done', output: { errorCode: -1001, errorText: '' } });
    expect(state().value).toBe('captcha');
    expect(emitted.map((e) => e.type)).toEqual(['captcha.required', 'captcha.reset', 'captcha.required']);
    d.send({ type: 'CAPTCHA_FAILED' });
    expect(state().value).toBe('editing');
  });

  it('the server asking for a captcha (-1001) where none was set up brings the image, and every later order goes with it', async () => {
    const { d, state, emitted } = start({ captcha: 'none' });
    fill(d);
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('creating');
    await d.settle({ actor: 'createOrder', status: 'done', output: { errorCode: -1001, errorText: 'captcha' } });
    expect(state().value).toBe('captcha');
    expect(state().context.error).toBeNull();
    expect(emitted).toEqual([{ type: 'captcha.reset' }, { type: 'captcha.required', mode: 'image' }]);
    d.send({ type: 'CAPTCHA_PASSED', proof: { kind: 'image', sid: 's1', code: 'abcd' } });
    expect(state().value).toBe('creating');
    expect((state().children.createOrder?.getSnapshot() as { input?: { body: { captcha?: unknown } } } | undefined)?.input?.body.captcha).toEqual({ sid: 's1', code: 'abcd' });
    // A wrong answer brings the image again; closing it leaves the order editable, and the
    // next try asks for the image first.
    await d.settle({ actor: 'createOrder', status: 'done', output: { errorCode: -1001, errorText: 'captcha' } });
    expect(state().value).toBe('captcha');
    d.send({ type: 'CAPTCHA_FAILED' });
    expect(state().value).toBe('editing');
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('captcha');
  });

  it('other codes open the error modal with the server text and code; the button comes back', async () => {
    const { d, state } = start();
    fill(d);
    d.send({ type: 'SUBMIT' });
    await d.settle({ actor: 'createOrder', status: 'done', output: { errorCode: -9998, errorText: 'Достигнут лимит' } });
    expect(state().value).toBe('failed');
    expect(state().context.error).toEqual({ key: 'error.order', code: -9998, serverText: 'Достигнут лимит' });
    d.send({ type: 'DISMISS' });
    expect(state().value).toBe('editing');
    // A success without an order hash is no success: the internal error.
    d.send({ type: 'SUBMIT' });
    await d.settle({ actor: 'createOrder', status: 'done', output: { errorCode: 0, errorText: '' } });
    expect(state().context.error).toMatchObject({ key: 'error.order', code: -9999 });
  });

  it('a network failure is only logged and the button comes back', async () => {
    const { d, state, emitted } = start();
    fill(d);
    d.send({ type: 'SUBMIT' });
    await d.settle({ actor: 'createOrder', status: 'error', error: { name: 'TypeError', message: 'Failed to fetch' } });
    expect(state().value).toBe('editing');
    expect(state().context.error).toBeNull();
    expect(emitted).toContainEqual({ type: 'failure', actor: 'createOrder', message: 'Failed to fetch' });
  });

  it('getting tickets by subscription asks for confirmation first', () => {
    const { d, state } = start({ subscriptionMode: true });
    fill(d);
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('subscriptionDialog');
    d.send({ type: 'CANCEL' });
    expect(state().value).toBe('editing');
    d.send({ type: 'SUBMIT' });
    d.send({ type: 'CONFIRM' });
    expect(state().value).toBe('creating');
  });

  it("sends the client's subscription only with an order taken by subscription", async () => {
    const crmClient = { CRMFAN_ID: 5, CRMFAN_HASH_ID: 'c5', subscritId: 3 };
    const bodies: CreateOrderInput[] = [];
    const machine = orderCreationMachine.provide({
      actors: {
        createOrder: fromPromise(async ({ input }: { input: CreateOrderInput }): Promise<CreateOrderOutput> => {
          bodies.push(input);
          return { errorCode: 0, errorText: '', hash: 'h' };
        }),
      },
    });
    for (const subscriptionMode of [false, true]) {
      const actor = createActor(machine, { input: input({ crmClient, subscriptionMode }) }).start();
      fill(actor);
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, (s) => s.status === 'done');
    }
    expect(bodies.map((b) => b.body.crmClient)).toEqual([
      { REFERRAL: '', CRMFAN_ID: 5, CRMFAN_HASH_ID: 'c5' },
      { REFERRAL: '', CRMFAN_ID: 5, CRMFAN_HASH_ID: 'c5', subscritId: 3 },
    ]);
  });

  it('the Pushkin card asks for Cyrillic names and a +7 phone, and sends them capitalised', () => {
    const { d, state } = start({ card: 'pushkin', flow: 'scheme' });
    d.send({ type: 'TOGGLE_CONSENT', id: 1, checked: true });
    d.send({ type: 'SET_ITEMS', items: { count: 1, tickets: [{ seat_id: 5 }], calendarId: 11 } });
    d.send({ type: 'EDIT', field: 'surname', value: 'ivanova' });
    d.send({ type: 'EDIT', field: 'name', value: 'анна' });
    d.send({ type: 'SET_NO_PATRONYMIC', on: true });
    d.send({ type: 'EDIT', field: 'phone', value: '+7 (912) 345-67-89' });
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('editing');
    d.send({ type: 'EDIT', field: 'surname', value: 'иванова-петрова' });
    d.send({ type: 'SUBMIT' });
    expect(state().value).toBe('creating');
  });
});

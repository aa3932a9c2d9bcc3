import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CaptchaCheckInput, CaptchaEmitted, CaptchaMode } from './captcha';
import { captchaMachine } from './captcha';
import { createDriver } from '../replay/driver';

function start(mode: CaptchaMode) {
  const d = createDriver(captchaMachine, { input: { mode } });
  const emitted: CaptchaEmitted[] = [];
  d.actor.on('*', (e) => emitted.push(e));
  d.start();
  return { d, emitted };
}

describe('captcha', () => {
  it('without a captcha the request passes at once', () => {
    const { d, emitted } = start('none');
    d.send({ type: 'REQUEST' });
    expect(emitted).toEqual([{ type: 'captcha.passed', proof: { kind: 'none' } }]);
  });

  it('the invisible recaptcha yields its token; every reset re-arms it', async () => {
    const actor = createActor(captchaMachine.provide({ actors: { executeRecaptcha: fromPromise(async () => 'tok-1') } }), { input: { mode: 'recaptcha' } });
    const emitted: CaptchaEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start().send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('passed'));
    expect(actor.getSnapshot().context.proof).toEqual({ kind: 'recaptcha', token: 'tok-1' });
    actor.send({ type: 'RESET' });
    expect(emitted.map((e) => e.type)).toEqual(['captcha.passed', 'recaptcha.reset']);
  });

  it('a wrong code loads a fresh image; a right one passes with the sid and code', async () => {
    const checks: CaptchaCheckInput[] = [];
    let images = 0;
    const actor = createActor(
      captchaMachine.provide({
        actors: {
          loadCaptcha: fromPromise(async () => ({ code: '<svg/>', sid: `s${++images}` })),
          checkCaptcha: fromPromise(async ({ input }: { input: CaptchaCheckInput }) => {
            checks.push(input);
            return { result: input.code === 'k9m2', sid: input.sid, text: '' };
          }),
        },
      }),
      { input: { mode: 'image' } },
    ).start();
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches({ image: 'awaitingCode' }));
    actor.send({ type: 'TYPE', code: 'nope' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ image: 'awaitingCode' }) && s.context.image?.sid === 's2');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'captcha.invalid' });
    actor.send({ type: 'TYPE', code: 'k9m2' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('passed'));
    expect(checks).toEqual([{ code: 'nope', sid: 's1' }, { code: 'k9m2', sid: 's2' }]);
    expect(actor.getSnapshot().context.proof).toEqual({ kind: 'image', sid: 's2', code: 'k9m2' });
  });

  it('takes at most 8 characters and needs some before checking', async () => {
    const { d } = start('image');
    d.send({ type: 'REQUEST' });
    await d.settle({ actor: 'loadCaptcha', status: 'done', output: { code: '<svg/>', sid: 's1' } });
    d.send({ type: 'SUBMIT' });
    d.send({ type: 'TYPE', code: '123456789' });
    expect(d.actor.getSnapshot().value).toEqual({ image: 'awaitingCode' });
    expect(d.actor.getSnapshot().context.code).toBe('');
  });

  it('closing without a valid code reports failure', async () => {
    const { d, emitted } = start('image');
    d.send({ type: 'REQUEST' });
    await d.settle({ actor: 'loadCaptcha', status: 'done', output: { code: '<svg/>', sid: 's1' } });
    d.send({ type: 'CLOSE' });
    expect(d.actor.getSnapshot().value).toBe('failed');
    expect(emitted.at(-1)).toEqual({ type: 'captcha.failed' });
  });

  it('a machine started without its network actor fails loudly', async () => {
    const actor = createActor(captchaMachine, { input: { mode: 'image' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (err) => errors.push(err) });
    actor.start().send({ type: 'REQUEST' });
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/actor "loadCaptcha" is not provided/);
  });
});

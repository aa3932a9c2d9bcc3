// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderCreationMachine, type CreateOrderInput, type CreateOrderOutput } from '../../../../engine/machines';
import type { CaptchaMode } from '../../../../engine/machines';
import { setUpComponentTests } from '../../../testing/component-hooks';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { captchaSettings } from '../captcha-settings';
import type { Grecaptcha } from '../recaptcha/load-recaptcha';
import { CaptchaGate } from './captcha-gate';

setUpComponentTests();

const ANSWER = 'k9m2x';

/** The server's captcha: numbered images, one check per sid, the right code is ANSWER. */
function captchaServer() {
  let images = 0;
  const checks: Array<{ code: string; sid: string }> = [];
  const fetch = fakeFetch({
    '/api/captcha': () => {
      images++;
      return json({ response: { code: `<svg xmlns="http://www.w3.org/2000/svg" data-n="${images}"><text>img${images}</text><script>alert(1)</script></svg>`, sid: `sid-${images}` } });
    },
    '/api/captcha/check': (init) => {
      const body = JSON.parse(String(init?.body)) as { code: string; sid: string };
      checks.push(body);
      return json({ response: { result: body.code === ANSWER && body.sid === `sid-${images}`, sid: body.sid, text: body.code } });
    },
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, checks, images: () => images };
}

function startOrder(mode: CaptchaMode, createOrder = vi.fn(async (_input: CreateOrderInput): Promise<CreateOrderOutput> => new Promise(() => {}))) {
  const order = createActor(orderCreationMachine.provide({ actors: { createOrder: fromPromise(({ input }: { input: CreateOrderInput }) => createOrder(input)) } }), {
    input: {
      flow: 'category',
      hash: 'h'.repeat(40),
      nominal: false,
      mailConfirm: false,
      captcha: mode,
      checkboxes: [],
      buyer: { fio: 'Иванов Иван', phone: '+7 912 345 67 89', email: 'buyer@example.com' },
    },
  }).start();
  order.send({ type: 'SET_ITEMS', items: { count: 1, lines: [] } });
  return { order, createOrder };
}

const codeInput = () => screen.getByLabelText('Код с картинки') as HTMLInputElement;
const imageBox = () => screen.getByRole('img', { name: 'Картинка с кодом' });

describe('image captcha modal', () => {
  it('asks for an image when the order needs it; a wrong code reloads the image; the right one lets the order go with the proof', async () => {
    const server = captchaServer();
    const { order, createOrder } = startOrder('image');
    render(<CaptchaGate order={order} mode="image" />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => order.send({ type: 'SUBMIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите, что вы не робот' });
    await waitFor(() => expect(imageBox().querySelector('svg')?.getAttribute('data-n')).toBe('1'));
    expect(imageBox().querySelector('script')).toBeNull();
    expect(server.fetch.mock.calls.filter(([url]) => String(url) === '/api/captcha')).toHaveLength(1);
    expect(document.activeElement).toBe(codeInput());
    expect(codeInput().maxLength).toBe(8);

    const check = screen.getByRole('button', { name: 'Проверить' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: 'wrong' } });
    fireEvent.click(check);
    await waitFor(() => expect(imageBox().querySelector('svg')?.getAttribute('data-n')).toBe('2'));
    expect(server.checks).toEqual([{ code: 'wrong', sid: 'sid-1' }]);
    expect(screen.getByRole('alert').textContent).toBe('Код введён неверно. Попробуйте ещё раз с новой картинкой');
    expect(codeInput().value).toBe('');
    expect(order.getSnapshot().matches('captcha')).toBe(true);

    fireEvent.change(codeInput(), { target: { value: ANSWER } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(codeInput().form!);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(server.checks[1]).toEqual({ code: ANSWER, sid: 'sid-2' });
    expect(order.getSnapshot().matches('creating')).toBe(true);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]![0].body).toMatchObject({ captcha: { sid: 'sid-2', code: ANSWER } });
  });

  it('the code is at most 8 characters', async () => {
    captchaServer();
    const { order } = startOrder('image');
    render(<CaptchaGate order={order} mode="image" />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(imageBox().querySelector('svg')).toBeTruthy());
    fireEvent.change(codeInput(), { target: { value: '123456789' } });
    expect(codeInput().value).toBe('12345678');
  });

  it('"another picture" loads a new image', async () => {
    const server = captchaServer();
    const { order } = startOrder('image');
    render(<CaptchaGate order={order} mode="image" />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(imageBox().querySelector('svg')?.getAttribute('data-n')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Другая картинка' }));
    await waitFor(() => expect(imageBox().querySelector('svg')?.getAttribute('data-n')).toBe('2'));
    expect(server.images()).toBe(2);
    expect(server.checks).toEqual([]);
  });

  it('closing without a valid code is a failure: the modal goes and the order is back to editing, unsent', async () => {
    captchaServer();
    const { order, createOrder } = startOrder('image');
    render(<CaptchaGate order={order} mode="image" />);
    act(() => order.send({ type: 'SUBMIT' }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(order.getSnapshot().matches('editing')).toBe(true);
    expect(createOrder).not.toHaveBeenCalled();

    // A second attempt gets a fresh captcha; the close button fails it the same way.
    act(() => order.send({ type: 'SUBMIT' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(order.getSnapshot().matches('editing')).toBe(true);
  });

  it('a captcha the server rejects with the order (-1001) is asked again', async () => {
    captchaServer();
    const createOrder = vi.fn(async (): Promise<CreateOrderOutput> => ({ errorCode: -1001, errorText: 'captcha' }));
    const { order } = startOrder('image', createOrder);
    render(<CaptchaGate order={order} mode="image" />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(imageBox().querySelector('svg')).toBeTruthy());
    fireEvent.change(codeInput(), { target: { value: ANSWER } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(imageBox().querySelector('svg')?.getAttribute('data-n')).toBe('2'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('where no captcha is set up, the server asking for one (-1001) brings the image, and the order goes again with the answer', async () => {
    const server = captchaServer();
    const answers: CreateOrderOutput[] = [{ errorCode: -1001, errorText: 'Введите символы с новой картинки' }, { errorCode: 0, errorText: '', hash: 'new-order' }];
    const createOrder = vi.fn(async (_input: CreateOrderInput): Promise<CreateOrderOutput> => answers.shift()!);
    const { order } = startOrder('none', createOrder);
    render(<CaptchaGate order={order} mode="none" />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(imageBox().querySelector('svg')).toBeTruthy());
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.change(codeInput(), { target: { value: ANSWER } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    expect((createOrder.mock.calls[1]![0].body as { captcha?: unknown }).captcha).toEqual({ sid: 'sid-1', code: ANSWER });
    expect(server.checks).toEqual([{ code: ANSWER, sid: 'sid-1' }]);
    await waitFor(() => expect(order.getSnapshot().status).toBe('done'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a captcha image that cannot be loaded is only logged; the order is back to editing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', fakeFetch({ '/api/captcha': () => Promise.reject(new TypeError('Failed to fetch')) }));
    const { order } = startOrder('image');
    render(<CaptchaGate order={order} mode="image" />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(order.getSnapshot().matches('editing')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error.mock.calls.length + warn.mock.calls.length).toBeGreaterThan(0);
  });

  it('without a captcha the order goes straight, and nothing is asked from the server', async () => {
    const server = captchaServer();
    const { order, createOrder } = startOrder('none');
    render(<CaptchaGate order={order} mode="none" />);
    act(() => order.send({ type: 'SUBMIT' }));
    expect(order.getSnapshot().matches('creating')).toBe(true);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('invisible recaptcha', () => {
  function fakeGrecaptcha() {
    let callback: ((token: string) => void) | undefined;
    let n = 0;
    const api = {
      ready: vi.fn((cb: () => void) => cb()),
      render: vi.fn((_el: HTMLElement, params: { sitekey: string; callback: (t: string) => void }) => {
        callback = params.callback;
        return 7;
      }),
      execute: vi.fn(() => setTimeout(() => callback?.(`token-${++n}`), 0)),
      reset: vi.fn(),
    } satisfies Grecaptcha;
    return api;
  }

  it('runs before the order with the site key, sends its token, and is reset after the answer', async () => {
    const api = fakeGrecaptcha();
    const createOrder = vi.fn(async (): Promise<CreateOrderOutput> => ({ errorCode: -9998, errorText: 'limit' }));
    const { order } = startOrder('recaptcha', createOrder);
    render(<CaptchaGate order={order} mode="recaptcha" siteKey="site-key-1" recaptchaLoader={async () => api} />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(api.render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'site-key-1', size: 'invisible' }));
    expect(createOrder.mock.calls[0]).toBeDefined();
    expect((createOrder.mock.calls[0] as unknown as [CreateOrderInput])[0].body).toMatchObject({ recaptcha: 'token-1' });
    await waitFor(() => expect(api.reset).toHaveBeenCalledWith(7));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a recaptcha that will not load fails the check: the order is back to editing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { order, createOrder } = startOrder('recaptcha');
    render(<CaptchaGate order={order} mode="recaptcha" siteKey="k" recaptchaLoader={() => Promise.reject(new Error('recaptcha: the script did not load'))} />);
    act(() => order.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(order.getSnapshot().matches('editing')).toBe(true));
    expect(createOrder).not.toHaveBeenCalled();
  });
});

describe('captcha settings', () => {
  const setup = (captcha: 0 | 1, recaptcha: 0 | 1, sitekey?: string) => ({ captcha: { enabled: captcha }, recaptcha: { enabled: recaptcha, sitekey } });

  it('is off by default', () => {
    expect(captchaSettings(undefined, {})).toEqual({ mode: 'none', siteKey: null });
    expect(captchaSettings(setup(0, 0), {})).toEqual({ mode: 'none', siteKey: null });
  });

  it('the image captcha follows setup', () => {
    expect(captchaSettings(setup(1, 0), {})).toEqual({ mode: 'image', siteKey: null });
  });

  it('the recaptcha needs its switch and a site key, from setup or the environment', () => {
    expect(captchaSettings(setup(1, 1), {})).toEqual({ mode: 'image', siteKey: null });
    expect(captchaSettings(setup(0, 1, 'from-setup'), {})).toEqual({ mode: 'recaptcha', siteKey: 'from-setup' });
    expect(captchaSettings(setup(0, 1), { VITE_RECAPTCHA_SITE_KEY: 'from-env' })).toEqual({ mode: 'recaptcha', siteKey: 'from-env' });
    expect(captchaSettings(setup(0, 0, 'key'), { VITE_RECAPTCHA_SITE_KEY: 'from-env' })).toEqual({ mode: 'none', siteKey: null });
  });
});

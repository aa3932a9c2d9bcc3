// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout, type CheckoutConfig, type OpenParams, type Outcome } from './checkout';
import { fromBase64Json } from './encode';
import { sandboxHosts } from './environments';
import { ACCESS_POPUP_FEATURES, CONTAINER_ID, FRAME_SANDBOX } from './protocol';

// The library against a fake merchant window: jsdom's document for the DOM, and a window
// object of our own for location, navigator, timers (vitest's fake ones), popups and the
// 'message' listeners, so every message can come from any origin and any source.

const HOSTED = 'http://bank.test';
const HOST = `${HOSTED}/sandbox/widget`;
const hosts = sandboxHosts(HOSTED);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

type Listener = (e: unknown) => void;

interface FakePort {
  postMessage: ReturnType<typeof vi.fn>;
  close: ReturnType<typeof vi.fn>;
  onmessage: ((e: { data: unknown }) => void) | null;
}

const fakePort = (): FakePort => ({ postMessage: vi.fn(), close: vi.fn(), onmessage: null });

function fakeTab() {
  return { closed: false, postMessage: vi.fn(), close: vi.fn(function (this: { closed: boolean }) { this.closed = true; }) };
}

function fakeWindow({ userAgent = CHROME, href = 'http://shop.test/order/abc?lang=en', platform = 'Linux x86_64', maxTouchPoints = 0 } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const url = new URL(href);
  const tab = fakeTab();
  const win = {
    document,
    location: { href: url.href, host: url.host, assign: vi.fn() },
    navigator: { userAgent, platform, maxTouchPoints },
    addEventListener: (type: string, fn: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type: string, fn: Listener) => listeners.get(type)?.delete(fn),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    open: vi.fn((): unknown => tab),
    scrollX: 0,
    scrollY: 640,
    scrollTo: vi.fn(),
  };
  const fire = (type: string, e: unknown) => [...(listeners.get(type) ?? [])].forEach((fn) => fn(e));
  return {
    win,
    tab,
    listening: (type: string) => listeners.get(type)?.size ?? 0,
    /** A window message as the browser would deliver it. */
    post: (data: unknown, source: unknown, origin = HOSTED, ports: unknown[] = []) => fire('message', { data, source, origin, ports }),
    fire,
  };
}

const logger = () => ({ error: vi.fn(), warn: vi.fn() });
const params: OpenParams = { bankInvoiceId: 'inv-1', backUrl: 'http://shop.test/order/abc?lang=en', merchantField: 'kept' };

function setup(opts: Parameters<typeof fakeWindow>[0] = {}, config: Partial<CheckoutConfig> = {}) {
  const fake = fakeWindow(opts);
  const log = logger();
  const checkout = createCheckout({ hosts, window: fake.win as unknown as Window, logger: log, ...config });
  const container = () => document.getElementById(CONTAINER_ID);
  const frame = () => document.querySelector<HTMLIFrameElement>('iframe[title="web widget"]');
  const identity = () => document.querySelector<HTMLIFrameElement>('iframe[title="identity login"]');
  const overlay = () => frame()?.parentElement as HTMLElement | null;
  /** The hosted page in our frame hands over its port and asks for its parameters. */
  const announce = (port = fakePort()) => {
    fake.post('Send port to target', frame()!.contentWindow, HOSTED, [port]);
    port.onmessage!({ data: { type: 'GET_PARAMETERS' } });
    return port;
  };
  return { ...fake, log, checkout, container, frame, identity, overlay, announce };
}

/** The promise's state without waiting for it. */
function track(p: Promise<Outcome>) {
  const seen: { value?: Outcome; error?: unknown; done: boolean } = { done: false };
  p.then((value) => Object.assign(seen, { value, done: true }), (error: unknown) => Object.assign(seen, { error, done: true }));
  return seen;
}
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="pay-button">Pay</button>';
  document.body.removeAttribute('style');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('desktop: the overlay', () => {
  it('creates the container on the body with a hidden full-screen overlay and the sandboxed frame of the hosted page', () => {
    const t = setup();
    void t.checkout.open(params);
    expect(t.container()?.parentElement).toBe(document.body);
    const frame = t.frame()!;
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(FRAME_SANDBOX.split(' ').sort()).toEqual(
      ['allow-forms', 'allow-modals', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts', 'allow-storage-access-by-user-activation'],
    );
    expect(frame.src).toBe(`${HOST}?orderId=inv-1&platform=desktop`);
    const overlay = t.overlay()!;
    expect(overlay.style.position).toBe('fixed');
    expect(overlay.style.zIndex).toBe('1000');
    expect(overlay.style.background).toBe('transparent');
    expect(overlay.style.visibility).toBe('hidden');
    // Nothing changes on the page until the hosted page is there.
    expect(document.body.getAttribute('style')).toBeNull();
    expect(t.win.open).not.toHaveBeenCalled();
  });

  it('GET_PARAMETERS: answered with the open parameters, orderId, href and host; the overlay shows and the body stays still', () => {
    const t = setup();
    void t.checkout.open(params);
    const port = t.announce();
    expect(port.postMessage).toHaveBeenCalledWith({
      type: 'GET_PARAMETERS',
      payload: { ...params, orderId: 'inv-1', href: 'http://shop.test/order/abc?lang=en', host: 'shop.test' },
    });
    expect(t.overlay()!.style.visibility).toBe('visible');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('sticky');
    expect(document.activeElement).toBe(t.frame());
  });

  it('GET_VERSION answers v2.31.2, GET_ORDERID the stored order id; unknown types are ignored', () => {
    const t = setup();
    void t.checkout.open(params);
    const port = t.announce();
    port.onmessage!({ data: { type: 'GET_VERSION' } });
    port.onmessage!({ data: { type: 'GET_ORDERID' } });
    port.onmessage!({ data: { type: 'SOMETHING_ELSE' } });
    port.onmessage!({ data: 'not an object' });
    expect(port.postMessage.mock.calls.slice(1)).toEqual([[{ type: 'GET_VERSION', payload: 'v2.31.2' }], [{ type: 'GET_ORDERID', payload: 'inv-1' }]]);
    expect(t.checkout.version).toBe('v2.31.2');
  });

  it('OPEN_LINK navigates the window to a web address and refuses anything else', () => {
    const t = setup();
    void t.checkout.open(params);
    const port = t.announce();
    port.onmessage!({ data: { type: 'OPEN_LINK', payload: 'https://bank.test/3ds?x=1' } });
    port.onmessage!({ data: { type: 'OPEN_LINK', payload: 'javascript:alert(1)' } });
    port.onmessage!({ data: { type: 'OPEN_LINK', payload: 42 } });
    expect(t.win.location.assign.mock.calls).toEqual([['https://bank.test/3ds?x=1']]);
    expect(t.log.warn).toHaveBeenCalledTimes(2);
  });

  it('success: closes, restores the body and scroll, resolves success, then goes to backUrl?state=success&bankInvoiceId=…', async () => {
    const t = setup();
    document.body.style.setProperty('overflow', 'auto');
    const seen = track(t.checkout.open(params));
    t.announce().onmessage!({ data: { type: 'success' } });
    await settle();
    expect(seen).toEqual({ value: 'success', done: true });
    expect(t.container()).toBeNull();
    expect(document.body.style.getPropertyValue('overflow')).toBe('auto');
    expect(document.body.style.position).toBe('');
    expect(t.win.scrollTo).toHaveBeenCalledWith(0, 640);
    expect(t.win.location.assign).toHaveBeenCalledExactlyOnceWith('http://shop.test/order/abc?lang=en&state=success&bankInvoiceId=inv-1');
    expect(t.listening('message')).toBe(0);
  });

  it('success without backUrl goes to successUrl; with neither it stays', async () => {
    const a = setup();
    void a.checkout.open({ bankInvoiceId: 'inv-1', successUrl: '/paid', failUrl: '/failed' });
    a.announce().onmessage!({ data: { type: 'success' } });
    expect(a.win.location.assign).toHaveBeenCalledExactlyOnceWith('http://shop.test/paid');

    const b = setup();
    const seen = track(b.checkout.open({ bankInvoiceId: 'inv-1' }));
    b.announce().onmessage!({ data: { type: 'success' } });
    await settle();
    expect(seen.value).toBe('success');
    expect(b.win.location.assign).not.toHaveBeenCalled();
  });

  it('fail: closes, resolves fail, goes to backUrl?state=return&bankInvoiceId=…, else failUrl', async () => {
    const a = setup();
    const seen = track(a.checkout.open(params));
    a.announce().onmessage!({ data: { type: 'fail' } });
    await settle();
    expect(seen.value).toBe('fail');
    expect(a.container()).toBeNull();
    expect(document.body.getAttribute('style')).toBe('');
    expect(a.win.location.assign).toHaveBeenCalledExactlyOnceWith('http://shop.test/order/abc?lang=en&state=return&bankInvoiceId=inv-1');

    const b = setup();
    void b.checkout.open({ bankInvoiceId: 'inv-2', successUrl: '/paid', failUrl: 'http://shop.test/failed' });
    b.announce().onmessage!({ data: { type: 'fail' } });
    expect(b.win.location.assign).toHaveBeenCalledExactlyOnceWith('http://shop.test/failed');
  });

  it('a backUrl that is not a web address is not followed', async () => {
    const t = setup();
    void t.checkout.open({ bankInvoiceId: 'inv-1', backUrl: 'javascript:alert(1)', successUrl: '/paid' });
    t.announce().onmessage!({ data: { type: 'success' } });
    expect(t.win.location.assign).toHaveBeenCalledExactlyOnceWith('http://shop.test/paid');
    expect(t.log.warn).toHaveBeenCalled();
  });

  it('CLOSE_WIDGET: closes, restores the body styles, scroll and focus, resolves closed, goes nowhere', async () => {
    const t = setup();
    const button = document.getElementById('pay-button')!;
    button.focus();
    const seen = track(t.checkout.open(params));
    const port = t.announce();
    const refocus = vi.spyOn(button, 'focus');
    port.onmessage!({ data: { type: 'CLOSE_WIDGET' } });
    await settle();
    expect(seen.value).toBe('closed');
    // Focusing must not scroll the page away from the position just given back.
    expect(refocus).toHaveBeenCalledWith({ preventScroll: true });
    expect(t.container()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.position).toBe('');
    expect(t.win.scrollTo).toHaveBeenCalledWith(0, 640);
    expect(document.activeElement).toBe(button);
    expect(t.win.location.assign).not.toHaveBeenCalled();
  });

  it('redirect: false leaves the outcome to the promise', async () => {
    const t = setup({}, { redirect: false });
    const seen = track(t.checkout.open(params));
    t.announce().onmessage!({ data: { type: 'success' } });
    await settle();
    expect(seen.value).toBe('success');
    expect(t.win.location.assign).not.toHaveBeenCalled();
  });

  it('a container the merchant page has is used and kept', async () => {
    document.body.insertAdjacentHTML('beforeend', `<div id="${CONTAINER_ID}"></div>`);
    const mine = document.getElementById(CONTAINER_ID);
    const t = setup();
    void t.checkout.open(params);
    expect(t.frame()!.closest(`#${CONTAINER_ID}`)).toBe(mine);
    t.announce().onmessage!({ data: { type: 'CLOSE_WIDGET' } });
    expect(document.getElementById(CONTAINER_ID)).toBe(mine);
    expect(mine!.childElementCount).toBe(0);
  });

  it('close(): hides and restores, and a pending open resolves closed', async () => {
    const t = setup();
    const seen = track(t.checkout.open(params));
    t.announce();
    t.checkout.close();
    await settle();
    expect(seen.value).toBe('closed');
    expect(t.container()).toBeNull();
    expect(document.body.getAttribute('style')).toBe('');
    t.checkout.close();
  });

  it('a second open closes the first (closed) and opens its own', async () => {
    const t = setup();
    const first = track(t.checkout.open(params));
    t.announce();
    const second = track(t.checkout.open({ bankInvoiceId: 'inv-2' }));
    await settle();
    expect(first.value).toBe('closed');
    expect(second.done).toBe(false);
    expect(document.querySelectorAll('iframe[title="web widget"]')).toHaveLength(1);
    expect(t.frame()!.src).toBe(`${HOST}?orderId=inv-2&platform=desktop`);
  });

  it('a second handshake from the frame (the hosted page reloaded) replaces the port', () => {
    const t = setup();
    void t.checkout.open(params);
    const first = t.announce();
    const second = t.announce();
    expect(first.close).toHaveBeenCalled();
    expect(second.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'GET_PARAMETERS' }));
  });
});

describe('desktop: the 20 s announcement time-out', () => {
  it('no GET_PARAMETERS within 20 s: closes and rejects with fail', async () => {
    const t = setup();
    const seen = track(t.checkout.open(params));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(seen.done).toBe(false);
    expect(t.container()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ error: 'fail', done: true });
    expect(t.container()).toBeNull();
    expect(t.log.error).toHaveBeenCalled();
    expect(t.win.location.assign).not.toHaveBeenCalled();
  });

  it('a handshake alone is no announcement; GET_PARAMETERS at 19 s is', async () => {
    const t = setup();
    const seen = track(t.checkout.open(params));
    const port = fakePort();
    t.post('Send port to target', t.frame()!.contentWindow, HOSTED, [port]);
    await vi.advanceTimersByTimeAsync(19_000);
    port.onmessage!({ data: { type: 'GET_PARAMETERS' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.done).toBe(false);
    expect(t.overlay()!.style.visibility).toBe('visible');
  });
});

describe('desktop: failures while opening', () => {
  it.each([
    ['no bankInvoiceId', { backUrl: '/x' }],
    ['an empty bankInvoiceId', { bankInvoiceId: '  ' }],
    ['no object', null],
  ])('%s: logged, nothing left on the page, rejects with fail', async (_name, bad) => {
    const t = setup();
    const seen = track(t.checkout.open(bad as unknown as OpenParams));
    await settle();
    expect(seen).toEqual({ error: 'fail', done: true });
    expect(t.log.error).toHaveBeenCalled();
    expect(t.container()).toBeNull();
    expect(t.listening('message')).toBe(0);
  });

  it('a host that is not a web address, or missing: fail', async () => {
    for (const bad of ['javascript:alert(1)', '', 'https://bank.test/widget?x=1']) {
      const broken = sandboxHosts(HOSTED);
      broken.PRODUCTION.standard = bad;
      const t = setup({}, { hosts: broken });
      const seen = track(t.checkout.open(params));
      await settle();
      expect(seen.error).toBe('fail');
      expect(t.container()).toBeNull();
    }
  });

  it('an exception while building the overlay: logged, the overlay closed, fail', async () => {
    const t = setup();
    const spy = vi.spyOn(document, 'createElement').mockImplementationOnce(() => {
      throw new Error('no DOM');
    });
    const seen = track(t.checkout.open(params));
    await settle();
    spy.mockRestore();
    expect(seen.error).toBe('fail');
    expect(t.log.error).toHaveBeenCalledWith('[card-checkout] could not open the payment widget', expect.any(Error));
    expect(t.container()).toBeNull();
  });

  it('no window at all (a server): fail', async () => {
    const log = logger();
    const checkout = createCheckout({ hosts, window: {} as Window, logger: log });
    await expect(checkout.open(params)).rejects.toBe('fail');
    expect(log.error).toHaveBeenCalled();
  });
});

describe('desktop: only our frames, on the hosted origin', () => {
  it('messages from another origin are ignored, even from our frame', async () => {
    const t = setup();
    const seen = track(t.checkout.open(params));
    const port = fakePort();
    t.post('Send port to target', t.frame()!.contentWindow, 'http://evil.test', [port]);
    expect(port.onmessage).toBeNull();
    t.post({ type: 'GET_SBERID_RESPONSE' }, t.frame()!.contentWindow, 'http://evil.test');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen.error).toBe('fail');
  });

  it('messages of the hosted origin from any other window are ignored: no port, no payload, no relay, no closing', async () => {
    const t = setup();
    const seen = track(t.checkout.open(params));
    const real = t.announce();
    const stranger = { postMessage: vi.fn() };
    const port = fakePort();
    t.post('Send port to target', stranger, HOSTED, [port]);
    expect(port.onmessage).toBeNull();
    const frameWindow = t.frame()!.contentWindow!;
    const relayed = vi.spyOn(frameWindow, 'postMessage');
    for (const data of [
      { type: 'success' }, { type: 'fail' }, { type: 'CLOSE_WIDGET' }, { type: 'GET_PARAMETERS' }, { type: 'OPEN_LINK', payload: 'http://evil.test' },
      { type: 'GET_SBERID_RESPONSE' }, { type: 'CLOSE_SBERID_TAB' }, { type: 'x', target: 'iframe' }, { type: 'x', target: 'tab' },
    ]) {
      t.post(data, stranger);
      t.post(data, null);
    }
    await settle();
    expect(stranger.postMessage).not.toHaveBeenCalled();
    expect(relayed).not.toHaveBeenCalled();
    expect(t.identity()).not.toBeNull();
    expect(t.win.location.assign).not.toHaveBeenCalled();
    expect(seen.done).toBe(false);
    expect(real.close).not.toHaveBeenCalled();
  });

  it('after the outcome nothing is heard any more', async () => {
    const t = setup();
    const seen = track(t.checkout.open(params));
    const port = t.announce();
    port.onmessage!({ data: { type: 'CLOSE_WIDGET' } });
    port.onmessage?.({ data: { type: 'success' } });
    await settle();
    expect(seen.value).toBe('closed');
    expect(port.close).toHaveBeenCalled();
    expect(t.win.location.assign).not.toHaveBeenCalled();
  });
});

describe('desktop: the identity-login frame', () => {
  it('loads host/framed-sberid once the payment page is there; GET_SBERID_RESPONSE is answered with SBERID_RESPONSE and the payload, to its origin', () => {
    const t = setup();
    void t.checkout.open(params);
    expect(t.identity()).toBeNull();
    const port = t.announce();
    port.onmessage!({ data: { type: 'GET_PARAMETERS' } });
    expect(document.querySelectorAll('iframe[title="identity login"]')).toHaveLength(1);
    const identity = t.identity()!;
    expect(identity.src).toBe(`${HOST}/framed-sberid?orderId=inv-1`);
    expect(identity.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    const answer = vi.spyOn(identity.contentWindow!, 'postMessage');
    t.post({ type: 'GET_SBERID_RESPONSE' }, identity.contentWindow);
    expect(answer).toHaveBeenCalledExactlyOnceWith(
      { type: 'SBERID_RESPONSE', payload: { ...params, orderId: 'inv-1', href: 'http://shop.test/order/abc?lang=en', host: 'shop.test' } },
      HOSTED,
    );
  });

  it('CLOSE_SBERID_TAB closes it', () => {
    const t = setup();
    void t.checkout.open(params);
    t.announce();
    t.post({ type: 'CLOSE_SBERID_TAB' }, t.identity()!.contentWindow);
    expect(t.identity()).toBeNull();
    expect(t.frame()).not.toBeNull();
  });

  it('closes itself after 10 s', async () => {
    const t = setup();
    void t.checkout.open(params);
    t.announce();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(t.identity()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.identity()).toBeNull();
    expect(t.frame()).not.toBeNull();
  });

  it('its messages aimed at the payment frame are relayed there', () => {
    const t = setup();
    void t.checkout.open(params);
    t.announce();
    const relayed = vi.spyOn(t.frame()!.contentWindow!, 'postMessage');
    const message = { type: 'SBERID_CHECKED', target: 'iframe', payload: { orderId: 'inv-1' } };
    t.post(message, t.identity()!.contentWindow);
    expect(relayed).toHaveBeenCalledExactlyOnceWith(message, HOSTED);
  });
});

describe('desktop Safari: the access-cookie popup', () => {
  it('opens host/access-cookie in a 450×500 popup at top 200, left 200', () => {
    const t = setup({ userAgent: SAFARI, platform: 'MacIntel' });
    void t.checkout.open(params);
    expect(ACCESS_POPUP_FEATURES).toBe('popup,width=450,height=500,top=200,left=200');
    expect(t.win.open).toHaveBeenCalledExactlyOnceWith(`${HOST}/access-cookie`, 'payment-widget-access-cookie', ACCESS_POPUP_FEATURES);
  });

  it('relays between the popup and the frame, never back to the sender, and closes the popup with the widget', async () => {
    const t = setup({ userAgent: SAFARI, platform: 'MacIntel' });
    void t.checkout.open(params);
    t.announce();
    const toFrame = vi.spyOn(t.frame()!.contentWindow!, 'postMessage');
    t.post({ type: 'ACCESS_COOKIE_GRANTED', target: 'iframe' }, t.tab);
    expect(toFrame).toHaveBeenCalledExactlyOnceWith({ type: 'ACCESS_COOKIE_GRANTED', target: 'iframe' }, HOSTED);
    t.post({ type: 'CLOSE_ACCESS_TAB', target: 'tab' }, t.frame()!.contentWindow);
    expect(t.tab.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'CLOSE_ACCESS_TAB', target: 'tab' }, HOSTED);
    t.post({ type: 'loop', target: 'tab' }, t.tab);
    t.post({ type: 'loop', target: 'iframe' }, t.frame()!.contentWindow);
    expect(t.tab.postMessage).toHaveBeenCalledTimes(1);
    expect(toFrame).toHaveBeenCalledTimes(1);
    t.checkout.close();
    expect(t.tab.close).toHaveBeenCalled();
  });

  it('a blocked popup is logged and the widget opens all the same', async () => {
    const t = setup({ userAgent: SAFARI, platform: 'MacIntel' });
    t.win.open.mockReturnValueOnce(null);
    const seen = track(t.checkout.open(params));
    t.announce().onmessage!({ data: { type: 'success' } });
    await settle();
    expect(t.log.warn).toHaveBeenCalledWith('[card-checkout] the access-cookie window was blocked');
    expect(seen.value).toBe('success');
  });

  it('Chrome, Edge and Firefox on a Mac get no popup', () => {
    for (const userAgent of [
      CHROME.replace('X11; Linux x86_64', 'Macintosh; Intel Mac OS X 10_15_7'),
      `${CHROME} Edg/140.0.0.0`,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
    ]) {
      const t = setup({ userAgent, platform: 'MacIntel' });
      void t.checkout.open(params);
      expect(t.win.open).not.toHaveBeenCalled();
      t.checkout.close();
    }
  });
});

describe('phones: the whole window goes to the hosted page', () => {
  it('with orderId and params = base64 of the JSON of the parameters, orderId, href and host; no overlay', () => {
    const t = setup({ userAgent: PHONE, href: 'http://shop.test/order/abc' });
    const seen = track(t.checkout.open({ ...params, note: 'Кириллица ✓' }));
    expect(t.container()).toBeNull();
    expect(t.win.location.assign).toHaveBeenCalledTimes(1);
    const url = new URL(t.win.location.assign.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(HOST);
    expect(url.searchParams.get('orderId')).toBe('inv-1');
    expect(fromBase64Json(url.searchParams.get('params')!)).toEqual({ ...params, note: 'Кириллица ✓', orderId: 'inv-1', href: 'http://shop.test/order/abc', host: 'shop.test' });
    expect(seen.done).toBe(false);
  });

  it('the safe family and the environment come from the configuration', () => {
    const table = sandboxHosts(HOSTED);
    table.UAT.safe = 'https://uat-safe.bank.test/pay';
    const t = setup({ userAgent: PHONE }, { hosts: table, environment: 'uat', safe: true });
    void t.checkout.open(params);
    expect(t.win.location.assign.mock.calls[0]![0]).toMatch(/^https:\/\/uat-safe\.bank\.test\/pay\?orderId=inv-1&params=/);
  });

  it('iPadOS (a Mac with touch) is a phone here', () => {
    const t = setup({ userAgent: SAFARI, platform: 'MacIntel', maxTouchPoints: 5 });
    void t.checkout.open(params);
    expect(t.container()).toBeNull();
    expect(t.win.open).not.toHaveBeenCalled();
    expect(t.win.location.assign).toHaveBeenCalledTimes(1);
  });

  it('an exception while building the redirect (parameters that are not JSON): logged, fail, no navigation', async () => {
    const t = setup({ userAgent: PHONE });
    const circular: Record<string, unknown> = { bankInvoiceId: 'inv-1' };
    circular.self = circular;
    const seen = track(t.checkout.open(circular as OpenParams));
    await settle();
    expect(seen.error).toBe('fail');
    expect(t.log.error).toHaveBeenCalled();
    expect(t.win.location.assign).not.toHaveBeenCalled();
  });

  it('back to a page kept in memory (the back button): closed', async () => {
    const t = setup({ userAgent: PHONE });
    const seen = track(t.checkout.open(params));
    t.fire('pageshow', { persisted: false });
    await settle();
    expect(seen.done).toBe(false);
    t.fire('pageshow', { persisted: true });
    await settle();
    expect(seen.value).toBe('closed');
    expect(t.listening('pageshow')).toBe(0);
  });
});

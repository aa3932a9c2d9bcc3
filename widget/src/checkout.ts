import { isDesktopSafari, isMobile } from './device';
import { base64Json, webUrl, withQuery } from './encode';
import { hostedPage, type HostTable } from './environments';
import {
  ACCESS_COOKIE_PATH,
  ACCESS_POPUP,
  ACCESS_POPUP_FEATURES,
  ANNOUNCE_TIMEOUT_MS,
  CONTAINER_ID,
  FRAME_SANDBOX,
  FRAME_TITLE,
  IDENTITY_FRAME_PATH,
  IDENTITY_FRAME_TITLE,
  IDENTITY_TAB_MS,
  IdentityMessage,
  OVERLAY_Z_INDEX,
  PORT_HANDSHAKE,
  PortMessage,
  VERSION,
} from './protocol';

/** How a payment ended: paid, declined, or closed by the buyer without an answer. */
export type Outcome = 'success' | 'fail' | 'closed';

/**
 * What `open` takes. `bankInvoiceId` is the bank's invoice (the hosted page's `orderId`).
 * With `backUrl`, success goes to `backUrl?state=success&bankInvoiceId=…` and fail to
 * `backUrl?state=return&bankInvoiceId=…`; without it, to `successUrl` / `failUrl`. Any other
 * field is the merchant's and goes to the hosted page as it is.
 */
export interface OpenParams {
  bankInvoiceId: string;
  backUrl?: string;
  successUrl?: string;
  failUrl?: string;
  [merchantField: string]: unknown;
}

export interface CheckoutConfig {
  /** The hosted page per environment and family (see environments.ts). */
  hosts: HostTable;
  /** localhost-https, localhost, IFT, UAT or PRODUCTION; anything else is PRODUCTION. */
  environment?: string | undefined;
  /** The "safe" host family instead of the standard one. */
  safe?: boolean | undefined;
  /**
   * Follow the outcome to backUrl / successUrl / failUrl (the default). A page that handles
   * the outcome itself (a single-page app) passes false: on desktop the promise is then the
   * only outcome. On phones the hosted page leads back by backUrl either way.
   */
  redirect?: boolean | undefined;
  /** The merchant page's window (tests pass a fake one). */
  window?: Window | undefined;
  /** Where failures are logged (the library shows nothing to the buyer). */
  logger?: Pick<Console, 'error' | 'warn'> | undefined;
}

export interface Checkout {
  /**
   * Opens the payment of an invoice: an overlay over this page on desktop, the whole
   * window on phones. Resolves with the outcome; rejects with 'fail' when it could not
   * open (no announcement from the hosted page within 20 s, bad parameters, any exception).
   * A second `open` closes the first one ('closed').
   */
  open(params: OpenParams): Promise<Outcome>;
  /** Closes the overlay, restores the page (body styles, scroll, focus); a pending open resolves 'closed'. */
  close(): void;
  readonly version: string;
}

type Timer = number;
type Saved = { value: string; priority: string };
type Lock = { overflow: Saved; position: Saved; x: number; y: number; focus: Element | null };
type Source = 'frame' | 'identity' | 'tab';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const LOG = '[card-checkout]';

/** One `open`: its frames, popup, port, timers and the page state it changed. */
class Session {
  private settled = false;
  private port: MessagePort | null = null;
  private container: HTMLElement | null = null;
  private createdContainer = false;
  private overlay: HTMLElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  private identity: HTMLIFrameElement | null = null;
  private tab: Window | null = null;
  private announceTimer: Timer | null = null;
  private identityTimer: Timer | null = null;
  private lock: Lock | null = null;
  private host: URL | null = null;
  private orderId = '';
  private payload: Record<string, unknown> = {};

  constructor(
    private readonly win: Window,
    private readonly config: CheckoutConfig,
    private readonly params: OpenParams,
    private readonly log: Pick<Console, 'error' | 'warn'>,
    private readonly settle: (outcome: Outcome | null) => void,
  ) {}

  /** Throws on anything that keeps it from opening; the caller turns that into 'fail'. */
  start(): void {
    if (!this.win?.document?.body || !this.win.location) throw new Error('no page to open the widget on');
    if (!isObject(this.params)) throw new Error('open() takes an object of parameters');
    const id = this.params.bankInvoiceId as unknown;
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') throw new Error('bankInvoiceId is required');
    this.orderId = String(id);
    this.host = hostedPage(this.config.hosts, this.config.environment, this.config.safe === true);
    this.payload = { ...this.params, orderId: this.orderId, href: this.win.location.href, host: this.win.location.host };
    if (isMobile(this.win.navigator)) this.redirectWindow();
    else this.mount();
  }

  /** Public close, a replacing open, or a failed start. */
  finish(outcome: Outcome, rejected = false): void {
    if (this.settled) return;
    this.settled = true;
    try {
      this.teardown();
    } catch (err) {
      this.log.error(`${LOG} could not restore the page`, err);
    }
    this.settle(rejected ? null : outcome);
    if (!rejected && this.config.redirect !== false) this.followOutcome(outcome);
  }

  // --- phones -------------------------------------------------------------------------

  private redirectWindow(): void {
    const url = this.hostedUrl('', { orderId: this.orderId, params: base64Json(this.payload) });
    // Back from the hosted page by the browser's back button (a page kept in memory): the
    // open is over, nothing was answered.
    this.win.addEventListener('pageshow', this.onPageShow);
    this.win.location.assign(url);
  }

  private onPageShow = (e: Event) => {
    if ((e as PageTransitionEvent).persisted) this.finish('closed');
  };

  // --- desktop ------------------------------------------------------------------------

  private mount(): void {
    const doc = this.win.document;
    let container = doc.getElementById(CONTAINER_ID);
    if (!container) {
      container = doc.createElement('div');
      container.id = CONTAINER_ID;
      doc.body.appendChild(container);
      this.createdContainer = true;
    }
    this.container = container;

    const overlay = doc.createElement('div');
    overlay.setAttribute('data-payment-widget', 'overlay');
    overlay.setAttribute('aria-hidden', 'true');
    Object.assign(overlay.style, {
      position: 'fixed', top: '0', left: '0', right: '0', bottom: '0', width: '100%', height: '100%',
      margin: '0', padding: '0', border: '0', background: 'transparent', zIndex: String(OVERLAY_Z_INDEX), visibility: 'hidden',
    });
    const frame = doc.createElement('iframe');
    frame.title = FRAME_TITLE;
    frame.setAttribute('sandbox', FRAME_SANDBOX);
    Object.assign(frame.style, { display: 'block', width: '100%', height: '100%', border: '0', margin: '0', padding: '0', background: 'transparent' });
    frame.src = this.hostedUrl('', { orderId: this.orderId, platform: 'desktop' });
    overlay.appendChild(frame);
    this.overlay = overlay;
    this.frame = frame;

    this.win.addEventListener('message', this.onWindowMessage);
    this.announceTimer = this.win.setTimeout(() => {
      this.log.error(`${LOG} the payment page did not announce itself within ${ANNOUNCE_TIMEOUT_MS / 1000} s`);
      this.finish('fail', true);
    }, ANNOUNCE_TIMEOUT_MS);
    container.appendChild(overlay);
    // Now, while the buyer's click still lets the page open a window.
    if (isDesktopSafari(this.win.navigator)) this.openAccessTab();
  }

  /**
   * The identity-login frame: unseen, it asks for the open payload and closes itself (10 s
   * at most). Opened once the payment frame is there, so that what it tells the payment
   * frame (relayed) finds it listening.
   */
  private openIdentityFrame(): void {
    const doc = this.win.document;
    const frame = doc.createElement('iframe');
    frame.title = IDENTITY_FRAME_TITLE;
    frame.setAttribute('sandbox', FRAME_SANDBOX);
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', top: '0', left: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
    frame.src = this.hostedUrl(IDENTITY_FRAME_PATH, { orderId: this.orderId });
    this.identity = frame;
    this.identityTimer = this.win.setTimeout(() => this.closeIdentity(), IDENTITY_TAB_MS);
    this.container!.appendChild(frame);
  }

  private closeIdentity(): void {
    if (this.identityTimer !== null) this.win.clearTimeout(this.identityTimer);
    this.identityTimer = null;
    this.identity?.remove();
    this.identity = null;
  }

  /** Desktop Safari: a first-party visit to the hosted host, so that the frame keeps its cookies. */
  private openAccessTab(): void {
    const tab = this.win.open(this.hostedUrl(ACCESS_COOKIE_PATH, {}), ACCESS_POPUP.name, ACCESS_POPUP_FEATURES);
    if (!tab) this.log.warn(`${LOG} the access-cookie window was blocked`);
    this.tab = tab;
  }

  private hostedUrl(path: string, query: Record<string, string>): string {
    const host = this.host!;
    const q = new URLSearchParams(query).toString();
    return `${host.origin}${host.pathname.replace(/\/$/, '')}${path}${q ? `?${q}` : ''}`;
  }

  /** Which of our windows sent this; null for anything else. */
  private sourceOf(source: MessageEventSource | null): Source | null {
    if (!source) return null;
    if (this.frame?.contentWindow && source === this.frame.contentWindow) return 'frame';
    if (this.identity?.contentWindow && source === this.identity.contentWindow) return 'identity';
    if (this.tab && source === this.tab) return 'tab';
    return null;
  }

  /** Only the hosted origin, and only from our frame, identity frame or popup. */
  private onWindowMessage = (e: MessageEvent) => {
    if (this.settled || !this.host || e.origin !== this.host.origin) return;
    const from = this.sourceOf(e.source);
    if (!from) return;
    const data: unknown = e.data;
    if (data === PORT_HANDSHAKE) {
      const port = e.ports?.[0];
      if (from === 'frame' && port) this.adoptPort(port);
      return;
    }
    if (!isObject(data)) return;
    if (data.target === 'iframe' || data.target === 'tab') return this.relay(data, data.target, from);
    if (data.type === IdentityMessage.GET_SBERID_RESPONSE) {
      (e.source as Window).postMessage({ type: IdentityMessage.SBERID_RESPONSE, payload: this.payload }, e.origin);
    } else if (data.type === IdentityMessage.CLOSE_SBERID_TAB) {
      this.closeIdentity();
    }
  };

  private relay(data: Record<string, unknown>, target: 'iframe' | 'tab', from: Source): void {
    const origin = this.host!.origin;
    if (target === 'iframe' && from !== 'frame') this.frame?.contentWindow?.postMessage(data, origin);
    else if (target === 'tab' && from !== 'tab' && this.tab && !this.tab.closed) this.tab.postMessage(data, origin);
  }

  private adoptPort(port: MessagePort): void {
    if (this.port && this.port !== port) this.port.close();
    this.port = port;
    port.onmessage = (m: MessageEvent) => this.onPortMessage(m.data);
  }

  private reply(type: string, payload: unknown): void {
    this.port?.postMessage({ type, payload });
  }

  private onPortMessage(data: unknown): void {
    if (this.settled || !isObject(data)) return;
    switch (data.type) {
      case PortMessage.GET_PARAMETERS:
        this.reply(PortMessage.GET_PARAMETERS, this.payload);
        this.show();
        return;
      case PortMessage.GET_VERSION:
        return this.reply(PortMessage.GET_VERSION, VERSION);
      case PortMessage.GET_ORDERID:
        return this.reply(PortMessage.GET_ORDERID, this.orderId);
      case PortMessage.OPEN_LINK: {
        const url = webUrl(data.payload, this.win.location.href);
        if (url) this.win.location.assign(url.href);
        else this.log.warn(`${LOG} OPEN_LINK to a non-web address refused`);
        return;
      }
      case PortMessage.SUCCESS:
        return this.finish('success');
      case PortMessage.FAIL:
        return this.finish('fail');
      case PortMessage.CLOSE_WIDGET:
        return this.finish('closed');
    }
  }

  /** The hosted page asked for its parameters: it is there, so the overlay shows and the page stays still. */
  private show(): void {
    if (this.announceTimer !== null) this.win.clearTimeout(this.announceTimer);
    this.announceTimer = null;
    if (this.lock || !this.overlay) return;
    const body = this.win.document.body;
    const save = (name: string): Saved => ({ value: body.style.getPropertyValue(name), priority: body.style.getPropertyPriority(name) });
    this.lock = { overflow: save('overflow'), position: save('position'), x: this.win.scrollX ?? 0, y: this.win.scrollY ?? 0, focus: this.win.document.activeElement };
    // Important: a merchant's own `body { overflow: auto !important }` must not win.
    body.style.setProperty('overflow', 'hidden', 'important');
    body.style.setProperty('position', 'sticky', 'important');
    this.overlay.style.visibility = 'visible';
    this.overlay.removeAttribute('aria-hidden');
    this.frame?.focus({ preventScroll: true });
    this.openIdentityFrame();
  }

  private unlock(lock: Lock): void {
    const style = this.win.document.body.style;
    for (const name of ['overflow', 'position'] as const) {
      const saved = lock[name];
      if (saved.value) style.setProperty(name, saved.value, saved.priority);
      else style.removeProperty(name);
    }
    this.win.scrollTo?.(lock.x, lock.y);
    const focus = lock.focus as HTMLElement | null;
    if (focus && focus !== this.win.document.body && focus.isConnected && typeof focus.focus === 'function') focus.focus({ preventScroll: true });
  }

  private teardown(): void {
    if (this.announceTimer !== null) this.win.clearTimeout(this.announceTimer);
    this.announceTimer = null;
    this.win.removeEventListener?.('message', this.onWindowMessage);
    this.win.removeEventListener?.('pageshow', this.onPageShow);
    if (this.port) {
      this.port.onmessage = null;
      this.port.close();
      this.port = null;
    }
    this.closeIdentity();
    this.overlay?.remove();
    this.overlay = null;
    this.frame = null;
    if (this.createdContainer && this.container && !this.container.hasChildNodes()) this.container.remove();
    this.container = null;
    if (this.tab && !this.tab.closed) this.tab.close();
    this.tab = null;
    const lock = this.lock;
    this.lock = null;
    if (lock) this.unlock(lock);
  }

  /** success → backUrl?state=success&bankInvoiceId=… or successUrl; fail → backUrl?state=return&… or failUrl. */
  private followOutcome(outcome: Outcome): void {
    if (outcome === 'closed') return;
    const base = this.win.location.href;
    const back = webUrl(this.params.backUrl, base);
    if (this.params.backUrl !== undefined && !back) this.log.warn(`${LOG} backUrl is not a web address; not followed`);
    const target = back
      ? withQuery(back, { state: outcome === 'success' ? 'success' : 'return', bankInvoiceId: this.orderId })
      : webUrl(outcome === 'success' ? this.params.successUrl : this.params.failUrl, base)?.href;
    if (target) this.win.location.assign(target);
  }
}

/** A checkout bound to one configuration. */
export function createCheckout(config: CheckoutConfig): Checkout {
  let current: Session | null = null;
  return {
    version: VERSION,
    open(params: OpenParams): Promise<Outcome> {
      current?.finish('closed');
      return new Promise<Outcome>((resolve, reject) => {
        const win = config?.window ?? (typeof window === 'undefined' ? undefined : window);
        const log = config?.logger ?? console;
        const session: Session = new Session(win as Window, config ?? ({} as CheckoutConfig), params, log, (outcome) => {
          if (current === session) current = null;
          if (outcome === null) reject('fail');
          else resolve(outcome);
        });
        current = session;
        try {
          session.start();
        } catch (err) {
          log.error(`${LOG} could not open the payment widget`, err);
          session.finish('fail', true);
        }
      });
    },
    close(): void {
      current?.finish('closed');
    },
  };
}

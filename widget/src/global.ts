/**
 * The card-payment widget as a classic script: `<script src="/widget/checkout.js"></script>`
 * defines `window.CardCheckout`. Optional attributes on the tag: `data-environment`
 * (localhost-https, localhost, IFT, UAT, PRODUCTION; anything else is PRODUCTION) and
 * `data-safe` (the "safe" host family).
 */
import { createCheckout } from './checkout';
import { defaultCheckout, type DefaultCheckout } from './defaults';
import { ENVIRONMENTS, resolveEnvironment, sandboxHosts } from './environments';

export type CardCheckoutGlobal = DefaultCheckout & {
  createCheckout: typeof createCheckout;
  environments: typeof ENVIRONMENTS;
  resolveEnvironment: typeof resolveEnvironment;
  sandboxHosts: typeof sandboxHosts;
};

declare global {
  interface Window {
    CardCheckout?: CardCheckoutGlobal;
  }
}

const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const safe = script?.dataset.safe;
const page = defaultCheckout(script?.src, {
  environment: script?.dataset.environment,
  safe: safe !== undefined && safe !== 'false' && safe !== '0',
});

window.CardCheckout = { ...page, createCheckout, environments: ENVIRONMENTS, resolveEnvironment, sandboxHosts };

/**
 * The card-payment widget as an ES module:
 *
 *   import { open } from '/widget/checkout.mjs';
 *   const outcome = await open({ bankInvoiceId, backUrl });   // 'success' | 'fail' | 'closed'
 *
 * or, with its own configuration, `createCheckout({ hosts, environment, safe, redirect })`.
 * See widget/README.md.
 */
import { defaultCheckout } from './defaults';

export { createCheckout } from './checkout';
export type { Checkout, CheckoutConfig, OpenParams, Outcome } from './checkout';
export { ENVIRONMENTS, DEFAULT_ENVIRONMENT, SANDBOX_PATHS, resolveEnvironment, hostedPage, sandboxHosts } from './environments';
export type { Environment, HostFamily, HostTable } from './environments';
export { isMobile, isDesktopSafari } from './device';
export { VERSION } from './protocol';
export type { DefaultCheckout } from './defaults';

const page = defaultCheckout(import.meta.url);

export const version = page.version;
/** Opens the payment with the default configuration (the hosts of the site that served this module). */
export const open = page.open;
export const close = page.close;
export const configure = page.configure;

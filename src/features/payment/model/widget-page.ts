import type { WidgetInput, WidgetOutcome } from '../../../../engine/machines';
import { createCheckout, sandboxHosts, type Checkout, type HostTable } from '../../../../widget/src/index';

/**
 * The order page's card widget: the checkout library of widget/ (README there), imported
 * as an ES module and bundled into the client rather than loaded from /widget/checkout.js:
 * typed, no second request before the overlay can open, and the version the page was built
 * and tested with.
 *
 * On desktop the overlay opens over the order page and its outcome resolves the payment
 * machine's `openWidget` actor (success → the order is read again, fail → the declined
 * error, closed → back to the choice): `redirect: false`, the machine handles it in place.
 * On a phone the whole window goes to the bank's page, which returns to the payment's
 * backUrl with ?state=success|return (the order page's return handles it).
 */

type Env = Readonly<Record<string, unknown>>;

/**
 * Where the bank's hosted page is. By default the reference server's sandbox bank on this
 * site, for every environment. A build against a real bank sets VITE_WIDGET_HOSTS (JSON:
 * environment → {standard, safe}), VITE_WIDGET_ENVIRONMENT and VITE_WIDGET_SAFE=1. A table
 * that does not parse leaves no host: the widget then fails (logged) rather than pay the sandbox.
 */
export function widgetConfig(env: Env, origin: string): { hosts: HostTable; environment: string | undefined; safe: boolean } {
  let hosts = sandboxHosts(origin);
  const table = env.VITE_WIDGET_HOSTS;
  if (typeof table === 'string' && table.trim() !== '') {
    try {
      hosts = JSON.parse(table) as HostTable;
    } catch (err) {
      console.error('[payment] VITE_WIDGET_HOSTS is not JSON; the card widget has no host', err);
      hosts = {} as HostTable;
    }
  }
  const environment = typeof env.VITE_WIDGET_ENVIRONMENT === 'string' ? env.VITE_WIDGET_ENVIRONMENT : undefined;
  return { hosts, environment, safe: env.VITE_WIDGET_SAFE === '1' || env.VITE_WIDGET_SAFE === 'true' };
}

let checkout: Checkout | null = null;
const pageCheckout = () => (checkout ??= createCheckout({ ...widgetConfig(import.meta.env, window.location.origin), redirect: false }));

/**
 * The machine's `openWidget` actor: opens the invoice's payment and settles with its
 * outcome; rejects ('fail') when it could not open. Leaving the widget state (the
 * reservation ran out, the page unmounted) closes the overlay.
 */
export function openCardWidget({ input, signal }: { input: WidgetInput; signal: AbortSignal }): Promise<WidgetOutcome> {
  const widget = pageCheckout();
  const outcome = widget.open({ bankInvoiceId: input.bankInvoiceId, ...(input.backUrl ? { backUrl: input.backUrl } : {}) });
  const onAbort = () => widget.close();
  signal.addEventListener('abort', onAbort, { once: true });
  return outcome.finally(() => signal.removeEventListener('abort', onAbort));
}

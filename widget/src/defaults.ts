import { createCheckout, type Checkout, type CheckoutConfig, type OpenParams, type Outcome } from './checkout';
import { sandboxHosts } from './environments';
import { VERSION } from './protocol';

/** The page's own checkout, for merchants who call `open` without configuring anything. */
export interface DefaultCheckout {
  readonly version: string;
  open(params: OpenParams): Promise<Outcome>;
  close(): void;
  /** Replaces the default configuration (closes an open widget first). */
  configure(config: Partial<CheckoutConfig>): void;
}

/**
 * The origin the library was served from: the bank serves its widget from its own site,
 * so that site's sandbox is the default host of every environment. Falls back to the page's
 * origin (a bundled copy, as the storefront's).
 */
function servingOrigin(scriptUrl: string | undefined): string {
  try {
    if (scriptUrl) {
      const url = new URL(scriptUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    }
  } catch {
    // not a URL: the page's origin below
  }
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** `scriptUrl`: where the library came from; `base`: environment and family (e.g. from the script tag). */
export function defaultCheckout(scriptUrl: string | undefined, base: Partial<CheckoutConfig> = {}): DefaultCheckout {
  let config: CheckoutConfig = { hosts: sandboxHosts(servingOrigin(scriptUrl)), ...base };
  let instance: Checkout | null = null;
  const current = () => (instance ??= createCheckout(config));
  return {
    version: VERSION,
    open: (params) => current().open(params),
    close: () => instance?.close(),
    configure(next) {
      instance?.close();
      instance = null;
      config = { ...config, ...next };
    },
  };
}

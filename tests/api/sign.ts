import type { TestServer } from './harness';

/** Signs a sandbox confirmation the way the acquirer would (the provider's own signer). */
export function sign(server: TestServer, invoiceId: string, outcome: string): string {
  return server.app.storefront.payments.sign(invoiceId, outcome);
}

import type { Lang } from '../contract/lang';

// The acquirer's interface, which the app's context carries: below the payment flows that use
// it, so the context names no folder above it. The sandbox implements it (payments/provider.ts).

export type Protocol = 'widget' | 'qr' | 'redirect' | 'form' | 'pushkin';

export interface StartInput {
  invoiceId: string;
  orderHash: string;
  amount: number;
  protocol: Protocol;
  /** The storefront's origin, for return links. */
  origin: string;
  phone: string | null;
  /** The page's language: the way back from the bank keeps it. */
  lang: Lang;
}

/** What the payment call answers besides errorCode. */
export interface StartResult {
  bankInvoiceId?: string;
  backUrl?: string;
  form_qr_url?: string;
  form_qr_code?: string;
  form_action?: string;
  form_bank?: Record<string, string>;
  bankUrl?: string;
  /** Pushkin-card verification: 0 success, 3 in progress, 4 failure. */
  pushkinCode?: 0 | 3 | 4;
}

/** An acquirer. The reference server ships the sandbox; a real bank is another implementation. */
export interface PaymentProvider {
  start(input: StartInput): Promise<StartResult>;
  /** Signs and checks server-to-server confirmations. */
  sign(invoiceId: string, outcome: string): string;
  verify(invoiceId: string, outcome: string, signature: string): boolean;
  /**
   * Sends `amount` of a paid invoice back to the buyer. `key` names this refund: a retried
   * call with the same key must not pay twice. Throws when the acquirer refuses.
   */
  refund(invoiceId: string, amount: number, key: string): Promise<void>;
}

/**
 * Where the card widget's bank page is, for now.
 *
 * TEMPORARY: the card-payment widget library (a later issue: overlay frame on desktop,
 * a full-window hosted page with `params` on phones, the message protocol of
 * platform-notes.md) replaces this module. Until then the whole window goes to the
 * sandbox bank's hosted widget page, which works as a full page too: on pay it returns to
 * /order/{hash}?state=success&bankInvoiceId=…, on decline to /order/declined/{hash}.
 */
export function widgetPageUrl(bankInvoiceId: string): string {
  return `/sandbox/widget?orderId=${encodeURIComponent(bankInvoiceId)}`;
}

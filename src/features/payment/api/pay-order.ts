import { ErrorCode } from '../../../../contract/envelope';
import { paymentResultSchema } from '../../../../contract/order';
import type { PayInput, PayOutput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST {hash, lang} to the urnPay URL of the chosen payment type (docs/product/payment.md).
 * Resolves with the answer whatever its errorCode: a refusal is an answer the payment
 * machine reads (its errorText goes to the modal). Rejects only when no answer came,
 * which the machine logs.
 */
export async function payOrder(input: PayInput, options?: RequestOptions): Promise<PayOutput> {
  // The call carries the CSRF token: it goes to this site's API only, never to a URL on
  // another origin, whatever the order says.
  if (!isOwnApiUrl(input.url)) return { errorCode: ErrorCode.unknownBank, errorText: '' };
  try {
    return await apiPost(input.url, { hash: input.hash, ...(input.lang ? { lang: input.lang } : {}) }, paymentResultSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

function isOwnApiUrl(url: string): boolean {
  if (typeof window === 'undefined') return url.startsWith('/');
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

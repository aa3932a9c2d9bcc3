import { errorBodySchema, type ErrorBody } from '../../../../contract/envelope';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

// The platform's answer is not specified (docs/product/order.md): any body is taken, and an errorCode
// in it is honoured.
const answerSchema = errorBodySchema.partial().nullable();

export type CancelDiscountInput = { hash: string; lang?: string };

/**
 * POST /api/order/cancel-discount {hash, lang}: drops the promo code and gives the bonuses
 * back. Resolves with the answer whatever its errorCode; rejects only when no answer came.
 */
export async function cancelDiscount(body: CancelDiscountInput, options?: RequestOptions): Promise<Partial<ErrorBody> | null> {
  try {
    return await apiPost('/api/order/cancel-discount', body, answerSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

import { z } from 'zod';
import { errorBodySchema } from '../../../../contract/envelope';
import type { AddDiscountInput, AddDiscountOutput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

// errorCode, errorText and the promo code the order now carries (docs/product/order.md).
const answerSchema = errorBodySchema.extend({ promoCode: z.string().nullish() });

/**
 * POST /api/order/add-discount {hash, lang, bonuses, cardCode, promoCode}. Resolves with
 * the answer whatever its errorCode (the loyalty machine reads the code: an invalid promo
 * code or a refused write-off is an answer); rejects only when no answer came, which the
 * machine logs.
 */
export async function addDiscount(body: AddDiscountInput, options?: RequestOptions): Promise<AddDiscountOutput> {
  try {
    return await apiPost('/api/order/add-discount', body, answerSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

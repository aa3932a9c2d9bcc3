import { errorBodySchema, type ErrorBody } from '../../../../contract/envelope';
import type { RemoveOfferInput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

// The platform's answer to a removal is not specified (docs/product/order.md): any body is taken, and
// an errorCode in it is honoured.
const answerSchema = errorBodySchema.partial().nullable();

/**
 * POST /api/order/remove-special-offer {hash, id}. Resolves with the answer whatever its
 * errorCode; rejects only when no answer came, which the machine logs.
 */
export async function removeSpecialOffer(body: RemoveOfferInput, options?: RequestOptions): Promise<Partial<ErrorBody> | null> {
  try {
    return await apiPost('/api/order/remove-special-offer', body, answerSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

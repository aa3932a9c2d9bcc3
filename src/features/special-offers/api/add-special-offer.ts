import { errorBodySchema, type ErrorBody } from '../../../../contract/envelope';
import type { AddOffersInput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order/add-special-offer {hash, data: [{uid, parent_id, package_id, price_id, cost}]}.
 * Resolves with the answer whatever its errorCode (the special-offers machine reads the
 * code: a refusal is an answer, shown in the error modal); rejects only when no answer
 * came, which the machine logs.
 */
export async function addSpecialOffer(body: AddOffersInput, options?: RequestOptions): Promise<ErrorBody> {
  try {
    return await apiPost('/api/order/add-special-offer', body, errorBodySchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

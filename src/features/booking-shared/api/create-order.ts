import { orderResultSchema } from '../../../../contract/order';
import type { CreateOrderBody, CreateOrderOutput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order/create (category flow). Resolves with the answer whatever its errorCode
 * (the order machine reads the code: a refusal is an answer, not a failure); rejects only
 * when no answer came, which the machine logs.
 */
export async function createOrder(body: CreateOrderBody, options?: RequestOptions): Promise<CreateOrderOutput> {
  try {
    return await apiPost('/api/order/create', body, orderResultSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text, hash: null };
    throw error;
  }
}

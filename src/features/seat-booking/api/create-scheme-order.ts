import { orderResultSchema } from '../../../../contract/order';
import type { CreateOrderOutput, CreateSchemeOrderBody } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order/create-scheme. Resolves with the answer whatever its errorCode (the
 * order machine reads the code: a refusal is an answer, not a failure); rejects only when
 * no answer came, which the machine logs.
 */
export async function createSchemeOrder(body: CreateSchemeOrderBody, options?: RequestOptions): Promise<CreateOrderOutput> {
  try {
    return await apiPost('/api/order/create-scheme', body, orderResultSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text, hash: null };
    throw error;
  }
}

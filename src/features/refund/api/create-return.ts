import { errorBodySchema, type ErrorBody } from '../../../../contract/envelope';
import type { CreateReturnInput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

// The platform's answer to an application is not specified (docs/product/refund.md): any body is taken,
// and an errorCode in it is honoured.
const answerSchema = errorBodySchema.partial().nullable();

/**
 * POST /api/order/return-create {reason, id, hash, lang}. Resolves with the answer whatever
 * its errorCode (the refund machine reads the code: a refusal is shown in the error modal);
 * rejects only when no answer came.
 */
export async function createReturn(body: CreateReturnInput, options?: RequestOptions): Promise<Partial<ErrorBody> | null> {
  try {
    return await apiPost('/api/order/return-create', body, answerSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

import { errorBodySchema, type ErrorBody } from '../../../../contract/envelope';
import type { ConfirmReturnInput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order/return-confirm {hash, lang, hashConf}: errorCode, errorText. Resolves with
 * the answer whatever its errorCode (an expired or unknown link is shown in the error modal);
 * rejects only when no answer came.
 */
export async function confirmReturn(body: ConfirmReturnInput, options?: RequestOptions): Promise<ErrorBody> {
  try {
    return await apiPost('/api/order/return-confirm', body, errorBodySchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}

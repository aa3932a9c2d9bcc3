import { orderResultSchema } from '../../../../contract/order';
import type { ConfirmNominalInput, ConfirmNominalOutput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/confirm-nominal with the holders of every ticket (docs/product/nominal.md,
 * the submit payload). A refusal (a holder field the server does not accept, the reservation over, a
 * consent missing) is an answer with its code and text, for the machine's error modal;
 * only a lost answer rejects.
 */
export async function confirmNominal(payload: ConfirmNominalInput, options?: RequestOptions): Promise<ConfirmNominalOutput> {
  try {
    return await apiPost('/api/confirm-nominal', payload, orderResultSchema, options);
  } catch (error) {
    if (error instanceof ApiError) return { errorCode: error.code, errorText: error.text, hash: null };
    throw error;
  }
}

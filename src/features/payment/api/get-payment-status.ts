import { int } from '../../../../contract/primitives';
import { apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order/status-change {hash}: a number, 0 while the payment is not settled,
 * 1 paid, 2 declined or cancelled. The QR modal asks it every 10 s (the machine's rule).
 */
export function getPaymentStatus(hash: string, options?: RequestOptions): Promise<number> {
  return apiPost('/api/order/status-change', { hash }, int, options);
}

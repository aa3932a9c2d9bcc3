import { expand } from '../catalogue/l10n';
import type { AppContext } from '../context';
import type { OrderRow } from './find';

export interface PaymentTypeRow {
  creditcompany_id: number;
  protocol_type: string;
  protocol_kind: string;
  name: string;
  descript: string;
}

/** The payment endpoint each protocol's urnPay names. */
export const paymentPath = (protocolType: string) => `/api/payment/${protocolType}`;

/** Pushkin-card orders pay with the card only; others with every bank method. */
export async function paymentOptions(ctx: AppContext, order: OrderRow) {
  const types = await ctx.db.all<PaymentTypeRow>('SELECT * FROM payment_types ORDER BY sortnum, creditcompany_id');
  const allowed = types.filter((t) => (order.pushkin ? t.protocol_type === 'pushkin' : t.protocol_type !== 'pushkin'));
  return {
    urnPay: Object.fromEntries(allowed.map((t) => [String(t.creditcompany_id), paymentPath(t.protocol_type)])),
    payments: allowed.map((t) => ({
      creditcompany_id: t.creditcompany_id,
      protocol_type: t.protocol_type,
      protocol_kind: t.protocol_kind,
      ...expand('name', t.name),
      ...expand('descript', t.descript),
    })),
  };
}

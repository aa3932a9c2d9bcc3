import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Lang } from '../../../contract/lang';
import { wireOrderPage } from '../../../engine/machines';
import { useLoyaltyFlow } from '../../features/loyalty';
import { loadOrderInto } from '../../features/order';
import { usePaymentFlow } from '../../features/payment';
import { useSpecialOffersFlow } from '../../features/special-offers';

/**
 * The order page's flows: payment (which reads the order), special offers and loyalty,
 * wired as engine/machines/wiring.ts says: each reloaded order reaches the offers and
 * the loyalty block, and their changes reload the order. "Add" in the payment's extras
 * question opens the offers panel.
 */
export function useOrderPageFlows(hash: string, lang: Lang) {
  const queryClient = useQueryClient();
  const payment = usePaymentFlow({ hash, lang, loadOrder: (h, l) => loadOrderInto(queryClient, h, l) });
  const offers = useSpecialOffersFlow(hash);
  const loyalty = useLoyaltyFlow(hash, lang);
  const [extrasOpen, setExtrasOpen] = useState(false);

  // Before the actors start (in passive effects), so that the first order reaches both.
  useLayoutEffect(() => wireOrderPage({ payment, offers, loyalty }), [payment, offers, loyalty]);
  useEffect(() => {
    const sub = payment.on('extras.open', () => setExtrasOpen(true));
    return () => sub.unsubscribe();
  }, [payment]);

  return { payment, offers, loyalty, extrasOpen, setExtrasOpen };
}

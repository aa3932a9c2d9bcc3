import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Lang } from '../../../../contract/lang';
import { orderPaymentMachine, type LoadOrderInput, type LoadOrderOutput, type PayInput, type QrStatusInput, type WidgetInput, type WidgetOutcome } from '../../../../engine/machines';
import { useFlowActor } from '../../../flows';
import { getPaymentStatus } from '../api/get-payment-status';
import { payOrder } from '../api/pay-order';
import type { PaymentActor } from '../model/payment-actor';
import { openCardWidget } from '../model/widget-page';

/** Reads the order view; resolves with a refusal as an answer, rejects only without one. */
export type OrderLoader = (hash: string, lang: Lang) => Promise<LoadOrderOutput>;

export type PaymentFlowOptions = {
  hash: string;
  lang: Lang;
  /** The page's loader, e.g. `(hash, lang) => loadOrderInto(queryClient, hash, lang)`. */
  loadOrder: OrderLoader;
};

/**
 * The order-payment machine with the real calls: the order view (the page's loader), the
 * payment URL, the QR status and the card widget (widget/: an overlay over the page on
 * desktop, the bank's page in the whole window on phones; see model/widget-page.ts).
 * Its state is the order page's: loading, notFound, payable, paid… `hash` and `lang` are
 * read once, when the actor starts; later calls use the current language.
 */
export function usePaymentFlow({ hash, lang, loadOrder }: PaymentFlowOptions): PaymentActor {
  const loadRef = useRef(loadOrder);
  loadRef.current = loadOrder;
  const langRef = useRef(lang);
  langRef.current = lang;
  const machine = useMemo(
    () =>
      orderPaymentMachine.provide({
        actors: {
          loadOrder: fromPromise<LoadOrderOutput, LoadOrderInput>(({ input }) => loadRef.current(input.hash, langRef.current)),
          pay: fromPromise(({ input, signal }: { input: PayInput; signal: AbortSignal }) => payOrder({ ...input, lang: langRef.current }, { signal })),
          checkQrStatus: fromPromise(({ input, signal }: { input: QrStatusInput; signal: AbortSignal }) => getPaymentStatus(input.hash, { signal })),
          openWidget: fromPromise<WidgetOutcome, WidgetInput>(openCardWidget),
        },
      }),
    [],
  );
  const actor = useFlowActor(machine, { input: { hash, lang } });

  useEffect(() => {
    // A call that got no answer is only logged.
    const sub = actor.on('failure', (e) => console.error(`[payment] ${e.actor} failed: ${e.message}`));
    return () => sub.unsubscribe();
  }, [actor]);

  return actor;
}

import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orderCreationMachine, type CreateOrderInput, type CreateOrderOutput, type OrderCreationInput, type Redirect } from '../../../../engine/machines';
import { routes } from '../../../config/routes';
import { useLang, withLang } from '../../../i18n/use-lang';
import { useFlowActor } from '../../../flows';
import { createOrder } from '../api/create-order';

/** Sends an order; resolves with the answer whatever its code, rejects only without an answer. */
export type SendOrder = (input: CreateOrderInput, signal: AbortSignal) => Promise<CreateOrderOutput>;

/** The category flow's call; the scheme page passes its create-scheme call instead. */
export const sendCategoryOrder: SendOrder = (input, signal) => {
  if (input.flow !== 'category') return Promise.reject(new Error('sendCategoryOrder: a scheme order needs the create-scheme call'));
  return createOrder(input.body, { signal });
};

/** After success: the holders' form for nominal tickets, else the order view (docs/product/booking.md). */
export function redirectPath(redirect: Redirect): string {
  return redirect.route === 'tickets-nominal' ? routes.ticketsNominal(redirect.hash) : routes.orderView(redirect.hash);
}

/**
 * The order-creation machine with the real create call, and the way out once the order
 * exists. `input` is read once, when the actor starts (as with every flow actor).
 */
export function useOrderCreation(input: OrderCreationInput, send: SendOrder = sendCategoryOrder) {
  const navigate = useNavigate();
  const lang = useLang();
  const sendRef = useRef(send);
  sendRef.current = send;
  const langRef = useRef(lang);
  langRef.current = lang;
  const machine = useMemo(
    () =>
      orderCreationMachine.provide({
        actors: {
          // The machine reads `lang` once; the buyer may switch language afterwards, and the
          // order (its e-mails, its pages) should be in the language they finished in.
          createOrder: fromPromise(({ input: request, signal }: { input: CreateOrderInput; signal: AbortSignal }) =>
            sendRef.current({ ...request, body: { ...request.body, lang: langRef.current } } as CreateOrderInput, signal),
          ),
        },
      }),
    [],
  );
  const order = useFlowActor(machine, { input });

  useEffect(() => {
    const subs = [
      order.on('order.created', (e) => navigate(withLang(redirectPath(e.redirect), langRef.current))),
      // A request that got no answer is only logged; the button comes back.
      order.on('failure', (e) => console.error(`[order] ${e.actor} failed: ${e.message}`)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [order, navigate]);

  return order;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { parseLang, type Lang } from '../../../../contract/lang';
import { nominalFormMachine, type ConfirmNominalInput, type ConfirmNominalOutput, type NominalOrderData } from '../../../../engine/machines';
import { useFlowActor } from '../../../flows';
import { confirmNominal } from '../api/confirm-nominal';
import { loadOrderDataInto } from '../api/get-order-data';

export type NominalFormActor = ActorRefFrom<typeof nominalFormMachine>;

export type NominalFormOptions = {
  hash: string;
  lang: Lang;
  /** The server's today (setup `date`, YYYY-MM-DD): future birth dates and the age of 65 are counted from it. */
  today: string;
};

/**
 * The nominal-form machine with the real calls (order-data, confirm-nominal). A change of
 * `lang` is sent to it as LANGUAGE_CHANGED: the order data is read again in that language
 * and the form rebuilt (docs/product/nominal.md). A confirm call that got no answer is logged, as the
 * spec asks, and reported in `submitLost` so the page can say so: the machine has already
 * re-enabled the button.
 */
export function useNominalForm({ hash, lang, today }: NominalFormOptions) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      nominalFormMachine.provide({
        actors: {
          loadOrderData: fromPromise<NominalOrderData, { hash: string; lang?: string }>(({ input }) => loadOrderDataInto(queryClient, input.hash, parseLang(input.lang))),
          confirmNominal: fromPromise<ConfirmNominalOutput, ConfirmNominalInput>(({ input, signal }) => confirmNominal(input, { signal })),
        },
      }),
    [queryClient],
  );
  const actor = useFlowActor(machine, { input: { hash, lang, today } });
  const [submitLost, setSubmitLost] = useState(0);

  const started = useRef(lang);
  useEffect(() => {
    if (started.current === lang) return;
    started.current = lang;
    actor.send({ type: 'LANGUAGE_CHANGED', lang });
  }, [actor, lang]);

  useEffect(() => {
    // Failures of calls are logged; a lost confirmation is also told to the buyer.
    const sub = actor.on('failure', (e) => {
      console.error(`[nominal] ${e.actor} failed: ${e.message}`);
      if (e.actor === 'confirmNominal') setSubmitLost((n) => n + 1);
    });
    return () => sub.unsubscribe();
  }, [actor]);

  return { actor, submitLost: submitLost > 0, clearSubmitLost: () => setSubmitLost(0) };
}

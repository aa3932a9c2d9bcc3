import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Lang } from '../../../../contract/lang';
import { refundMachine, type ConfirmReturnInput, type CreateReturnInput, type LoadReturnInput, type ReturnData } from '../../../../engine/machines';
import { useFlowActor } from '../../../flows';
import { confirmReturn } from '../api/confirm-return';
import { createReturn } from '../api/create-return';
import { loadReturnInto } from '../api/get-return-data';

export type RefundActor = ActorRefFrom<typeof refundMachine>;

export type RefundFlowOptions = {
  hash: string;
  lang: Lang;
  /** The address's hash_conf: longer than 5 characters, the page confirms an application. */
  hashConf: string | null;
  /** The order's return flag, and paid: otherwise the machine ends at once ('toOrder'). */
  returnAllowed: boolean;
};

/** A send that got no answer: the machine is back at its form, the page says why. */
export type SendFailure = 'createReturn' | 'confirmReturn' | null;

/**
 * The refund machine (engine/machines/refund.ts) with the real calls: the return data (into
 * the query cache the page renders its display fields from), the application and its
 * confirmation. `sendFailed` tells the page that the last application or confirmation got no
 * answer (the network, not the server), until the next attempt.
 */
export function useRefundFlow({ hash, lang, hashConf, returnAllowed }: RefundFlowOptions): { actor: RefundActor; sendFailed: SendFailure } {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      refundMachine.provide({
        actors: {
          loadReturn: fromPromise<ReturnData, LoadReturnInput>(({ input }) => loadReturnInto(queryClient, input)),
          createReturn: fromPromise(({ input, signal }: { input: CreateReturnInput; signal: AbortSignal }) => createReturn(input, { signal })),
          confirmReturn: fromPromise(({ input, signal }: { input: ConfirmReturnInput; signal: AbortSignal }) => confirmReturn(input, { signal })),
        },
      }),
    [queryClient],
  );
  const actor = useFlowActor(machine, { input: { hash, lang, hashConf, returnAllowed } });
  const [sendFailed, setSendFailed] = useState<SendFailure>(null);

  useEffect(() => {
    // A call that got no answer is logged; the page also says so next to the button.
    const failures = actor.on('failure', (e) => {
      console.error(`[refund] ${e.actor} failed: ${e.message}`);
      if (e.actor === 'createReturn' || e.actor === 'confirmReturn') setSendFailed(e.actor);
    });
    const attempts = actor.subscribe((s) => {
      if (s.matches({ ready: 'creating' }) || s.matches({ ready: 'confirming' })) setSendFailed(null);
    });
    return () => {
      failures.unsubscribe();
      attempts.unsubscribe();
    };
  }, [actor]);

  return { actor, sendFailed };
}

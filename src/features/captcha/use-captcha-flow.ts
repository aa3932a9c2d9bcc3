import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { captchaMachine, type CaptchaCheckInput, type CaptchaMode } from '../../../engine/machines';
import type { orderCreationMachine } from '../../../engine/machines';
import { wireCaptcha } from '../../../engine/machines';
import { useFlowActor } from '../../flows';
import { checkCaptcha } from './api/check-captcha';
import { getCaptcha } from './api/get-captcha';
import type { Grecaptcha } from './recaptcha/load-recaptcha';
import { useInvisibleRecaptcha } from './recaptcha/use-invisible-recaptcha';

export type CaptchaActor = ActorRefFrom<typeof captchaMachine>;

export type CaptchaFlowOptions = {
  /** Read once, when the flow starts (see `captchaSettings`). */
  mode: CaptchaMode;
  siteKey?: string | null;
  /** When given, the order's captcha requests and answers are wired to this flow. */
  order?: ActorRefFrom<typeof orderCreationMachine>;
  /** Replaces loading Google's script (tests). */
  recaptchaLoader?: () => Promise<Grecaptcha>;
};

/**
 * The captcha machine with its real actors: the image and its check through the API
 * client, the invisible recaptcha through Google's widget. Returns the actor and the ref
 * for the recaptcha's container element.
 */
export function useCaptchaFlow({ mode, siteKey = null, order, recaptchaLoader }: CaptchaFlowOptions) {
  const recaptcha = useInvisibleRecaptcha(mode === 'recaptcha' ? siteKey : null, recaptchaLoader);
  const recaptchaRef = useRef(recaptcha);
  recaptchaRef.current = recaptcha;

  const machine = useMemo(
    () =>
      captchaMachine.provide({
        actors: {
          loadCaptcha: fromPromise(({ signal }) => getCaptcha({ signal })),
          checkCaptcha: fromPromise(({ input, signal }: { input: CaptchaCheckInput; signal: AbortSignal }) => checkCaptcha(input, { signal })),
          executeRecaptcha: fromPromise(() => recaptchaRef.current.execute()),
        },
      }),
    [],
  );
  const captcha = useFlowActor(machine, { input: { mode } });

  useEffect(() => {
    const subs = [
      captcha.on('recaptcha.reset', () => recaptchaRef.current.reset()),
      // A failed captcha call shows nothing; it is only logged (docs/product/errors.md).
      captcha.on('failure', (e) => console.warn(`[captcha] ${e.actor} failed: ${e.message}`)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [captcha]);

  useEffect(() => (order ? wireCaptcha(order, captcha) : undefined), [order, captcha]);

  return { captcha, recaptchaContainerRef: recaptcha.containerRef };
}

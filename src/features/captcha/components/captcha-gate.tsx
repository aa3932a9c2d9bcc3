import type { ActorRefFrom } from 'xstate';
import type { CaptchaMode } from '../../../../engine/machines';
import type { orderCreationMachine } from '../../../../engine/machines';
import type { Grecaptcha } from '../recaptcha/load-recaptcha';
import { useCaptchaFlow } from '../use-captcha-flow';
import { CaptchaModal } from './captcha-modal';

export type CaptchaGateProps = {
  /** The page's orderCreation actor; the gate answers its captcha requests. */
  order: ActorRefFrom<typeof orderCreationMachine>;
  /** From `captchaSettings(setup)`; the same mode the order machine got. Read once. */
  mode: CaptchaMode;
  siteKey?: string | null;
  recaptchaLoader?: () => Promise<Grecaptcha>;
};

/** Everything a page needs for the check before sending: the flow, its wiring, the modal and the recaptcha badge. */
export function CaptchaGate({ order, mode, siteKey, recaptchaLoader }: CaptchaGateProps) {
  const { captcha, recaptchaContainerRef } = useCaptchaFlow({ mode, siteKey, order, recaptchaLoader });
  return (
    <>
      <CaptchaModal captcha={captcha} />
      {mode === 'recaptcha' && <div ref={recaptchaContainerRef} className="captcha-recaptcha" />}
    </>
  );
}

// The check before an order is sent (docs/product/booking.md): the image captcha modal and the
// invisible recaptcha, driven by engine/machines/captcha.ts.
//
// The simplest use, next to the page's orderCreation actor:
//
//   const settings = captchaSettings(setup);                  // {mode, siteKey}; recaptcha off by default
//   const order = useFlowActor(orderMachine, { input: { …, captcha: settings.mode } });
//   <CaptchaGate order={order} mode={settings.mode} siteKey={settings.siteKey} />
//
// The gate wires the order's `captcha.required` / `captcha.reset` to the captcha flow and
// its `captcha.passed` / `captcha.failed` back (wireCaptcha), shows the modal while an
// image is asked for, and holds the recaptcha widget. `useCaptchaFlow` and `CaptchaModal`
// are the parts, for a page that wires things itself.
export { CaptchaGate } from './components/captcha-gate';
export type { CaptchaGateProps } from './components/captcha-gate';
export { CaptchaModal } from './components/captcha-modal';
export type { CaptchaModalProps } from './components/captcha-modal';
export { useCaptchaFlow } from './use-captcha-flow';
export type { CaptchaActor, CaptchaFlowOptions } from './use-captcha-flow';
export { captchaSettings } from './captcha-settings';
export type { CaptchaSettings } from './captcha-settings';
export { useInvisibleRecaptcha } from './recaptcha/use-invisible-recaptcha';
export type { InvisibleRecaptcha } from './recaptcha/use-invisible-recaptcha';
export { loadRecaptcha, RECAPTCHA_SRC } from './recaptcha/load-recaptcha';
export type { Grecaptcha } from './recaptcha/load-recaptcha';
export { getCaptcha } from './api/get-captcha';
export { checkCaptcha } from './api/check-captcha';

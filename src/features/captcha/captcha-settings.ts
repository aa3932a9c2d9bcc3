import type { Setup } from '../../../contract/setup';
import type { CaptchaMode } from '../../../engine/machines';

export type CaptchaSettings = { mode: CaptchaMode; siteKey: string | null };

/**
 * Which check comes before an order is sent. The invisible recaptcha needs its switch in
 * setup and a site key (setup's, else VITE_RECAPTCHA_SITE_KEY); it is off by default. The
 * image captcha follows setup's `captcha.enabled`; with neither, the order goes straight.
 */
export function captchaSettings(setup: Pick<Setup, 'captcha' | 'recaptcha'> | undefined | null, env: Readonly<Record<string, unknown>> = import.meta.env): CaptchaSettings {
  const siteKey = (setup?.recaptcha.sitekey ?? '').trim() || (typeof env.VITE_RECAPTCHA_SITE_KEY === 'string' ? env.VITE_RECAPTCHA_SITE_KEY : '').trim() || null;
  if (setup?.recaptcha.enabled === 1 && siteKey) return { mode: 'recaptcha', siteKey };
  if (setup?.captcha.enabled === 1) return { mode: 'image', siteKey: null };
  return { mode: 'none', siteKey: null };
}

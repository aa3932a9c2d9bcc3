import { captchaCheckSchema } from '../../../../contract/captcha';
import type { CaptchaCheckInput, CaptchaCheckResult } from '../../../../engine/machines';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/captcha/check {code, sid} → {result, sid, text}; a wrong code burns the sid. */
export function checkCaptcha(input: CaptchaCheckInput, options?: RequestOptions): Promise<CaptchaCheckResult> {
  return apiPost('/api/captcha/check', { code: input.code, sid: input.sid }, captchaCheckSchema, options);
}

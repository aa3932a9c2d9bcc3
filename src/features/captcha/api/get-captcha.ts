import { captchaSchema } from '../../../../contract/captcha';
import type { CaptchaImage } from '../../../../engine/machines';
import { apiGet, type RequestOptions } from '../../../api/client';

/**
 * GET /api/captcha: a new image and its sid. Never cached: every image is single-use, so
 * there is no query option or hook; the captcha machine calls it as its `loadCaptcha` actor.
 */
export function getCaptcha(options?: RequestOptions): Promise<CaptchaImage> {
  return apiGet('/api/captcha', captchaSchema, options);
}

import { z } from 'zod';
import { text } from './primitives';

/** GET /api/captcha → an SVG image and its id. */
export const captchaSchema = z.object({ code: text, sid: text });
/** POST /api/captcha/check {code, sid} */
export const captchaCheckRequestSchema = z.object({
  code: z.string().min(1).max(8),
  sid: z.string().min(1).max(64),
});
export const captchaCheckSchema = z.object({ result: z.boolean(), sid: text, text: text });

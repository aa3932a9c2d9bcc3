import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';

const refused = () => new DomainError('forbidden', ErrorCode.invalidCaptcha, msg('captcha'));

/**
 * With captcha on (or `required`: the client passed its threshold), an order needs a captcha the visitor solved: a sid that passed
 * /api/captcha/check, or whose code is sent along. Used once, whatever the outcome.
 */
export async function consumeCaptcha(ctx: AppContext, answer: { sid: string; code: string } | undefined, required = false): Promise<void> {
  if (!ctx.config.captchaEnabled && !required) return;
  if (!answer) throw refused();
  const now = ctx.now().getTime();
  // One statement takes it: of two requests (on any instances) with one sid, one gets the row.
  const row = await ctx.db.get<{ answer: string; expires_at: number; verified: number }>('DELETE FROM captchas WHERE sid = ? RETURNING answer, expires_at, verified', [answer.sid]);
  const ok = !!row && Number(row.expires_at) >= now && (Number(row.verified) === 1 || row.answer === answer.code.trim().toLowerCase());
  if (!ok) throw refused();
}

import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import { ApiFailure } from '../http/errors';
import { msg } from '../http/messages';

const refused = () => new ApiFailure(403, ErrorCode.invalidCaptcha, msg('captcha'));

/**
 * With captcha on, an order needs a captcha the visitor solved: a sid that passed
 * /api/captcha/check, or whose code is sent along. Used once, whatever the outcome.
 */
export async function consumeCaptcha(ctx: AppContext, answer: { sid: string; code: string } | undefined): Promise<void> {
  if (!ctx.config.captchaEnabled) return;
  if (!answer) throw refused();
  const now = ctx.now().getTime();
  const ok = await ctx.db.tx(async (tx) => {
    const row = await tx.get<{ answer: string; expires_at: number; verified: number }>('SELECT answer, expires_at, verified FROM captchas WHERE sid = ?', [answer.sid]);
    if (!row) return false;
    await tx.run('DELETE FROM captchas WHERE sid = ?', [answer.sid]);
    return row.expires_at >= now && (row.verified === 1 || row.answer === answer.code.trim().toLowerCase());
  });
  if (!ok) throw refused();
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { captchaCheckRequestSchema } from '../../contract/captcha';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';

const TTL_MS = 5 * 60 * 1000;

/**
 * GET /api/captcha → {code: <svg>, sid}; POST /api/captcha/check {code, sid} → {result, sid, text}.
 * A sid allows one check: a wrong answer burns it (the client reloads the image), a right
 * one marks it verified for the single order creation that consumes it.
 */
export async function captchaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/captcha', async (req, reply) => {
    ctx.limiter.check('captcha', req);
    const now = ctx.now().getTime();
    const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f1ea' });
    const sid = crypto.randomBytes(16).toString('base64url');
    await ctx.db.run('DELETE FROM captchas WHERE expires_at < ?', [now]);
    await ctx.db.run('INSERT INTO captchas (sid, answer, expires_at) VALUES (?, ?, ?)', [sid, text.toLowerCase(), now + TTL_MS]);
    reply.header('cache-control', 'no-store');
    return ok({ code: data, sid });
  });

  app.post('/api/captcha/check', async (req) => {
    ctx.limiter.check('captcha', req);
    const { code, sid } = parseInput(captchaCheckRequestSchema, req.body);
    const now = ctx.now().getTime();
    const result = await ctx.db.tx(async (tx) => {
      const row = await tx.get<{ answer: string; expires_at: number; verified: number }>('SELECT answer, expires_at, verified FROM captchas WHERE sid = ?', [sid]);
      if (!row || row.expires_at < now || row.verified) return false;
      if (row.answer !== code.trim().toLowerCase()) {
        await tx.run('DELETE FROM captchas WHERE sid = ?', [sid]);
        return false;
      }
      await tx.run('UPDATE captchas SET verified = 1 WHERE sid = ?', [sid]);
      return true;
    });
    return ok({ result, sid, text: code });
  });
}

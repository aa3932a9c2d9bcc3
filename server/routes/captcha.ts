import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { captchaCheckRequestSchema } from '../../contract/captcha';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './route-plugin';

const TTL_MS = 5 * 60 * 1000;

/**
 * GET /api/captcha → {code: <svg>, sid}; POST /api/captcha/check {code, sid} → {result, sid, text}.
 * A sid allows one check: a wrong answer burns it (the client reloads the image), a right
 * one marks it verified for the single order creation that consumes it.
 */
export const captchaRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/captcha', { config: { limit: 'captcha' } }, async (_req, reply) => {
    const now = ctx.now().getTime();
    const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f1ea' });
    const sid = crypto.randomBytes(16).toString('base64url');
    await ctx.db.run('DELETE FROM captchas WHERE expires_at < ?', [now]);
    await ctx.db.run('INSERT INTO captchas (sid, answer, expires_at) VALUES (?, ?, ?)', [sid, text.toLowerCase(), now + TTL_MS]);
    reply.header('cache-control', 'no-store');
    return ok({ code: data, sid });
  });

  app.post('/api/captcha/check', { schema: { body: captchaCheckRequestSchema }, config: { limit: 'captcha' } }, async (req) => {
    const { code, sid } = req.body;
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
};

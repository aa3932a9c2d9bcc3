import type { AppContext } from '../context';
import { msg } from '../texts/messages';
import { consumeCaptcha } from './captcha';
import type { OrderClient } from './hold/client-caps';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const buckets = (c: OrderClient) => [`order:ip:${c.ip}`, ...(c.sid ? [`order:sid:${c.sid}`] : [])];

/**
 * Before an order is planned: creations per minute (429 past the limit), and past a number of
 * creations in an hour the image captcha, even where it is off for everyone else. Both count
 * per session and per address, so new cookies from one address do not reset them.
 */
export async function admitOrder(ctx: AppContext, client: OrderClient, captcha: { sid: string; code: string } | undefined): Promise<void> {
  const { ordersPerMinute, captchaAfter } = ctx.config.clientLimits;
  if (ordersPerMinute) for (const b of buckets(client)) ctx.limiter.hit(b, ordersPerMinute, MINUTE, msg('tooManyOrders'));
  const lastHour = captchaAfter ? Math.max(...buckets(client).map((b) => ctx.limiter.count(b, HOUR))) : 0;
  await consumeCaptcha(ctx, captcha, !!captchaAfter && lastHour > captchaAfter);
}

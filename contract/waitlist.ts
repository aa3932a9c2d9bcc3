import { z } from 'zod';
import { languages } from './lang';
import { captchaAnswerSchema } from './order';
import { flag, int, num } from './primitives';

// The waiting list of a sold-out session (docs/product/waiting-list.md).

const token = z.string().trim().regex(/^[0-9a-f]{32,64}$/, 'expected the link\'s token');

/** POST /api/waitlist/join: write me when places that fit this wish come back. */
export const waitlistJoinRequestSchema = z.object({
  hash: z.string().trim().min(1).max(64),
  calendar_id: int,
  email: z.string().trim().min(3).max(254),
  /** How many places, 1 to the event's per-order limit. */
  places: int.pipe(z.number().int().min(1).max(50)),
  /** 1: only places side by side in one row; 0: anywhere in what is accepted. */
  together: flag.default(1),
  /** The zones (zonelevel_id) accepted; absent or empty: any zone on sale. */
  zones: z.array(int).max(50).optional(),
  /** The dearest price accepted for one place; absent: any. */
  max_price: num.pipe(z.number().positive()).nullish(),
  lang: z.enum(languages).default('ru'),
  captcha: captchaAnswerSchema.optional(),
});
export type WaitlistJoinRequest = z.infer<typeof waitlistJoinRequestSchema>;

export const waitlistJoinResponseSchema = z.object({
  /** waiting: on the list (joined now, or the wish of an entry already waiting updated). */
  state: z.literal('waiting'),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/** POST /api/waitlist/leave: the mail's unsubscribe link. */
export const waitlistLeaveRequestSchema = z.object({ token });
export type WaitlistLeaveRequest = z.infer<typeof waitlistLeaveRequestSchema>;

export const waitlistLeaveResponseSchema = z.object({ left: z.literal(true) });

import { z } from 'zod';
import { flag, int, l10n, num, optText } from './primitives';

// The refund page's answers (docs/product/refund.md). The request
// bodies are in order.ts (returnDataRequestSchema, returnCreateRequestSchema, returnConfirmRequestSchema).

/** A ticket line of the refund page. */
export const refundRowSchema = z.object({
  id: int,
  ord_num: optText,
  /** When the order was made: `dd.mm.yyyy HH:MM`. */
  datime: optText,
  /** 0 can be returned; 60 applied, not confirmed; 70 and 80 confirmed. */
  status_id: int,
  /** Seconds left to file the application online; 0 or less: no longer possible. */
  returndatime: num.transform((n) => Math.floor(n)).catch(0),
  /** The group (the session) the line belongs to. */
  sortnum: int,
  /** How many visitors the ticket admits. */
  quant: int.default(1),
  /** What returning it gives back. */
  summa: num,
  owner_name: optText,
  email: optText,
  phone: optText,
  returnreason_id: int.nullish(),
  ...l10n('action'),
  /** `dd.mm.yyyy`. */
  day: optText,
  time: optText,
  ...l10n('zonelevel'),
  /** The visitor's name (nominal tickets). */
  name: optText,
  ...l10n('clientcategory'),
});
export type RefundRowData = z.infer<typeof refundRowSchema>;

export const refundReasonSchema = z.object({ id: int, ...l10n('name'), ...l10n('descript') });
export type RefundReasonData = z.infer<typeof refundReasonSchema>;

/** POST /api/order/return/{hash} {hash, lang, hashConf}: error_code, rows, date, text (consent), reasons. */
export const returnDataSchema = z.object({
  error_code: int.default(0),
  /** 1 when hashConf named an application of this order (confirm mode). */
  confirm: flag.default(0),
  rows: z.array(refundRowSchema),
  /** Today, `dd.mm.yyyy`, shown with the consent. */
  date: optText.transform((v) => v ?? undefined),
  /** The consent text. */
  text: optText.transform((v) => v ?? undefined),
  reasons: z.array(refundReasonSchema).default([]),
});
export type ReturnDataResponse = z.infer<typeof returnDataSchema>;

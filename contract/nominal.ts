import { z } from 'zod';
import { checkboxSchema } from './booking';
import { flag, int, l10n, num, optNum, optText, text } from './primitives';

// POST /api/order-data {hash, lang} (docs/product/nominal.md). Unlike the other
// calls its lists sit beside `response`, not inside it: `response` is the ticket list, and
// `text`, `checkboxList`, `docTypes`, `countries` and `regions` are its siblings. Parse the
// whole body (`apiPostEnvelope`).

/** A ticket of the order and what its holder's data needs. */
export const nominalTicketSchema = z.object({
  id: int,
  /** The ticket's price with its service fee. */
  summa: num.default(0),
  /** 1: an age field; 2: a birth date; 0: neither. */
  needage: int.default(0),
  needmiddlename: flag.default(0),
  needdocument: flag.default(0),
  needcountry: flag.default(0),
  needregion: flag.default(0),
  ...l10n('clientcategory'),
  /** The order's status: 20 confirmed, 90 cancelled (the form then goes to the order view). */
  demandstatusid: int.default(0),
  hash_id: optText,
  ord_num: z.union([text, z.number().transform(String)]).nullish(),
  /** Seconds of reservation left. */
  reservetime: int.default(0),
  ...l10n('action'),
  /** YYYY-MM-DD or dd.mm.yyyy. */
  day: optText,
  time: optText,
  country_id: optNum,
  usereturn: flag.optional(),
  usepushkarta: flag.optional(),
  usenopushkarta: flag.optional(),
  tickethash_id: optText,
  /** The holder confirmed already for this ticket (the form shows it again), or null. */
  holder: z
    .object({
      surname: text.default(''),
      name: text.default(''),
      middleName: text.default(''),
      date: text.default(''),
      docTypeId: int.nullish(),
      docNum: text.default(''),
      countryId: int.nullish(),
      regionId: int.nullish(),
    })
    .nullish(),
});
export type NominalTicketData = z.infer<typeof nominalTicketSchema>;

/** A document type; `note` tells what its number looks like (shown when the number does not match). */
export const docTypeSchema = z.object({ id: int, country_id: optNum, ...l10n('name'), ...l10n('note') });
export type DocType = z.infer<typeof docTypeSchema>;

export const countrySchema = z.object({ id: int, ...l10n('name') });
export type Country = z.infer<typeof countrySchema>;

export const regionSchema = z.object({ id: int, country_id: int, ...l10n('name') });
export type Region = z.infer<typeof regionSchema>;

/** The whole body of POST /api/order-data. */
export const orderDataSchema = z.object({
  response: z.array(nominalTicketSchema),
  /** The consent text (HTML). */
  text: z.string().nullish(),
  checkboxList: z.array(checkboxSchema).default([]),
  docTypes: z.array(docTypeSchema).default([]),
  countries: z.array(countrySchema).default([]),
  regions: z.array(regionSchema).default([]),
});
export type OrderData = z.infer<typeof orderDataSchema>;

import { z } from 'zod';
import { flag, int, l10n, num, optText, text } from './primitives';

// Request bodies are validated strictly in shape and size; unknown fields are ignored.
const shortText = (max: number) => z.string().max(max);
const hashField = z.string().min(1).max(128);
const langField = z.string().max(2).optional();

export const checkedBoxSchema = z.object({ id: int, checked: flag });

/** An order line as the category page sends it (platform-notes). */
export const orderLineSchema = z.object({
  day: shortText(10),
  time: shortText(8),
  actionId: int,
  categoryId: int,
  zoneId: int,
  quantity: z.union([z.number().int(), z.string().regex(/^-?\d+$/).transform(Number)]),
  sum: num.optional(),
  /** 0 for subscriptions. */
  seatId: int.optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const crmClientSchema = z
  .object({
    REFERRAL: shortText(128).optional(),
    CRMFAN_ID: z.union([int, z.literal('')]).optional(),
    CRMFAN_HASH_ID: shortText(64).optional(),
    CRMFAN_FIO: shortText(200).optional(),
    CRMFAN_CARD_CODE: shortText(32).optional(),
    subscritId: z.union([int, z.literal('')]).optional(),
    /** The buyer chose the Pushkin card. */
    pushkin: flag.optional(),
  })
  .default({});

export const captchaAnswerSchema = z.object({ sid: shortText(64), code: shortText(8) });

const buyerFields = {
  fio: shortText(200).optional(),
  phone: shortText(40).optional(),
  email: shortText(200).optional(),
  re_email: shortText(200).optional(),
  surname: shortText(200).optional(),
  name: shortText(200).optional(),
  patronymic: shortText(200).optional(),
  lang: langField,
  hash: hashField,
  checkboxList: z.array(checkedBoxSchema).max(50).default([]),
  crmClient: crmClientSchema,
  captcha: captchaAnswerSchema.optional(),
  recaptcha: shortText(4096).optional(),
};

/** POST /api/order/create (category flow). */
export const createOrderRequestSchema = z.object({
  ...buyerFields,
  action_id: int.optional(),
  data: z.array(orderLineSchema).min(1).max(100),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** A cart item of the seat flow. */
export const schemeTicketSchema = z.object({
  seat_id: int,
  /** For a standing place: how many places. */
  quantity: int.optional(),
  sector: z.union([int, shortText(64)]).optional(),
  row: shortText(32).optional(),
  seat: shortText(32).optional(),
  price: num.optional(),
  priceservise: num.optional(),
  calendar_id: int.optional(),
});

/** POST /api/order/create-scheme (seat flow). */
export const createSchemeOrderRequestSchema = z.object({
  ...buyerFields,
  calendarId: int,
  tickets: z.array(schemeTicketSchema).min(1).max(100),
});
export type CreateSchemeOrderRequest = z.infer<typeof createSchemeOrderRequestSchema>;

export const orderResultSchema = z.object({ errorCode: int, errorText: text.default(''), hash: optText });

export const hashRequestSchema = z.object({ hash: hashField, lang: langField });
export const orderViewRequestSchema = z.object({ hash: hashField, lang: langField, bank_data: z.unknown().optional() });

export const orderTicketSchema = z.object({
  id: int,
  price: num,
  cost: num,
  quant: int,
  /** 1 QR, 0 barcode, 2 no code button. */
  tickettype: int,
  tickethash_id: text,
  personname: optText,
  rowname: optText,
  sector: optText,
  /** The seat's label in its row (seat-map orders). */
  seat: optText,
  /** 70: refunded (no codes then); 60: a return applied for, not confirmed yet. */
  status: int.nullish(),
  age_from: int.default(0),
  day: optText,
  time: optText,
  _qrcode: optText,
  _barcode: optText,
  ticketcode: optText,
  candelete: flag.default(0),
  parent_id: int.nullish(),
  action_group: int,
  ...l10n('action'),
  ...l10n('address'),
  ...l10n('seatroot'),
  ...l10n('zonelevel'),
  ...l10n('clientcategory'),
  day_str: optText,
  dayofweek: optText,
});
export type OrderTicket = z.infer<typeof orderTicketSchema>;

export const specialOfferSchema = z.object({
  parent_id: int,
  package_id: int,
  price_id: int,
  cost: num,
  limit: int,
  ...l10n('action'),
});

export const paymentTypeSchema = z.object({
  creditcompany_id: int,
  protocol_type: text,
  protocol_kind: text,
  ...l10n('name'),
  ...l10n('descript'),
});

export const discountDataSchema = z.object({
  cardCode: optText,
  isBlocked: flag.default(0),
  availableBonuses: num.default(0),
  useBonuses: num.default(0),
  totalBalance: num.default(0),
  totalDiscount: num.default(0),
  chargedBonus: num.default(0),
  promoCode: optText,
  pochtaBankCode: int.nullish(),
  pochtaBankText: optText,
});

export const orderViewSchema = z.object({
  errorCode: int.default(0),
  errorText: text.default(''),
  ord_num: text,
  hash: text,
  /** Seconds of reservation left (0 when expired or paid). */
  reservetime: int,
  main: z.array(orderTicketSchema),
  toping: z.array(orderTicketSchema).default([]),
  service: z.array(z.object({ action_group: int, sum: num })).default([]),
  addToping: z.array(specialOfferSchema).default([]),
  discountData: discountDataSchema.nullish(),
  printingAllowed: z.boolean(),
  paymentAllowed: z.boolean(),
  demsumma: num,
  urnPay: z.record(z.string(), z.string()).default({}),
  payments: z.array(paymentTypeSchema).default([]),
  creditCompanyId: int.nullish(),
  payment_qr: optText,
  name: optText,
  email: optText,
  phone: optText,
  /** 20 confirmed, 90 cancelled, 0 reserved. */
  status: int,
  usereturn: flag.default(0),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** POST to an urnPay URL. */
export const paymentRequestSchema = z.object({ hash: hashField, lang: langField, bank_data: z.unknown().optional() });
export const paymentResultSchema = z.object({
  errorCode: int,
  errorText: text.default(''),
  bankInvoiceId: optText,
  backUrl: optText,
  form_qr_url: optText,
  form_qr_code: optText,
  form_action: optText,
  form_bank: z.record(z.string(), z.string()).nullish(),
  bankUrl: optText,
  /** Pushkin-card verification: 0 success, 3 in progress, 4 failure. */
  pushkinCode: int.nullish(),
});

export const addOfferRequestSchema = z.object({
  hash: hashField,
  data: z.array(z.object({ uid: shortText(64).optional(), parent_id: int, package_id: int, price_id: int, cost: num.optional() })).min(1).max(50),
});
export const removeOfferRequestSchema = z.object({ hash: hashField, id: int });
export const addDiscountRequestSchema = z.object({
  hash: hashField,
  lang: langField,
  bonuses: z.union([int, z.literal('')]).optional(),
  cardCode: shortText(32).optional(),
  promoCode: shortText(64).optional(),
});

export const returnDataRequestSchema = z.object({ hash: hashField, lang: langField, hashConf: shortText(128).optional() });
export const returnCreateRequestSchema = z.object({ hash: hashField, lang: langField, reason: int, id: z.array(int).min(1).max(500) });
export const returnConfirmRequestSchema = z.object({ hash: hashField, lang: langField, hashConf: shortText(128) });

export const nominalConfirmRequestSchema = z.object({
  hash: hashField,
  lang: langField,
  id: z.array(int).min(1).max(100),
  docTypeId: z.array(z.union([int, z.literal(''), z.null()])).max(100).default([]),
  name: z.array(shortText(200)).max(100),
  surname: z.array(shortText(200)).max(100),
  middleName: z.array(shortText(200).nullable()).max(100).default([]),
  docNum: z.array(shortText(200).nullable()).max(100).default([]),
  age: z.array(z.union([int, z.literal(''), z.null()])).max(100).default([]),
  date: z.array(shortText(20).nullable()).max(100).default([]),
  countryId: z.array(z.union([int, z.literal(''), z.null()])).max(100).default([]),
  regionId: z.array(z.union([int, z.literal(''), z.null()])).max(100).default([]),
  checkboxList: z.array(checkedBoxSchema).max(50).default([]),
});
export type NominalConfirmRequest = z.infer<typeof nominalConfirmRequestSchema>;

export const crmSessionRequestSchema = z.object({ sessionId: shortText(128) });

/** A subscription of the personal-account client: tickets left (quant) for the event hash_id. */
export const clientSubscriptionSchema = z.object({
  subscrit_id: int,
  quant: int.default(0),
  hash_id: text,
});
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;

/**
 * POST /api/crm/client-info answer (docs/product/booking.md). The
 * personal account is the operator's own system, so the answer is read tolerantly: a
 * malformed subscription list counts as none rather than losing the client.
 */
export const clientInfoSchema = z.object({
  errorCode: int.default(0),
  errorMsg: optText,
  sessionId: text,
  email: text.nullish().transform((v) => v ?? ''),
  subscriptions: z.array(clientSubscriptionSchema).catch([]).default([]),
  id: int.nullish(),
  hashId: optText,
  cardCode: optText,
  lastname: optText,
  firstname: optText,
  middlename: optText,
  clientname: optText,
  clientphone: optText,
  clientemail: optText,
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

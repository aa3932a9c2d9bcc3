import { z } from 'zod';
import { flag, int, l10n, num, optText, text } from './primitives';
import { recordList } from './record-list';

/** A price row as the platform sends it (platform-notes: numbers arrive as strings). */
export const priceRowSchema = z.object({
  price_id: int.nullish(),
  action_id: int,
  clientcategory_id: int,
  zonelevel_id: int,
  action_day: optText,
  price: num,
  priceservise: num.default(0),
  minlimit: int.default(0),
  maxlimit: int.default(1000),
  /** Remaining places in this row's zone for the chosen session. */
  quantity: int.nullish(),
  passagequant: int.default(1),
  needprice: int.default(0),
  pricetype_id: int,
  /** 0 any card, 1 Pushkin card only, 2 bank card only. */
  useproculture: int.default(0),
  usecard: flag.default(1),
  usepromo: flag.default(0),
  /** 1 main currency, 2 percent (of the price, for the service fee). */
  currency_id: int.default(1),
  zonecolor: optText,
  ...l10n('category'),
  ...l10n('category_descript'),
  ...l10n('zonelevel'),
  ...l10n('action'),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

export const checkboxSchema = z.object({ id: int, filling: flag.default(1), ...l10n('name') });
export type Checkbox = z.infer<typeof checkboxSchema>;

const actionCommon = {
  action_id: int,
  hash_id: text,
  ...l10n('action'),
  ...l10n('note'),
  ...l10n('descript'),
  ...l10n('descript_url'),
  ...l10n('address'),
  ...l10n('seatroot'),
  seatroot_id: int.nullish(),
  age_from: int.default(0),
  duration: int.nullish(),
  demquantlimit: int.default(10),
  usepushkarta: flag.default(0),
  usenopushkarta: flag.default(1),
  menukind_id: int.nullish(),
  mainmenu_id: int.nullish(),
};

export const bookingActionSchema = z.object({
  ...actionCommon,
  maybefree: flag.default(0),
  rowcount: int.default(0),
  writeticketname: flag.default(0),
  mailconfirm: flag.default(0),
  useseatsvg: flag.default(0),
});
export type BookingAction = z.infer<typeof bookingActionSchema>;

export const actionStrSchema = z.object({
  ...l10n('str_action'),
  ...l10n('str_seatroot'),
  ...l10n('str_address'),
  str_day: text,
  str_time: text.default(''),
});

/** The marker for 'no fixed time' in the events-page calendar. */
export const NO_TIME = 'NO_TIME';
/** The single-time marker (docs/product/booking.md). */
export const SINGLE_TIME_MARKER = 999;

export const timeEntrySchema = z.object({
  time: text,
  quantity: int,
  pricetype_id: int,
  calendar_id: int.nullish(),
  /** Places left per zone for this session (the reference server's addition). */
  zones: z.array(z.object({ zonelevel_id: int, quantity: int })).default([]),
});
export const dayEntrySchema = z.object({ day: text, _time: z.array(timeEntrySchema) });

/** POST /api/no-scheme {hash} */
export const noSchemeRequestSchema = z.object({ hash: z.string().min(1).max(64), lang: z.string().max(2).optional() });
export const noSchemeSchema = z.object({
  action: bookingActionSchema,
  actionStr: z.array(actionStrSchema).default([]),
  calendar: z.array(dayEntrySchema),
  price: z.array(priceRowSchema),
  ticketPrice: z.array(priceRowSchema).default([]),
  ticketInfo: z.union([z.object(l10n('ticketinfo')), z.null()]).default(null),
  checkboxList: z.array(checkboxSchema).default([]),
});
export type NoScheme = z.infer<typeof noSchemeSchema>;

export const schemeCalendarItemSchema = z.object({
  calendar_id: int,
  /** dd.mm.yyyy */
  event_day: text,
  event_time: text,
  quant: int,
  pricetype_id: int,
});
export type SchemeCalendarItem = z.infer<typeof schemeCalendarItemSchema>;

/** POST /api/scheme {hash} */
export const schemeRequestSchema = noSchemeRequestSchema;
export const schemeSchema = z.object({
  action: bookingActionSchema,
  calendar: z.array(schemeCalendarItemSchema),
  action_str: z.array(actionStrSchema).default([]),
  price_list: z.array(priceRowSchema),
  checkboxList: z.array(checkboxSchema).default([]),
  /**
   * The reference server's addition: the content hash of the hall's geometry
   * (GET /api/scheme/hall/<hash>), so that a first visit fetches it alongside the session's
   * availability. The platform does not send it.
   */
  hall_hash: z.string().regex(/^[0-9a-f]{32}$/).optional(),
});
export type Scheme = z.infer<typeof schemeSchema>;

/** POST /api/scheme/sessions {hash, date?}: fresh quantities for the time chips. */
export const schemeSessionsRequestSchema = z.object({
  hash: z.string().min(1).max(64),
  date: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/).optional(),
});
export const schemeSessionsSchema = z.object({ calendar: z.array(schemeCalendarItemSchema) });

/** A seat or standing place as data (joined to the SVG by seat_id). */
export const schemeSeatSchema = z.object({
  seat_id: int,
  sector: int,
  row: text,
  seat: text,
  /** 0 a seat, -1 a standing place. */
  st_id: int,
  /** Places left: 1/0 for a seat, remaining capacity for a standing place. */
  quant: int,
  limit: int,
  seat_name: text,
  /** zonelevel_id */
  cat: int,
});
export type SchemeSeat = z.infer<typeof schemeSeatSchema>;

export const schemeSectorSchema = z.object({ sector_id: int, ...l10n('name'), total: int, free: int });
export const schemeZoneSchema = z.object({
  zonelevel_id: int,
  color: text,
  ...l10n('name'),
  /** Highest price of the zone for the session's price type (legend: max per colour). */
  price: num,
  priceservise: num.default(0),
});

/** POST /api/scheme/map {hash, calendar_id} */
export const schemeMapRequestSchema = z.object({
  hash: z.string().min(1).max(64),
  calendar_id: int,
  lang: z.string().max(2).optional(),
});
export const schemeMapSchema = z.object({
  svg: text,
  sectors: z.array(schemeSectorSchema),
  /** Numbered seats on sale now; a seat in the SVG without data is not available. */
  seat_numbers: recordList(schemeSeatSchema),
  /** Standing places (st_id -1) with their remaining quant. */
  seat_stand: recordList(schemeSeatSchema),
  zones: z.array(schemeZoneSchema),
  zoomporog: num.default(500),
  zoommax: num.default(24),
  usestrokesector: flag.default(0),
  showseatnumber: flag.default(0),
});
export type SchemeMap = z.infer<typeof schemeMapSchema>;

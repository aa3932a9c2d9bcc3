import { z } from 'zod';
import { flag, int, l10n, optText, text } from './primitives';
import { setupSchema } from './setup';

export const kindMenuSchema = z.object({
  menukind_id: int,
  ...l10n('menukindname'),
  menukindsortnum: int.default(0),
  ...l10n('title_h1'),
  /** Absent: setup.db tickets_col or subscription_col gives the columns (docs/product/listing.md). */
  menucolumncount: int.nullish(),
  menurowcount: int.nullish(),
  showfiltercalendar: flag.default(0),
  showattribute: flag.default(0),
  /** Ticket type: 1 tickets, 2 subscriptions, 3 concerts. */
  ticket_type: int.default(1),
});

export const mainMenuSchema = z.object({
  mainmenu_id: int,
  menukind_id: int,
  ...l10n('mainmenu'),
  mainmenusortnum: int.default(0),
  showimage: flag.default(1),
  ...l10n('title_h2'),
});

export const subMenuSchema = z.object({
  submenu_id: int,
  mainmenu_id: int,
  ...l10n('submenu'),
  submenusortnum: int.default(0),
});

export const afishaCalendarSchema = z.object({
  event_id: int,
  /** dd.mm.yyyy */
  eventday: text,
  /** HH:MM, or '' when the session has no fixed time. */
  eventtime: text.default(''),
  ticketcount: int,
});

export const venueSchema = z.object({
  seatroot_id: int,
  ...l10n('seatroot'),
  ...l10n('address'),
  urlyandexmap: optText,
});

export const afishaEventSchema = z.object({
  event_id: int,
  ...l10n('event'),
  ...l10n('descript'),
  ...l10n('descript_url'),
  ...l10n('image_url'),
  ...l10n('image_id', int),
  age_from: int.default(0),
  /** Tickets left over all future sessions; -99999 means 'soon on sale'. */
  totalticketcount: int,
  showticketcount: flag.default(1),
  showquant: flag.default(1),
  usepushkarta: flag.default(0),
  usenopushkarta: flag.default(1),
  signlang: flag.default(0),
  seatroot_id: int.nullish(),
  hash_id: text,
  eventsotrnum: int.default(0),
  mainmenu_id: int.nullish(),
  menukind_id: int.nullish(),
  submenu_id: int.nullish(),
  useseatsvg: flag.default(0),
  maybefree: flag.default(0),
  writeticketname: flag.default(0),
});

export const tagSchema = z.object({ attr_id: int, ...l10n('attrname') });
export const eventTagSchema = z.object({ event_id: int, /** comma list of tag ids */ attr_id: text });
export const imageSchema = z.object({ image_id: int, url: text });

export const compositionSchema = z.object({
  event_id: int,
  ...l10n('eventstr'),
  eventstr_day: text,
  eventstr_time: text.default(''),
  str_day_ru: optText,
  url: optText,
  eventstrsortnum: int.default(0),
  seatroot: int.nullish(),
  ...l10n('address'),
});

export const afishaSchema = z.object({
  setup: setupSchema,
  kind_menu: z.array(kindMenuSchema),
  main_menu: z.array(mainMenuSchema),
  sub_menu: z.array(subMenuSchema).default([]),
  calendar: z.array(afishaCalendarSchema),
  venues: z.array(venueSchema),
  action: z.array(afishaEventSchema),
  list_tags: z.array(tagSchema),
  event_tags: z.array(eventTagSchema),
  images: z.array(imageSchema).default([]),
  composition: z.array(compositionSchema).default([]),
});

export const afishaResponseSchema = z.object({ response: afishaSchema });
export type Afisha = z.infer<typeof afishaSchema>;
export type AfishaResponse = z.infer<typeof afishaResponseSchema>;
export type AfishaEvent = z.infer<typeof afishaEventSchema>;
export type KindMenu = z.infer<typeof kindMenuSchema>;
export type MainMenu = z.infer<typeof mainMenuSchema>;
export type Venue = z.infer<typeof venueSchema>;
export type AfishaCalendarEntry = z.infer<typeof afishaCalendarSchema>;
export type Composition = z.infer<typeof compositionSchema>;

/** The sentinel for 'soon on sale' (docs/product/listing.md). */
export const SOON_ON_SALE = -99999;

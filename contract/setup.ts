import { z } from 'zod';
import { flag, int, l10n, num, optText, text } from './primitives';
import { languages } from './lang';

const metaEntrySchema = z.object({
  lang: z.enum(languages),
  title: text,
  subject: optText,
  description: optText,
  owner: optText,
  keywords: optText,
  siteurlimage: optText,
  metatype: optText,
  alternate: optText,
  alternate_lang: optText,
});

const footerUrlSchema = z.object({ url: text, ...l10n('name') });

export const ruleSchema = z.object({
  id: int,
  kind: z.enum(['purchase-terms', 'privacy-policy']),
  url: z.string().nullish(),
  ...l10n('name'),
  ...l10n('text'),
});

export const setupSchema = z.object({
  app: z.object({
    language: text.default('ru'),
    currency: text.default('RUB'),
    order_return: flag.default(0),
    logo: optText,
    logo_footer: optText,
    logo_width: num.nullish(),
    header: flag.default(1),
    footer: flag.default(1),
    scroll_top: flag.default(1),
    url_logo: optText,
    lk: flag.default(0),
    footer_urls: z.array(footerUrlSchema).default([]),
    ...l10n('footer_text'),
    ...l10n('footer_db_info'),
  }),
  db: z.object({
    meta: z.array(metaEntrySchema).default([]),
    showproculture: flag.default(0),
    languages: text.default('ru,en,kz,ch'),
    rules: z.array(ruleSchema).default([]),
    ...l10n('info_client'),
    ...l10n('info_contact'),
    returntoafishabutton: flag.default(0),
    ...l10n('returntoafishaname'),
    ...l10n('topingbuttonname'),
    ...l10n('topingname'),
    price_limit: num.nullish(),
    tickets_image: flag.default(1),
    subscription_image: flag.default(1),
    tickets_action: flag.default(1),
    subscription_action: flag.default(1),
    tickets_address: flag.default(1),
    subscription_address: flag.default(1),
    tickets_description: flag.default(1),
    subscription_description: flag.default(1),
    tickets_col: num.nullish(),
    subscription_col: num.nullish(),
    description_escaping_tags: optText,
    description_length: num.nullish(),
    menu_first_notimes: flag.default(0),
  }),
  captcha: z.object({ enabled: flag }).default({ enabled: 0 }),
  recaptcha: z.object({ enabled: flag, sitekey: optText }).default({ enabled: 0 }),
  is_integration: flag.default(0),
  /** Server's today, ISO `YYYY-MM-DD` (the platform's timezone is UTC). */
  date: text,
});
export type Setup = z.infer<typeof setupSchema>;
export type Rule = z.infer<typeof ruleSchema>;

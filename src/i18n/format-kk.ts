import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { kk } from 'date-fns/locale/kk';

/**
 * Kazakh dates through date-fns: Chromium's Intl has no Kazakh data and printed English
 * weekdays and months on kz pages. Loaded with the Kazakh texts (i18n.ts), so Russian
 * pages do not carry date-fns. The options are the Intl ones the app passes to formatDate.
 */
export function formatKazakhDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  const { weekday, day, month, year } = options;
  const parts: string[] = [];
  const monthOnly = month && !day && !year && !weekday;
  if (weekday) parts.push(weekday === 'long' ? 'EEEE' : 'EEE');
  let body = '';
  if (day) body += 'd';
  // A month alone is the standalone form (шілде, шіл), in a date the formatting form.
  if (month) body += `${body ? ' ' : ''}${monthOnly ? (month === 'long' ? 'LLLL' : 'LLL') : month === 'long' ? 'MMMM' : month === 'short' ? 'MMM' : 'MM'}`;
  if (year) body += `${body ? ' ' : ''}y 'ж.'`;
  if (body) parts.push(body);
  if (parts.length === 0) return format(new TZDate(date, 'UTC'), 'PPP', { locale: kk });
  // The storefront works in UTC: the date shows the same day for every visitor.
  return format(new TZDate(date, 'UTC'), parts.join(', '), { locale: kk });
}

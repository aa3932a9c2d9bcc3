import type { NominalTicketData, OrderData } from '../../../../contract/nominal';
import { json } from '../../../testing/fake-fetch';

// POST /api/order-data as the reference server answers it: the tickets in `response`, the
// consent text, consents, document types (with their notes), countries and regions beside it.

export const NOMINAL_HASH = 'NominalOrderHash_0123456789abcdef';

const l4 = (ru: string, en: string) => ({ ru, en, kz: ru, ch: en });
const expand = (field: string, v: { ru: string; en: string; kz: string; ch: string }) =>
  Object.fromEntries(Object.entries(v).map(([lang, text]) => [`${field}_${lang}`, text]));

export function nominalTicket(over: Partial<NominalTicketData> = {}): NominalTicketData {
  return {
    id: 501,
    summa: 4500,
    needage: 2,
    needmiddlename: 0,
    needdocument: 1,
    needcountry: 1,
    needregion: 1,
    ...expand('clientcategory', l4('Взрослый', 'Adult')),
    demandstatusid: 0,
    hash_id: NOMINAL_HASH,
    ord_num: '100777',
    reservetime: 900,
    ...expand('action', l4('Чарынский каньон: автобусный тур', 'Charyn Canyon bus tour')),
    day: '2026-11-27',
    time: '08:00',
    country_id: null,
    tickethash_id: 'a'.repeat(32),
    ...over,
  } as NominalTicketData;
}

export function orderData(tickets: NominalTicketData[] = [nominalTicket()]): OrderData {
  return {
    response: tickets,
    text: '<p>Данные владельцев билетов обрабатываются для допуска на мероприятие.</p>',
    checkboxList: [
      { id: 1, filling: 1, ...expand('name', l4('Я принимаю условия покупки билетов', 'I accept the ticket purchase terms')) },
      { id: 3, filling: 0, ...expand('name', l4('Хочу получать анонсы событий', 'Send me event announcements')) },
    ],
    docTypes: [
      { id: 1, country_id: 1, ...expand('name', l4('Паспорт гражданина РФ', 'Russian passport')), ...expand('note', l4('Серия (4 цифры) и номер (6 цифр), например 4510 123456', 'Series (4 digits) and number (6 digits), e.g. 4510 123456')) },
      { id: 2, country_id: 1, ...expand('name', l4('Заграничный паспорт', 'International passport')), ...expand('note', l4('Буквы и цифры без пробелов', 'Letters and digits without spaces')) },
      { id: 3, country_id: 1, ...expand('name', l4('Военный билет', 'Military ID')), ...expand('note', l4('Две заглавные русские буквы и 7 цифр, например АБ 1234567', 'Two Cyrillic capitals and 7 digits')) },
      { id: 4, country_id: 1, ...expand('name', l4('Свидетельство о рождении', 'Birth certificate')), ...expand('note', l4('Серия римскими цифрами, дефис, две русские буквы и 6 цифр, например IV-МЮ 123456', 'Roman-numeral series, hyphen, two Cyrillic letters and 6 digits')) },
      { id: 5, country_id: 1, ...expand('name', l4('Свидетельство о рождении (старого образца)', 'Birth certificate (old form)')), ...expand('note', l4('Серия римскими цифрами и 7 цифр, например XI 1234567', 'Roman-numeral series and 7 digits')) },
      { id: 6, country_id: 2, ...expand('name', l4('Удостоверение личности РК', 'Kazakhstan ID card')), ...expand('note', l4('', '')) },
    ],
    countries: [
      { id: 1, ...expand('name', l4('Россия', 'Russia')) },
      { id: 2, ...expand('name', l4('Казахстан', 'Kazakhstan')) },
      { id: 3, ...expand('name', l4('Беларусь', 'Belarus')) },
    ],
    regions: [
      { id: 101, country_id: 1, ...expand('name', l4('Москва', 'Moscow')) },
      { id: 102, country_id: 1, ...expand('name', l4('Санкт-Петербург', 'Saint Petersburg')) },
      { id: 201, country_id: 2, ...expand('name', l4('Алматы', 'Almaty')) },
      { id: 202, country_id: 2, ...expand('name', l4('Астана', 'Astana')) },
      { id: 301, country_id: 3, ...expand('name', l4('Минск', 'Minsk')) },
    ],
  } as OrderData;
}

/** The fake API's handler: order-data's lists sit beside `response`, not inside it. */
export const orderDataRoute = (data: OrderData | ((lang: string) => OrderData)) => (init: RequestInit | undefined) => {
  const lang = (JSON.parse(String(init?.body ?? '{}')) as { lang?: string }).lang ?? 'ru';
  return json(typeof data === 'function' ? data(lang) : data);
};

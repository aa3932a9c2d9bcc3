// The mail that offers a waiter the places that came back, in the language they joined in.
import { defaultLang, type Lang } from '../../contract/lang';
import type { Db } from '../db/driver';
import { en, ru } from '../texts/plural';
import { queueMail, siteLink } from '../mail/outbox';
import { money } from '../mail/texts';
import { orderPageLink } from '../orders/links';

export interface OfferMailData {
  event: string;
  when: string;
  places: string[];
  amount: number;
  minutes: number;
  orderLink: string;
  leaveLink: string;
}

const placesWord = (n: number, lang: Lang): string =>
  lang === 'ru' ? `${n} ${ru(n, 'место', 'места', 'мест')}` : lang === 'en' ? `${n} ${en(n, 'place', 'places')}` : lang === 'kz' ? `${n} орын` : `${n} 个座位`;

const minutesWord = (n: number, lang: Lang): string =>
  lang === 'ru' ? `${n} ${ru(n, 'минуту', 'минуты', 'минут')}` : lang === 'en' ? `${n} ${en(n, 'minute', 'minutes')}` : lang === 'kz' ? `${n} минут` : `${n} 分钟`;

type Texts = { subject: (d: OfferMailData) => string; body: (d: OfferMailData) => string };

export const offerMail: Record<Lang, Texts> = {
  ru: {
    subject: (d) => `Освободились места: ${d.event}`,
    body: (d) =>
      [
        'Здравствуйте!',
        '',
        `Вы в листе ожидания на «${d.event}», ${d.when}. Освободились места, и мы отложили для вас ${placesWord(d.places.length, 'ru')}:`,
        ...d.places.map((p) => `— ${p}`),
        '',
        `Сумма к оплате: ${money(d.amount, 'ru')}. Места ждут вас ${minutesWord(d.minutes, 'ru')}; потом их предложат следующему в листе ожидания.`,
        'Оплатить:',
        '',
        d.orderLink,
        '',
        'Больше не писать о свободных местах на этот сеанс:',
        d.leaveLink,
      ].join('\n'),
  },
  en: {
    subject: (d) => `Places have come back: ${d.event}`,
    body: (d) =>
      [
        'Hello,',
        '',
        `You are on the waiting list for "${d.event}", ${d.when}. Places have come back, and we are holding ${placesWord(d.places.length, 'en')} for you:`,
        ...d.places.map((p) => `- ${p}`),
        '',
        `To pay: ${money(d.amount, 'en')}. The places are held for you for ${minutesWord(d.minutes, 'en')}; then they are offered to the next person on the list.`,
        'Pay here:',
        '',
        d.orderLink,
        '',
        'Stop writing to me about places for this session:',
        d.leaveLink,
      ].join('\n'),
  },
  kz: {
    subject: (d) => `Орындар босады: ${d.event}`,
    body: (d) =>
      [
        'Сәлеметсіз бе!',
        '',
        `Сіз «${d.event}», ${d.when} күту тізіміндесіз. Орындар босады, біз сізге ${placesWord(d.places.length, 'kz')} сақтадық:`,
        ...d.places.map((p) => `— ${p}`),
        '',
        `Төлем сомасы: ${money(d.amount, 'kz')}. Орындар сізді ${minutesWord(d.minutes, 'kz')} күтеді; содан кейін олар тізімдегі келесі адамға ұсынылады.`,
        'Төлеу:',
        '',
        d.orderLink,
        '',
        'Бұл сеанстың бос орындары туралы бұдан былай жазбаңыз:',
        d.leaveLink,
      ].join('\n'),
  },
  ch: {
    subject: (d) => `有座位空出：${d.event}`,
    body: (d) =>
      [
        '您好！',
        '',
        `您在"${d.event}"（${d.when}）的候补名单上。现在有座位空出，我们为您保留了${placesWord(d.places.length, 'ch')}：`,
        ...d.places.map((p) => `- ${p}`),
        '',
        `应付金额：${money(d.amount, 'ch')}。座位为您保留${minutesWord(d.minutes, 'ch')}，之后将提供给名单上的下一位。`,
        '付款：',
        '',
        d.orderLink,
        '',
        '不再通知我本场次的空余座位：',
        d.leaveLink,
      ].join('\n'),
  },
};

/** The unsubscribe page of an entry (the storefront's page asks before it removes the entry). */
export function leaveLink(publicUrl: string, token: string, lang: Lang): string {
  return siteLink(publicUrl, `/waitlist/leave/${token}${lang === defaultLang ? '' : `?lang=${lang}`}`);
}

/** Queues the offer inside the transaction that records it; once per entry and order. */
export async function queueOfferMail(
  tx: Db,
  publicUrl: string,
  o: { entryId: number; orderId: number; orderHash: string; email: string; lang: Lang; token: string },
  d: Omit<OfferMailData, 'orderLink' | 'leaveLink'>,
  now: Date,
): Promise<boolean> {
  const data: OfferMailData = { ...d, orderLink: siteLink(publicUrl, orderPageLink(o.orderHash, o.lang)), leaveLink: leaveLink(publicUrl, o.token, o.lang) };
  const t = offerMail[o.lang];
  return queueMail(
    tx,
    { kind: 'waitlist', orderId: o.orderId, lang: o.lang, recipient: o.email, subject: t.subject(data), body: t.body(data), dedupeKey: `waitlist:${o.entryId}:${o.orderId}` },
    now,
  );
}

import type { Lang } from '../../contract/lang';
import { en, ru } from '../texts/plural';

/**
 * The storefront's e-mail in its four languages. Plain text: links stand on lines of their
 * own, so that every mail program makes them clickable (the HTML part is derived from it).
 */

const intlLocale: Record<Lang, string> = { ru: 'ru-RU', en: 'en-GB', kz: 'kk-KZ', ch: 'zh-CN' };

export function money(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

const ticketsWord = (n: number, lang: Lang): string =>
  lang === 'ru' ? `${n} ${ru(n, 'билет', 'билета', 'билетов')}` : lang === 'en' ? `${n} ${en(n, 'ticket', 'tickets')}` : lang === 'kz' ? `${n} билет` : `${n} 张票`;

export interface RefundMailData {
  ordNum: string;
  tickets: number;
  amount: number;
  hours: number;
  link: string;
}

export const refundMail: Record<Lang, { subject: (d: RefundMailData) => string; body: (d: RefundMailData) => string }> = {
  ru: {
    subject: (d) => `Подтвердите возврат билетов по заказу № ${d.ordNum}`,
    body: (d) =>
      [
        'Здравствуйте!',
        '',
        `По заказу № ${d.ordNum} оформлено заявление на возврат: ${ticketsWord(d.tickets, 'ru')} на сумму ${money(d.amount, 'ru')}.`,
        `Чтобы подтвердить возврат, перейдите по ссылке (она действует ${d.hours} ${ru(d.hours, 'час', 'часа', 'часов')}):`,
        '',
        d.link,
        '',
        'Если вы не оформляли заявление, ничего не делайте: без подтверждения билеты остаются действительными.',
      ].join('\n'),
  },
  en: {
    subject: (d) => `Confirm the refund for order No. ${d.ordNum}`,
    body: (d) =>
      [
        'Hello,',
        '',
        `A refund application was made for order No. ${d.ordNum}: ${ticketsWord(d.tickets, 'en')}, ${money(d.amount, 'en')}.`,
        `To confirm the refund, open this link (it is valid for ${d.hours} ${en(d.hours, 'hour', 'hours')}):`,
        '',
        d.link,
        '',
        'If you did not apply, do nothing: without confirmation the tickets stay valid.',
      ].join('\n'),
  },
  kz: {
    subject: (d) => `№ ${d.ordNum} тапсырыс бойынша билеттерді қайтаруды растаңыз`,
    body: (d) =>
      [
        'Сәлеметсіз бе!',
        '',
        `№ ${d.ordNum} тапсырыс бойынша қайтаруға өтініш берілді: ${ticketsWord(d.tickets, 'kz')}, сомасы ${money(d.amount, 'kz')}.`,
        `Қайтаруды растау үшін сілтемені ашыңыз (ол ${d.hours} сағат жарамды):`,
        '',
        d.link,
        '',
        'Егер өтінішті сіз бермесеңіз, ештеңе істемеңіз: растаусыз билеттер жарамды болып қалады.',
      ].join('\n'),
  },
  ch: {
    subject: (d) => `请确认订单 ${d.ordNum} 的退票`,
    body: (d) =>
      [
        '您好！',
        '',
        `订单 ${d.ordNum} 已提交退票申请：${ticketsWord(d.tickets, 'ch')}，金额 ${money(d.amount, 'ch')}。`,
        `要确认退票，请打开此链接（${d.hours}小时内有效）：`,
        '',
        d.link,
        '',
        '如果不是您提交的申请，请忽略此邮件：未经确认，门票仍然有效。',
      ].join('\n'),
  },
};

export interface OrderMailTicket {
  /** Category or zone, and the place when it has one. */
  label: string;
  holder: string | null;
  link: string;
}

export interface OrderMailSession {
  event: string;
  when: string;
  venue: string;
  tickets: OrderMailTicket[];
}

export interface OrderMailData {
  ordNum: string;
  amount: number;
  orderLink: string;
  sessions: OrderMailSession[];
}

const sessionLines = (d: OrderMailData, ticket: string, holder: string) =>
  d.sessions.flatMap((s) => [
    '',
    s.event,
    s.when,
    ...(s.venue ? [s.venue] : []),
    ...s.tickets.flatMap((t, i) => ['', `${ticket} ${i + 1}${t.label ? `: ${t.label}` : ''}${t.holder ? ` (${holder}: ${t.holder})` : ''}`, t.link]),
  ]);

export const orderMail: Record<Lang, { subject: (d: OrderMailData) => string; body: (d: OrderMailData) => string }> = {
  ru: {
    subject: (d) => `Ваши билеты: заказ № ${d.ordNum}`,
    body: (d) =>
      [
        'Здравствуйте!',
        '',
        `Заказ № ${d.ordNum} ${d.amount > 0 ? `оплачен (${money(d.amount, 'ru')})` : 'подтверждён'}. Спасибо!`,
        'Каждый билет открывается по своей ссылке; покажите его код на входе.',
        ...sessionLines(d, 'Билет', 'на имя'),
        '',
        'Заказ целиком, билеты в PDF и возврат:',
        d.orderLink,
      ].join('\n'),
  },
  en: {
    subject: (d) => `Your tickets: order No. ${d.ordNum}`,
    body: (d) =>
      [
        'Hello,',
        '',
        `Order No. ${d.ordNum} is ${d.amount > 0 ? `paid (${money(d.amount, 'en')})` : 'confirmed'}. Thank you!`,
        'Each ticket opens at its own link; show its code at the entrance.',
        ...sessionLines(d, 'Ticket', 'holder'),
        '',
        'The whole order, the tickets as a PDF and returns:',
        d.orderLink,
      ].join('\n'),
  },
  kz: {
    subject: (d) => `Сіздің билеттеріңіз: № ${d.ordNum} тапсырыс`,
    body: (d) =>
      [
        'Сәлеметсіз бе!',
        '',
        `№ ${d.ordNum} тапсырыс ${d.amount > 0 ? `төленді (${money(d.amount, 'kz')})` : 'расталды'}. Рақмет!`,
        'Әр билет өз сілтемесі бойынша ашылады; кіреберісте оның кодын көрсетіңіз.',
        ...sessionLines(d, 'Билет', 'иесі'),
        '',
        'Тапсырыс толығымен, PDF билеттер және қайтару:',
        d.orderLink,
      ].join('\n'),
  },
  ch: {
    subject: (d) => `您的门票：订单 ${d.ordNum}`,
    body: (d) =>
      [
        '您好！',
        '',
        `订单 ${d.ordNum} ${d.amount > 0 ? `已支付（${money(d.amount, 'ch')}）` : '已确认'}。谢谢！`,
        '每张门票都有自己的链接；入场时请出示票码。',
        ...sessionLines(d, '门票', '持票人'),
        '',
        '完整订单、PDF 门票及退票：',
        d.orderLink,
      ].join('\n'),
  },
};

/** "Place" words for the ticket label: sector, row, seat. */
export const placeWords: Record<Lang, { sector: string; row: string; seat: string }> = {
  ru: { sector: 'сектор', row: 'ряд', seat: 'место' },
  en: { sector: 'sector', row: 'row', seat: 'seat' },
  kz: { sector: 'сектор', row: 'қатар', seat: 'орын' },
  ch: { sector: '区', row: '排', seat: '座' },
};

/** Short weekday names for a session's date. */
export const WEEKDAY_SHORT: Record<Lang, string[]> = {
  ru: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  kz: ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'],
  ch: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};

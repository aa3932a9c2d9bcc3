import type { Lang } from '../../contract/lang';

/** The refund consent text (spec 2 'Order return': a consent switch with text and today's date). */
export const refundConsent: Record<Lang, string> = {
  ru: 'Я подтверждаю, что хочу вернуть выбранные билеты, и согласен с правилами возврата. Деньги вернутся на карту, с которой был оплачен заказ.',
  en: 'I confirm that I want to return the selected tickets and accept the refund rules. The money goes back to the card the order was paid with.',
  kz: 'Таңдалған билеттерді қайтарғым келетінін растаймын және қайтару ережелерімен келісемін. Ақша тапсырыс төленген картаға қайтарылады.',
  ch: '我确认要退回所选门票，并同意退票规则。款项将退回支付订单所用的银行卡。',
};

export const refundMail: Record<Lang, { subject: string; body: (link: string, num: string) => string }> = {
  ru: { subject: 'Подтверждение возврата билетов', body: (l, n) => `Чтобы подтвердить возврат по заказу № ${n}, перейдите по ссылке (действует 24 часа): ${l}` },
  en: { subject: 'Confirm your ticket refund', body: (l, n) => `To confirm the refund for order No. ${n}, open this link (valid for 24 hours): ${l}` },
  kz: { subject: 'Билеттерді қайтаруды растау', body: (l, n) => `№ ${n} тапсырыс бойынша қайтаруды растау үшін сілтемені ашыңыз (24 сағат жарамды): ${l}` },
  ch: { subject: '确认退票', body: (l, n) => `要确认订单 ${n} 的退票，请打开此链接（24小时内有效）：${l}` },
};

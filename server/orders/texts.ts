import type { Lang } from '../../contract/lang';

/** The refund consent text (docs/product/refund.md: a consent switch with its text and today's date). */
export const refundConsent: Record<Lang, string> = {
  ru: 'Я подтверждаю, что хочу вернуть выбранные билеты, и согласен с правилами возврата. Деньги вернутся на карту, с которой был оплачен заказ.',
  en: 'I confirm that I want to return the selected tickets and accept the refund rules. The money goes back to the card the order was paid with.',
  kz: 'Таңдалған билеттерді қайтарғым келетінін растаймын және қайтару ережелерімен келісемін. Ақша тапсырыс төленген картаға қайтарылады.',
  ch: '我确认要退回所选门票，并同意退票规则。款项将退回支付订单所用的银行卡。',
};

import { en, ru, type Localised } from './plural';

/** What is wrong with one nominal ticket's holder (docs/product/nominal.md). */
export type HolderProblem = 'ticket' | 'surname' | 'name' | 'middleName' | 'date' | 'docType' | 'docNum' | 'country' | 'countryUnknown' | 'region';
const holderProblem: Record<HolderProblem, Localised> = {
  ticket: { ru: 'билет не входит в этот заказ', en: 'the ticket is not part of this order', kz: 'билет бұл тапсырысқа кірмейді', ch: '该票不属于此订单' },
  surname: { ru: 'фамилия — от 2 до 32 букв, пробелов и дефисов', en: 'surname: 2 to 32 letters, spaces and hyphens', kz: 'тегі: 2-ден 32-ге дейін әріп, бос орын және дефис', ch: '姓：2至32个字母、空格或连字符' },
  name: { ru: 'имя — от 3 до 64 букв, пробелов и дефисов', en: 'first name: 3 to 64 letters, spaces and hyphens', kz: 'аты: 3-тен 64-ке дейін әріп, бос орын және дефис', ch: '名：3至64个字母、空格或连字符' },
  middleName: { ru: 'отчество — от 3 до 64 букв, пробелов и дефисов', en: 'middle name: 3 to 64 letters, spaces and hyphens', kz: 'әкесінің аты: 3-тен 64-ке дейін әріп, бос орын және дефис', ch: '父称：3至64个字母、空格或连字符' },
  date: { ru: 'дата рождения — в формате дд.мм.гггг, не раньше 1900 года и не позже сегодняшнего дня', en: 'date of birth: dd.mm.yyyy, from 1900 and not in the future', kz: 'туған күні: кк.аа.жжжж пішімінде, 1900 жылдан бастап, болашақ күн емес', ch: '出生日期：格式为 dd.mm.yyyy，不早于1900年，且不晚于今天' },
  docType: { ru: 'выберите тип документа', en: 'please choose a document type', kz: 'құжат түрін таңдаңыз', ch: '请选择证件类型' },
  docNum: { ru: 'номер документа не соответствует его типу', en: 'the document number does not match the document type', kz: 'құжат нөмірі оның түріне сәйкес келмейді', ch: '证件号码与证件类型不符' },
  country: { ru: 'выберите страну', en: 'please choose a country', kz: 'елді таңдаңыз', ch: '请选择国家' },
  countryUnknown: { ru: 'такой страны нет в списке', en: 'the country is not on the list', kz: 'мұндай ел тізімде жоқ', ch: '列表中没有该国家' },
  region: { ru: 'выберите регион страны', en: 'please choose a region of the country', kz: 'елдің өңірін таңдаңыз', ch: '请选择该国家的地区' },
};

/** Refusals after the order exists: extras, discounts and bonuses, returns, nominal holders. */
export const afterSale = {
  ticketNotInOrder: () => ({
    ru: 'Билет не входит в этот заказ',
    en: 'The ticket is not part of this order',
    kz: 'Билет бұл тапсырысқа кірмейді',
    ch: '该票不属于此订单',
  }),
  offerUnavailable: () => ({
    ru: 'Это дополнение недоступно для заказа',
    en: 'This extra is not available for the order',
    kz: 'Бұл қосымша тапсырыс үшін қолжетімсіз',
    ch: '此附加项不适用于该订单',
  }),
  extraLimit: () => ({
    ru: 'К этому билету больше нельзя добавить такое дополнение',
    en: 'This extra has reached its limit for the ticket',
    kz: 'Бұл билетке мұндай қосымшаны бұдан артық қосуға болмайды',
    ch: '此票的该附加项已达上限',
  }),
  extraNotFound: () => ({
    ru: 'Дополнение не найдено в заказе',
    en: 'The extra was not found in this order',
    kz: 'Қосымша тапсырыстан табылмады',
    ch: '订单中未找到该附加项',
  }),

  // A card's bonuses are its owner's: docs/product/loyalty-and-mail.md.
  cardNotOwn: () => ({
    ru: 'Карту лояльности может использовать только её владелец, вошедший в личный кабинет',
    en: 'Only the card\'s owner, signed in to their personal account, can use this loyalty card',
    kz: 'Адалдық картасын жеке кабинетке кірген иесі ғана пайдалана алады',
    ch: '只有登录个人账户的持卡人才能使用该会员卡',
  }),
  cardBlocked: () => ({
    ru: 'Карта лояльности заблокирована',
    en: 'The loyalty card is blocked',
    kz: 'Адалдық картасы бұғатталған',
    ch: '该会员卡已被冻结',
  }),
  // English as the platform words it: "Invalid promo code".
  promoInvalid: () => ({
    ru: 'Неверный промокод',
    en: 'Invalid promo code',
    kz: 'Промокод жарамсыз',
    ch: '优惠码无效',
  }),
  promoUsedUp: () => ({
    ru: 'Неверный промокод: его уже использовали максимальное число раз',
    en: 'Invalid promo code: it has been used up',
    kz: 'Промокод жарамсыз: оны пайдалану шегі таусылды',
    ch: '优惠码无效：使用次数已用完',
  }),
  promoAlreadyApplied: () => ({
    ru: 'К заказу уже применён промокод',
    en: 'A promo code is already applied to the order',
    kz: 'Тапсырысқа промокод қолданылып қойған',
    ch: '该订单已使用优惠码',
  }),
  bonusesWhole: () => ({
    ru: 'Количество бонусов должно быть целым положительным числом',
    en: 'Bonuses must be a whole positive number',
    kz: 'Бонустар саны оң бүтін сан болуы керек',
    ch: '积分数量必须为正整数',
  }),
  bonusesNeedCard: () => ({
    ru: 'Чтобы списать бонусы, войдите в личный кабинет и оформите заказ из него',
    en: 'To use bonuses, please sign in to your account and order from it',
    kz: 'Бонустарды пайдалану үшін жеке кабинетке кіріп, тапсырысты сол жерден рәсімдеңіз',
    ch: '使用积分前，请登录个人账户并在账户中下单',
  }),
  bonusesOverDue: () => ({
    ru: 'Бонусов нельзя списать больше, чем сумма к оплате',
    en: 'Bonuses cannot exceed the amount due',
    kz: 'Бонустар төленетін сомадан аспауы керек',
    ch: '积分抵扣不能超过应付金额',
  }),
  bonusesShort: () => ({
    ru: 'Недостаточно бонусов',
    en: 'Not enough bonuses',
    kz: 'Бонустар жеткіліксіз',
    ch: '积分不足',
  }),

  returnsOff: () => ({
    ru: 'Возврат билетов по этому заказу недоступен',
    en: 'Returns are not allowed for this order',
    kz: 'Бұл тапсырыс бойынша билеттерді қайтару қолжетімсіз',
    ch: '此订单不支持退票',
  }),
  returnUnpaid: () => ({
    ru: 'Вернуть можно только оплаченный заказ',
    en: 'Only a paid order can be returned',
    kz: 'Тек төленген тапсырысты қайтаруға болады',
    ch: '只有已支付的订单才能退票',
  }),
  chooseTickets: () => ({
    ru: 'Выберите хотя бы один билет',
    en: 'Please choose at least one ticket',
    kz: 'Кемінде бір билетті таңдаңыз',
    ch: '请至少选择一张票',
  }),
  chooseReason: () => ({
    ru: 'Выберите причину возврата',
    en: 'Please choose a reason for the return',
    kz: 'Қайтару себебін таңдаңыз',
    ch: '请选择退票原因',
  }),
  alreadyRefunding: () => ({
    ru: 'Билет уже оформлен на возврат',
    en: 'A ticket is already being returned',
    kz: 'Билет қайтаруға рәсімделіп қойған',
    ch: '该票已在退票处理中',
  }),
  // English as the platform words it: "The time to create an online application has expired."
  returnTimeOver: () => ({
    ru: 'Время для оформления онлайн-заявления истекло.',
    en: 'The time to create an online application has expired.',
    kz: 'Онлайн өтініш беру уақыты өтіп кетті.',
    ch: '在线提交申请的时间已过。',
  }),
  refundOverPaid: () => ({
    ru: 'Сумма возврата не может превышать оплаченную',
    en: 'A refund cannot exceed what was paid',
    kz: 'Қайтарылатын сома төленген сомадан аспауы керек',
    ch: '退款金额不能超过已支付金额',
  }),
  confirmLinkInvalid: () => ({
    ru: 'Ссылка для подтверждения недействительна',
    en: 'The confirmation link is not valid',
    kz: 'Растау сілтемесі жарамсыз',
    ch: '确认链接无效',
  }),
  confirmLinkExpired: ({ hours }: { hours: number }) => ({
    ru: `Срок действия ссылки истёк (она действует ${hours} ${ru(hours, 'час', 'часа', 'часов')}). Оформите заявление заново`,
    en: `The confirmation link has expired (it is valid for ${hours} ${en(hours, 'hour', 'hours')}). Please apply again`,
    kz: `Растау сілтемесінің мерзімі өтті (ол ${hours} сағат жарамды). Өтінішті қайта беріңіз`,
    ch: `确认链接已过期（有效期为${hours}小时），请重新提交申请`,
  }),
  nothingToRefund: () => ({
    ru: 'Эти билеты не ожидают возврата',
    en: 'These tickets are not awaiting a refund',
    kz: 'Бұл билеттер қайтаруды күтпейді',
    ch: '这些票不在等待退款状态',
  }),
  noPaymentToRefund: () => ({
    ru: 'Не найдена оплата, на которую можно вернуть деньги',
    en: 'No payment was found to refund this order to',
    kz: 'Ақшаны қайтаруға болатын төлем табылмады',
    ch: '未找到可退款的付款记录',
  }),

  orderClosed: () => ({
    ru: 'Заказ уже подтверждён или отменён',
    en: 'The order is already confirmed or cancelled',
    kz: 'Тапсырыс расталып немесе жойылып қойған',
    ch: '订单已确认或已取消',
  }),
  reservationOver: () => ({
    ru: 'Время брони истекло',
    en: 'The reservation time is over',
    kz: 'Брондау уақыты аяқталды',
    ch: '预订时间已结束',
  }),
  nameEveryHolder: () => ({
    ru: 'Укажите владельца каждого билета заказа, по одному разу',
    en: 'Please name the holder of every ticket of the order, each once',
    kz: 'Тапсырыстағы әрбір билеттің иесін бір реттен көрсетіңіз',
    ch: '请为订单中的每张票各填写一次持票人信息',
  }),
  holderField: ({ ticket, problem }: { ticket: number; problem: HolderProblem }) => ({
    ru: `Билет ${ticket}: ${holderProblem[problem].ru}`,
    en: `Ticket ${ticket}: ${holderProblem[problem].en}`,
    kz: `${ticket}-билет: ${holderProblem[problem].kz}`,
    ch: `第${ticket}张票：${holderProblem[problem].ch}`,
  }),
} satisfies Record<string, (p: never) => Localised>;

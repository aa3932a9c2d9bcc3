import { en, ru, type Localised } from './plural';

/** Buyer fields the server checks again (docs/product/buyer-form.md), named as the form names them. */
export type BuyerField = 'surname' | 'name' | 'patronymic';
const fieldLabel: Record<BuyerField, Localised> = {
  surname: { ru: 'Фамилия', en: 'Surname', kz: 'Тегі', ch: '姓' },
  name: { ru: 'Имя', en: 'First name', kz: 'Аты', ch: '名' },
  patronymic: { ru: 'Отчество', en: 'Patronymic', kz: 'Әкесінің аты', ch: '父称' },
};

/** Refusals of order creation and payment. */
export const ordering = {
  notOnSaleYet: () => ({
    ru: 'Продажа билетов на это мероприятие ещё не началась',
    en: 'Tickets for this event are not on sale yet',
    kz: 'Бұл іс-шараға билет сату әлі басталған жоқ',
    ch: '该活动的门票尚未开售',
  }),
  sessionClosed: () => ({
    ru: 'Продажа билетов на этот сеанс закрыта. Выберите другой сеанс',
    en: 'This session is no longer on sale. Please choose another one',
    kz: 'Бұл сеансқа билет сату жабылды. Басқа сеансты таңдаңыз',
    ch: '该场次已停止售票，请选择其他场次',
  }),
  notEnoughPlaces: () => ({
    ru: 'На этот сеанс осталось меньше мест, чем вы выбрали',
    en: 'Fewer places are left for this session than you have chosen',
    kz: 'Бұл сеансқа сіз таңдағаннан аз орын қалды',
    ch: '该场次剩余座位少于您选择的数量',
  }),
  // The platform names it "Место недоступно" (docs/product/errors.md).
  placeUnavailable: () => ({
    ru: 'Место недоступно: его только что заняли. Выберите другое',
    en: 'Place unavailable: someone has just taken it. Please choose another one',
    kz: 'Орын қолжетімсіз: оны жаңа ғана біреу алды. Басқа орынды таңдаңыз',
    ch: '座位不可用：刚刚已被他人选走，请选择其他座位',
  }),
  wheelchairHeldBack: (p: { day: string; time: string }) => ({
    ru: `Места для зрителей на креслах-колясках до ${p.day} ${p.time} (UTC) продаются только с пожеланием «Нужно место для коляски» в подборе лучших мест`,
    en: `Until ${p.day} ${p.time} (UTC), wheelchair spaces are sold only through best available with "I need a wheelchair space"`,
    kz: `${p.day} ${p.time} (UTC) дейін мүгедектер арбасына арналған орындар тек үздік орындарды іріктеуде «Арбаға орын керек» тілегімен сатылады`,
    ch: `${p.day} ${p.time}（UTC）之前，轮椅位仅通过"最佳座位"并勾选"我需要轮椅位"出售`,
  }),
  seatNotOnSale: () => ({
    ru: 'Одно из выбранных мест не продаётся на этот сеанс',
    en: 'One of the chosen seats is not on sale for this session',
    kz: 'Таңдалған орындардың бірі бұл сеансқа сатылмайды',
    ch: '所选座位中有一个不在本场次出售',
  }),
  orderLimit: ({ limit }: { limit: number }) => ({
    ru: `В одном заказе можно купить максимум ${limit} ${ru(limit, 'билет', 'билета', 'билетов')}. Уменьшите количество билетов`,
    en: `One order can hold at most ${limit} ${en(limit, 'ticket', 'tickets')}. Please reduce the number of tickets`,
    kz: `Бір тапсырыста ең көбі ${limit} билет сатып алуға болады. Билеттер санын азайтыңыз`,
    ch: `每个订单最多可购买${limit}张票，请减少票数`,
  }),
  pushkinLimit: () => ({
    ru: 'По Пушкинской карте в одном заказе можно купить только один билет',
    en: 'Only one ticket per order can be bought with the Pushkin card',
    kz: 'Пушкин картасымен бір тапсырыста тек бір билет сатып алуға болады',
    ch: '使用普希金卡每个订单只能购买一张票',
  }),
  subscriptionShort: () => ({
    ru: 'На абонементе осталось меньше билетов, чем вы выбрали',
    en: 'The subscription has fewer tickets left than you have chosen',
    kz: 'Абонементте сіз таңдағаннан аз билет қалды',
    ch: '套票剩余票数少于您选择的数量',
  }),
  subscriptionNotYours: () => ({
    ru: 'Абонемент не относится к этому личному кабинету или мероприятию',
    en: 'The subscription does not belong to this account or event',
    kz: 'Абонемент бұл жеке кабинетке немесе іс-шараға тиесілі емес',
    ch: '该套票不属于此账户或此活动',
  }),
  categoryRequired: ({ min }: { min: number }) => ({
    ru: `Добавьте в заказ билеты обязательной категории: не меньше ${min} ${ru(min, 'билета', 'билетов', 'билетов')}`,
    en: `Please add tickets of the required category: at least ${min}`,
    kz: `Тапсырысқа міндетті санаттағы билеттерді қосыңыз: кемінде ${min}`,
    ch: `请添加必选票种的门票：至少${min}张`,
  }),
  categoryRange: ({ min, max }: { min: number; max: number }) => ({
    ru: `Билетов одной категории в заказе может быть от ${min} до ${max}`,
    en: `One category takes from ${min} to ${max} tickets per order`,
    kz: `Тапсырыстағы бір санаттың билеттері кемінде ${min}, ең көбі ${max} болуы керек`,
    ch: `每个票种每单可购买${min}至${max}张票`,
  }),
  pushkinNotAccepted: () => ({
    ru: 'На это мероприятие нельзя купить билет по Пушкинской карте',
    en: 'The Pushkin card cannot be used for this event',
    kz: 'Бұл іс-шараға Пушкин картасымен билет сатып алуға болмайды',
    ch: '此活动不能使用普希金卡购票',
  }),
  pushkinOnly: () => ({
    ru: 'Билеты на это мероприятие можно купить только по Пушкинской карте',
    en: 'Tickets for this event can only be bought with the Pushkin card',
    kz: 'Бұл іс-шараға билетті тек Пушкин картасымен сатып алуға болады',
    ch: '此活动的门票只能使用普希金卡购买',
  }),
  categoryNotForCard: () => ({
    ru: 'Билеты этой категории нельзя оплатить выбранной картой',
    en: 'Tickets of this category cannot be paid with the chosen card',
    kz: 'Бұл санаттағы билеттерді таңдалған картамен төлеуге болмайды',
    ch: '此票种不能使用所选卡支付',
  }),

  emailInvalid: () => ({
    ru: 'Проверьте e-mail: нужен адрес вида name@domain.ru длиной от 6 до 70 символов',
    en: 'Please check the e-mail: it should look like name@domain.com and be 6 to 70 characters long',
    kz: 'E-mail мекенжайын тексеріңіз: ол name@domain.kz түрінде, ұзындығы 6–70 таңба болуы керек',
    ch: '请检查电子邮箱：格式应为 name@domain.com，长度为6至70个字符',
  }),
  emailMismatch: () => ({
    ru: 'Адреса e-mail не совпадают',
    en: 'The e-mail addresses do not match',
    kz: 'E-mail мекенжайлары сәйкес келмейді',
    ch: '两次输入的电子邮箱不一致',
  }),
  fieldRequired: ({ field }: { field: BuyerField }) => ({
    ru: `Заполните поле «${fieldLabel[field].ru}»`,
    en: `Please fill in "${fieldLabel[field].en}"`,
    kz: `«${fieldLabel[field].kz}» өрісін толтырыңыз`,
    ch: `请填写“${fieldLabel[field].ch}”`,
  }),
  cyrillicOnly: ({ field, max }: { field: BuyerField; max: number }) => ({
    ru: `Поле «${fieldLabel[field].ru}»: только русские буквы (в двойных именах — дефис), не больше ${max} ${ru(max, 'символа', 'символов', 'символов')}`,
    en: `"${fieldLabel[field].en}": Russian letters only (a hyphen in double names), at most ${max} ${en(max, 'character', 'characters')}`,
    kz: `«${fieldLabel[field].kz}»: тек орыс әріптері (қос есімде дефис), ең көбі ${max} таңба`,
    ch: `“${fieldLabel[field].ch}”：只能使用俄文字母（双名可用连字符），最多${max}个字符`,
  }),
  pushkinPhone: () => ({
    ru: 'Неверный номер телефона: нужен российский номер в формате +7 (XXX) XXX-XX-XX',
    en: 'Invalid phone number: a Russian number is needed, +7 (XXX) XXX-XX-XX',
    kz: 'Телефон нөмірі қате: +7 (XXX) XXX-XX-XX пішіміндегі Ресей нөмірі қажет',
    ch: '电话号码无效：需要俄罗斯号码，格式为 +7 (XXX) XXX-XX-XX',
  }),
  fioInvalid: () => ({
    ru: 'Укажите фамилию, имя и отчество: от 2 до 70 букв',
    en: 'Please enter your full name: 2 to 70 letters',
    kz: 'Аты-жөніңізді енгізіңіз: 2-ден 70-ке дейін әріп',
    ch: '请填写姓名：2至70个字母',
  }),
  phoneInvalid: () => ({
    ru: 'Неверный формат номера телефона',
    en: 'Invalid phone number format',
    kz: 'Телефон нөмірінің пішімі қате',
    ch: '电话号码格式无效',
  }),
  consentsMissing: () => ({
    ru: 'Отметьте обязательные согласия, чтобы продолжить',
    en: 'Please tick the required consents to continue',
    kz: 'Жалғастыру үшін міндетті келісімдерді белгілеңіз',
    ch: '请勾选必需的同意项后继续',
  }),

  // English as the platform words it: "Unable to pay for order".
  cannotPay: () => ({
    ru: 'Невозможно оплатить заказ',
    en: 'Unable to pay for order',
    kz: 'Тапсырысты төлеу мүмкін емес',
    ch: '无法支付该订单',
  }),
  // English as the platform words it: "Invalid payment method selected. Error code: %d".
  paymentMethodInvalid: ({ code }: { code: number }) => ({
    ru: `Выбран недопустимый способ оплаты. Код ошибки: ${code}`,
    en: `Invalid payment method selected. Error code: ${code}`,
    kz: `Жарамсыз төлем әдісі таңдалды. Қате коды: ${code}`,
    ch: `所选支付方式无效。错误代码：${code}`,
  }),
  // English as the platform words it: "Payment method not set. Error code: %d".
  paymentMethodNotSet: ({ code }: { code: number }) => ({
    ru: `Способ оплаты не задан. Код ошибки: ${code}`,
    en: `Payment method not set. Error code: ${code}`,
    kz: `Төлем әдісі көрсетілмеген. Қате коды: ${code}`,
    ch: `未设置支付方式。错误代码：${code}`,
  }),
  holdersMissing: () => ({
    ru: 'Перед оплатой укажите владельца каждого именного билета',
    en: 'Please name the holder of every ticket before paying (nominal tickets)',
    kz: 'Төлем алдында әрбір атаулы билеттің иесін көрсетіңіз',
    ch: '付款前请填写每张实名票的持票人信息',
  }),
  notAwaitingPayment: () => ({
    ru: 'Заказ уже не ожидает оплаты',
    en: 'The order is no longer awaiting payment',
    kz: 'Тапсырыс енді төлемді күтпейді',
    ch: '该订单已不再等待付款',
  }),
} satisfies Record<string, (p: never) => Localised>;

import { en, ru, type Localised } from './plural';

/** Refusals of the per-client limits that keep one buyer from holding a whole session. */
export const abuse = {
  holdLimit: ({ limit }: { limit: number }): Localised => ({
    ru: `На этот сеанс у вас уже забронировано максимум неоплаченных мест: не больше ${limit} ${ru(limit, 'места', 'мест', 'мест')} одновременно. Оплатите или отмените заказ, чтобы забронировать ещё`,
    en: `You already hold the most unpaid places allowed for this session: at most ${limit} ${en(limit, 'place', 'places')} at a time. Pay for or cancel an order to reserve more`,
    kz: `Бұл сеансқа сізде төленбеген орындардың ең көп саны брондалған: бір уақытта ${limit} орыннан аспайды. Тағы брондау үшін тапсырысты төлеңіз немесе бас тартыңыз`,
    ch: `您在本场次已预留了允许的最多未付款座位：同时最多${limit}个。请先支付或取消订单，再继续预订`,
  }),
  offerLimit: ({ limit }: { limit: number }): Localised => ({
    ru: `Для этого сеанса вам уже подобрано максимум мест: не больше ${limit} ${ru(limit, 'места', 'мест', 'мест')} одновременно. Оформите заказ на подобранные места или попробуйте снова через несколько минут`,
    en: `The most seats best available may keep for you in this session are already picked: at most ${limit} ${en(limit, 'seat', 'seats')} at a time. Order the seats picked for you, or try again in a few minutes`,
    kz: `Бұл сеансқа сізге орындардың ең көп саны таңдалған: бір уақытта ${limit} орыннан аспайды. Таңдалған орындарға тапсырыс беріңіз немесе бірнеше минуттан кейін қайталап көріңіз`,
    ch: `本场次已为您挑选了允许的最多座位：同时最多${limit}个。请为已挑选的座位下单，或几分钟后重试`,
  }),
  tooManyOrders: (): Localised => ({
    ru: 'Слишком много заказов за минуту. Подождите минуту и попробуйте снова',
    en: 'Too many orders in a minute. Please wait a minute and try again',
    kz: 'Бір минутта тапсырыстар тым көп. Бір минут күтіп, қайталап көріңіз',
    ch: '一分钟内订单过多，请等待一分钟后重试',
  }),
};

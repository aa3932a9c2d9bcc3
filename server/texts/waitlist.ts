import type { Localised } from './plural';

/** Refusals of the waiting list (docs/product/waiting-list.md). */
export const waitlist = {
  waitlistPlacesOnSale: (): Localised => ({
    ru: 'Подходящие места сейчас есть в продаже: выберите их на схеме зала',
    en: 'Places that fit are on sale now: choose them on the seating plan',
    kz: 'Сәйкес орындар қазір сатылымда бар: оларды зал схемасынан таңдаңыз',
    ch: '现在有符合条件的座位在售：请在座位图上选择',
  }),
  waitlistOffered: (): Localised => ({
    ru: 'Для вас уже отложены места из листа ожидания: ссылка на заказ в письме',
    en: 'Places from the waiting list are already held for you: the link to the order is in our e-mail',
    kz: 'Сізге күту тізімінен орындар сақталған: тапсырыс сілтемесі хатта',
    ch: '候补名单已为您保留座位：订单链接在邮件中',
  }),
  waitlistNotForEvent: (): Localised => ({
    ru: 'На это мероприятие лист ожидания не ведётся',
    en: 'This event has no waiting list',
    kz: 'Бұл іс-шараға күту тізімі жүргізілмейді',
    ch: '该活动不设候补名单',
  }),
  waitlistEntryUnknown: (): Localised => ({
    ru: 'Такой записи в листе ожидания нет: возможно, ссылка устарела',
    en: 'There is no such waiting-list entry: the link may be out of date',
    kz: 'Күту тізімінде мұндай жазба жоқ: сілтеме ескірген болуы мүмкін',
    ch: '候补名单中没有此记录：链接可能已过期',
  }),
};

import type { Localised } from './plural';

/** Refusals any page can meet: the request itself, and things looked up that are not there. */
export const general = {
  csrf: () => ({
    ru: 'Страница была открыта слишком долго. Обновите её и попробуйте снова',
    en: 'The page has been open too long. Please reload it and try again',
    kz: 'Бет тым ұзақ ашық тұрды. Оны жаңартып, қайталап көріңіз',
    ch: '页面打开时间过长，请刷新页面后重试',
  }),
  captcha: () => ({
    ru: 'Проверка «я не робот» не пройдена. Введите символы с новой картинки',
    en: 'The "not a robot" check failed. Please enter the characters from a new picture',
    kz: '«Робот емеспін» тексерісі өтпеді. Жаңа суреттегі таңбаларды енгізіңіз',
    ch: '“我不是机器人”验证未通过，请输入新图片中的字符',
  }),
  tooManyRequests: () => ({
    ru: 'Слишком много запросов. Подождите минуту и попробуйте снова',
    en: 'Too many requests. Please wait a minute and try again',
    kz: 'Сұраулар тым көп. Бір минут күтіп, қайталап көріңіз',
    ch: '请求过多，请等待一分钟后重试',
  }),
  // The database is out of reach for a moment (a restart, a failover): the same request will do.
  unavailable: () => ({
    ru: 'Сервис временно недоступен. Попробуйте снова через несколько секунд',
    en: 'The service is briefly unavailable. Please try again in a few seconds',
    kz: 'Қызмет уақытша қолжетімсіз. Бірнеше секундтан кейін қайталап көріңіз',
    ch: '服务暂时不可用，请几秒钟后重试',
  }),
  // The platform gives the Russian text (docs/product/errors.md).
  orderNotFound: () => ({
    ru: 'Заказ удалён или не найден',
    en: 'The order has been deleted or was not found',
    kz: 'Тапсырыс жойылған немесе табылмады',
    ch: '订单已删除或未找到',
  }),
  eventNotFound: () => ({
    ru: 'Мероприятие не найдено',
    en: 'Event not found',
    kz: 'Іс-шара табылмады',
    ch: '未找到该活动',
  }),
  sessionNotFound: () => ({
    ru: 'Сеанс не найден. Выберите другую дату или время',
    en: 'The session was not found. Please choose another date or time',
    kz: 'Сеанс табылмады. Басқа күнді немесе уақытты таңдаңыз',
    ch: '未找到该场次，请选择其他日期或时间',
  }),
  ticketNotFound: () => ({
    ru: 'Билет не найден',
    en: 'Ticket not found',
    kz: 'Билет табылмады',
    ch: '未找到该票',
  }),
  accountSessionEnded: () => ({
    ru: 'Сеанс личного кабинета завершён. Войдите снова',
    en: 'The personal-account session has ended. Please sign in again',
    kz: 'Жеке кабинет сеансы аяқталды. Қайта кіріңіз',
    ch: '个人账户会话已结束，请重新登录',
  }),
} satisfies Record<string, (p: never) => Localised>;

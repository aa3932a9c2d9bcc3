import { minimalSetup } from '../../../testing/fake-fetch';

/** Hashes of the fixture events: 40 hex characters, as the platform sends them. */
export const hashOf = (id: number) => id.toString(16).padStart(40, '0');

type EventPatch = Record<string, unknown>;

/** An event as /api/afisha sends it, with every text in Russian and English. */
export function fixtureEvent(id: number, ru: string, en: string, patch: EventPatch = {}) {
  return {
    event_id: id,
    event_ru: ru,
    event_en: en,
    descript_ru: `<p>Описание: ${ru}</p>`,
    descript_en: `<p>About: ${en}</p>`,
    image_url_ru: `/images/e${id}.svg`,
    image_url_en: `/images/e${id}.svg`,
    age_from: 6,
    totalticketcount: '40',
    showticketcount: 1,
    hash_id: hashOf(id),
    eventsotrnum: id,
    menukind_id: 1,
    mainmenu_id: 1,
    seatroot_id: 1,
    ...patch,
  };
}

/** Sessions of an event, `dd.mm.yyyy` as the platform sends them. */
export function sessions(eventId: number, days: string[], time = '19:00', ticketcount = 10) {
  return days.map((eventday) => ({ event_id: eventId, eventday, eventtime: time, ticketcount }));
}

/**
 * A listing with two kinds (tickets with three main menus, subscriptions without the
 * calendar and tags), tags, venues and a composition: enough for every filter and card field.
 */
export function fixtureAfisha(overrides: Record<string, unknown> = {}) {
  return {
    setup: { ...minimalSetup, db: { showproculture: 1, description_length: 60 } as Record<string, unknown> },
    // Loosely typed, so that tests can patch a kind with any value the wire may carry.
    kind_menu: [
      { menukind_id: 1, menukindname_ru: 'Билеты', menukindname_en: 'Tickets', menukindsortnum: 1, title_h1_ru: 'Билеты в музеи', title_h1_en: 'Museum tickets', menucolumncount: 3, menurowcount: 3, showfiltercalendar: 1, showattribute: 1 },
      { menukind_id: 2, menukindname_ru: 'Абонементы', menukindname_en: 'Subscriptions', menukindsortnum: 2, menucolumncount: 2, showfiltercalendar: 0, showattribute: 0, ticket_type: 2 },
    ] as Record<string, unknown>[],
    main_menu: [
      { mainmenu_id: 1, menukind_id: 1, mainmenu_ru: 'Музеи', mainmenu_en: 'Museums', mainmenusortnum: 1, title_h2_ru: 'Выставки', title_h2_en: 'Exhibitions' },
      { mainmenu_id: 2, menukind_id: 1, mainmenu_ru: 'Экскурсии', mainmenu_en: 'Tours', mainmenusortnum: 2 },
      { mainmenu_id: 3, menukind_id: 2, mainmenu_ru: 'Филармония', mainmenu_en: 'Philharmonic', mainmenusortnum: 1 },
      { mainmenu_id: 4, menukind_id: 2, mainmenu_ru: 'Музейные', mainmenu_en: 'Museum passes', mainmenusortnum: 2 },
    ],
    calendar: [
      ...sessions(1, ['22.11.2026', '25.11.2026', '20.01.2027'], ''),
      ...sessions(2, ['23.11.2026', '24.11.2026'], '10:00'),
      ...sessions(2, ['23.11.2026'], '18:00'),
      ...sessions(3, ['26.11.2026'], '19:00', 0),
      ...sessions(4, ['22.11.2026', '30.11.2026']),
      ...sessions(5, ['24.11.2026']),
      ...sessions(6, ['27.11.2026']),
      ...sessions(7, ['28.11.2026'], '12:00'),
      ...sessions(8, ['28.11.2026'], '19:00'),
    ],
    venues: [
      { seatroot_id: 1, seatroot_ru: 'Музей истории города', seatroot_en: 'City History Museum', address_ru: 'Москва, Зубовский бульвар, 2', address_en: '2 Zubovsky Blvd, Moscow', urlyandexmap: 'https://yandex.ru/maps/?pt=37.59,55.73' },
    ],
    action: [
      fixtureEvent(1, 'Постоянная экспозиция', 'Permanent collection', {
        usepushkarta: 1,
        descript_ru: '<p>Главная экспозиция музея: от первых деревянных стен Кремля до города-миллионника, более трёх тысяч предметов.</p><script>window.hacked = 1</script><img src=x onerror="window.hacked=1">',
        descript_url_ru: 'https://museum.example/expo',
      }),
      fixtureEvent(2, 'Мир динозавров', 'World of dinosaurs', { age_from: 0, useseatsvg: 1, signlang: 1 }),
      fixtureEvent(3, 'Ночная экскурсия', 'Night tour', { totalticketcount: 0 }),
      fixtureEvent(4, 'Сокровища степи', 'Steppe treasures', { totalticketcount: -99999 }),
      fixtureEvent(5, 'Лекция об искусстве', 'Art lecture', { usepushkarta: 1, usenopushkarta: 0, age_from: 12 }),
      fixtureEvent(6, 'Мастер-класс', 'Workshop'),
      fixtureEvent(7, 'Прогулка по городу', 'City walk', { mainmenu_id: 2 }),
      fixtureEvent(8, 'Абонемент «Вечера»', 'Evenings subscription', { menukind_id: 2, mainmenu_id: 3 }),
    ],
    list_tags: [
      { attr_id: 1, attrname_ru: 'Детям', attrname_en: 'For children' },
      { attr_id: 2, attrname_ru: 'Выставка', attrname_en: 'Exhibition' },
      { attr_id: 3, attrname_ru: 'Лекция', attrname_en: 'Lecture' },
      { attr_id: 9, attrname_ru: 'Не используется', attrname_en: 'Unused' },
    ],
    event_tags: [
      { event_id: 1, attr_id: '2' },
      { event_id: 2, attr_id: '1,2' },
      { event_id: 5, attr_id: '3' },
    ],
    images: [],
    composition: [
      ...['Гайдн', 'Шуберт', 'Брамс', 'Бетховен'].map((name, i) => ({
        event_id: 8,
        eventstr_ru: name,
        eventstr_en: name,
        eventstr_day: `0${i + 1}.12.2026`,
        eventstr_time: '19:00',
        eventstrsortnum: i,
        address_ru: 'Москва, ул. Никитская, 13',
      })),
    ],
    ...overrides,
  };
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, minimalSetup } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render-app';
import { stubLayoutApis } from '../../features/booking-shared/testing/layout-apis';
import { expectFoldedComposition, expectInfoLink } from '../../features/booking-shared/testing/header-checks';

const HASH = 'e'.repeat(40);

const price = (over: Record<string, unknown>) => ({
  action_id: 7,
  zonelevel_id: 1,
  pricetype_id: 1,
  price: '1000',
  priceservise: '50',
  minlimit: '0',
  maxlimit: '10',
  useproculture: '0',
  ...over,
});

function event({ action, ...over }: Record<string, unknown> = {}) {
  return {
    action: {
      action_id: 7,
      hash_id: HASH,
      action_ru: 'Экскурсия по крышам',
      action_en: 'Rooftop tour',
      note_ru: 'Сбор у входа',
      address_ru: 'Москва, Тверская, 1',
      age_from: 12,
      duration: 90,
      demquantlimit: 3,
      rowcount: 0,
      ...((action as object) ?? {}),
    },
    actionStr: [],
    calendar: [
      { day: '26.07.2025', _time: [{ time: '14:00', quantity: 0, pricetype_id: 1 }] },
      { day: '27.07.2025', _time: [{ time: '11:00', quantity: 40, pricetype_id: 1 }, { time: '14:00', quantity: 2, pricetype_id: 1 }] },
      { day: '28.07.2025', _time: [{ time: '11:00', quantity: 40, pricetype_id: 1 }] },
    ],
    price: [
      price({ clientcategory_id: 1, category_ru: 'Взрослый', price: '1000' }),
      price({ clientcategory_id: 2, category_ru: 'Детский', price: '500', maxlimit: '1' }),
    ],
    checkboxList: [{ id: 1, filling: 1, name_ru: 'Я согласен с правилами' }],
    ...over,
  };
}

function api(data: object, create: Parameters<typeof renderApp>[1] extends infer T ? T extends Record<string, infer R> ? R : never : never = { errorCode: '0', errorText: '', hash: 'new-order-hash' }) {
  return { '/api/setup': minimalSetup, '/api/no-scheme': data, '/api/order/create': create };
}

const body = (fetch: ReturnType<typeof renderApp>['fetch'], path: string) => {
  const call = fetch.mock.calls.find(([url]) => String(url) === path);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

function fillBuyer() {
  fireEvent.change(screen.getByLabelText('ФИО'), { target: { value: 'Анна Петрова' } });
  fireEvent.change(document.querySelector('input[name="telephone"]')!, { target: { value: '+7 912 345-67-89' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Я согласен с правилами/ }));
}

const plus = (name: string) => screen.getByRole('button', { name: `Добавить билет: ${name}` }) as HTMLButtonElement;
const minus = (name: string) => screen.getByRole('button', { name: `Убрать билет: ${name}` }) as HTMLButtonElement;

// The route is lazy: its first import (the whole booking page) would eat the first test's wait.
beforeAll(() => import('./route'), 30_000);
beforeEach(() => stubLayoutApis(360));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('events page', () => {
  it('shows the header and, for a dated link, the day and time of the route', async () => {
    const { fetch } = renderApp(`/event/${HASH}/2025-07-27/14:00`, api(event()));
    expect(await screen.findByRole('heading', { level: 1, name: /Экскурсия по крышам/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Возрастное ограничение 12+' })).toBeTruthy();
    expect(screen.getByText('Сбор у входа')).toBeTruthy();
    expect(screen.getByText('1 ч 30 мин')).toBeTruthy();
    expect(screen.getByText('Москва, Тверская, 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'воскресенье, 27 июля 2025 г.' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^14:00/ }).getAttribute('aria-pressed')).toBe('true');
    expect(body(fetch, '/api/no-scheme')).toEqual({ hash: HASH, lang: 'ru' });
    await waitFor(() => expect(document.title).toBe('Экскурсия по крышам'));
  });

  it('links the event page in a new tab and folds the composition until it is tapped', async () => {
    const composition = [
      { str_action_ru: 'Крыши Китай-города', str_seatroot_ru: 'Дом Наркомфина', str_address_ru: 'Новинский бульвар, 25', str_day: '27.07.2025', str_time: '11:00' },
      { str_action_ru: 'Закат над рекой', str_seatroot_ru: 'Дом на набережной', str_day: '28.07.2025', str_time: '20:30' },
    ];
    renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event({ action: { descript_url_ru: 'https://roofs.example/ru/tour' }, actionStr: composition })));
    await expectInfoLink('https://roofs.example/ru/tour');
    const summary = expectFoldedComposition([
      'Крыши Китай-городаДом Наркомфина, Новинский бульвар, 2527 июля, 11:00',
      'Закат над рекойДом на набережной28 июля, 20:30',
    ]);
    fireEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(false);
  });

  it('shows no info link for an address that is not a web page, and no composition when there is none', async () => {
    renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event({ action: { descript_url_ru: 'javascript:alert(1)' } })));
    await screen.findByRole('heading', { level: 1, name: /Экскурсия по крышам/ });
    expect(screen.queryByRole('link', { name: 'Подробнее о мероприятии' })).toBeNull();
    expect(screen.queryByText(/^Состав/)).toBeNull();
  });

  it('keeps the counters within the row, session and order limits', async () => {
    renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    expect(minus('Взрослый').disabled).toBe(true);
    fireEvent.click(plus('Детский'));
    // The child row allows one ticket.
    expect(plus('Детский').disabled).toBe(true);
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    // demquantlimit 3 reached: no row can grow.
    expect(plus('Взрослый').disabled).toBe(true);
    fireEvent.click(plus('Взрослый'));
    expect(within(screen.getByRole('group', { name: 'Взрослый' })).getByRole('status').textContent).toBe('2');
    expect(screen.getByText('3 билета')).toBeTruthy();
    expect(screen.getByText(/2\s500\s₽/)).toBeTruthy();
    expect(screen.getByText(/2\s650\s₽/)).toBeTruthy();
    fireEvent.click(minus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(false);
  });

  it('limits the counters to the places left in the session', async () => {
    renderApp(`/event/${HASH}/2025-07-27/14:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    expect(screen.getByRole('button', { name: /^14:00/ }).textContent).toBe('14:00Осталось 2 билета');
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(true);
  });

  it('rewrites the route when a date and time are chosen', async () => {
    const { router } = renderApp(`/event/${HASH}?lang=ru&sessionId=`, api(event()));
    expect(await screen.findByText('Выберите дату')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'понедельник, 28 июля 2025 г.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-28/11:00`));
    fireEvent.click(screen.getByRole('button', { name: 'воскресенье, 27 июля 2025 г.' }));
    expect(await screen.findByText('Выберите время сеанса')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-27`));
    fireEvent.click(screen.getByRole('button', { name: /^11:00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-27/11:00`));
    expect(router.state.location.search).toBe('?lang=ru&sessionId=');
  });

  it('sends the order of the spec and opens the order view', async () => {
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Детский'));
    const submit = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fillBuyer();
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(body(fetch, '/api/order/create')).toEqual({
      fio: 'Анна Петрова',
      phone: expect.stringMatching(/^\+7/),
      email: 'anna@example.com',
      re_email: 'anna@example.com',
      hash: HASH,
      lang: 'ru',
      checkboxList: [{ id: 1, checked: 1 }],
      crmClient: { REFERRAL: '' },
      data: [
        { day: '27.07.2025', time: '11:00', actionId: 7, categoryId: 1, zoneId: 1, quantity: 1, sum: 1000 },
        { day: '27.07.2025', time: '11:00', actionId: 7, categoryId: 2, zoneId: 1, quantity: 1, sum: 500 },
      ],
    });
  });

  it('keeps the submit disabled while the phone is not a whole number, though longer than 5 characters', async () => {
    const { fetch } = renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    const submit = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    const phone = document.querySelector<HTMLInputElement>('input[name="telephone"]')!;
    fireEvent.change(phone, { target: { value: '+7 912 3' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Неверный формат номера телефона');
    fireEvent.click(submit);
    expect(body(fetch, '/api/order/create')).toBeUndefined();
    fireEvent.change(phone, { target: { value: '+7 912 345 67 89' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('goes to the holders form for nominal tickets', async () => {
    const { router } = renderApp(`/event/${HASH}/2025-07-28`, api(event({ action: { writeticketname: 1 } })));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nominal-tickets/new-order-hash'));
  });

  it('shows a refusal in the error modal and lets the buyer try again', async () => {
    const refuse = () => json({ response: { errorCode: '-9998', errorText: 'Not enough places left for this session' } }, 409);
    const { router } = renderApp(`/event/${HASH}/2025-07-28`, api(event(), refuse));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Ошибка (#-9998) при создании заказа!')).toBeTruthy();
    expect(within(modal).getByText('Not enough places left for this session')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe(`/event/${HASH}/2025-07-28/11:00`);
  });

  it('says so when the order gets no answer from the network, keeps the form, and sends it on the next tap', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const create = () => {
      if (!up) throw new TypeError('Failed to fetch');
      return json({ response: { errorCode: '0', errorText: '', hash: 'new-order-hash' } });
    };
    const { router } = renderApp(`/event/${HASH}/2025-07-27/11:00`, api(event(), create));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    fillBuyer();
    const submit = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const notice = await screen.findByTestId('order-send-failure');
    expect(notice.textContent).toContain('нет связи с сервером');
    // Nothing the buyer entered is lost.
    expect((screen.getByLabelText('ФИО') as HTMLInputElement).value).toBe('Анна Петрова');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
    up = true;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
  });

  it('tells when the route names a day without tickets, and when everything is sold out', async () => {
    renderApp(`/event/${HASH}/2025-07-26`, api(event()));
    expect(await screen.findByText('На выбранный день билетов нет')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Категории билетов' })).toBeNull();
    cleanup();
    const soldOut = event({ calendar: [{ day: '26.07.2025', _time: [{ time: '14:00', quantity: 0, pricetype_id: 1 }] }] });
    renderApp(`/event/${HASH}`, api(soldOut));
    expect(await screen.findByText('Все билеты проданы. Пожалуйста, выберите другое мероприятие')).toBeTruthy();
  });

  it('says no tickets were found when the session has no price rows', async () => {
    renderApp(`/event/${HASH}/2025-07-28`, api(event({ price: [price({ clientcategory_id: 1, pricetype_id: 2, category_ru: 'Взрослый' })] })));
    expect(await screen.findByText('По вашему запросу билетов не найдено')).toBeTruthy();
  });

  it('opens the limit modal when a group excursion is larger than the order may be', async () => {
    const group = event({
      action: { demquantlimit: 10 },
      ticketPrice: [price({ clientcategory_id: 6, category_ru: 'Участник группы', price: '600', minlimit: '5', maxlimit: '15' })],
      ticketInfo: { ticketinfo_ru: '<p>Группа <b>от 5 человек</b><img src=x onerror="window.hacked=1"></p>' },
    });
    renderApp(`/event/${HASH}/2025-07-28`, api(group));
    const size = (await screen.findByLabelText('Участник группы')) as HTMLSelectElement;
    expect(screen.getByText('от 5 человек').tagName).toBe('B');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect([...size.options].map((o) => o.value)).toEqual(['0', ...Array.from({ length: 11 }, (_, i) => String(i + 5))]);
    // Tickets without a group size leave the form hidden, and the page says what it waits for.
    fireEvent.click(plus('Взрослый'));
    expect(screen.getByText('Для групповой экскурсии выберите число участников группы')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).toBeNull();
    fireEvent.change(size, { target: { value: '11' } });
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Предупреждение')).toBeTruthy();
    expect(size.value).toBe('0');
    fireEvent.click(within(modal).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.change(size, { target: { value: '6' } });
    expect(size.value).toBe('6');
    // The order form appears with a group ticket (spec 2 §4), with the group's total.
    expect(await screen.findByText('7 билетов')).toBeTruthy();
    expect(screen.getByText(/4\s600\s₽/)).toBeTruthy();
    expect(screen.queryByText('Для групповой экскурсии выберите число участников группы')).toBeNull();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeTruthy();
  });

  it('marks a category whose zone is full as unavailable, while others stay on sale', async () => {
    const zoned = event({
      calendar: [{ day: '28.07.2025', _time: [{ time: '11:00', quantity: 40, pricetype_id: 1, zones: [{ zonelevel_id: 1, quantity: 0 }, { zonelevel_id: 2, quantity: 40 }] }] }],
      price: [price({ clientcategory_id: 1, category_ru: 'Партер' }), price({ clientcategory_id: 1, zonelevel_id: 2, category_ru: 'Балкон' })],
    });
    renderApp(`/event/${HASH}/2025-07-28`, api(zoned));
    await screen.findByRole('list', { name: 'Категории билетов' });
    const [stalls, balcony] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('booking-price'));
    expect(within(stalls!).getByText('Место недоступно')).toBeTruthy();
    expect(plus('Партер').disabled).toBe(true);
    expect(within(balcony!).queryByText('Место недоступно')).toBeNull();
    expect(plus('Балкон').disabled).toBe(false);
  });

  it('keeps the choices through a language switch and sends the order in the new language', async () => {
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-28`, api(event()));
    await screen.findByRole('list', { name: 'Категории билетов' });
    fireEvent.click(plus('Взрослый'));
    await act(() => router.navigate(`/event/${HASH}/2025-07-28/11:00?lang=en`));
    const add = (await screen.findByRole('button', { name: 'Add a ticket: Взрослый' })) as HTMLButtonElement;
    expect(within(screen.getByRole('group', { name: 'Взрослый' })).getByRole('status').textContent).toBe('1');
    expect(screen.getByRole('heading', { level: 1, name: /Rooftop tour/ })).toBeTruthy();
    expect(add.disabled).toBe(false);
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/no-scheme').map(([, init]) => JSON.parse(String(init?.body)).lang)).toEqual(['ru', 'en']);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Anna Petrova' } });
    fireEvent.change(document.querySelector('input[name="telephone"]')!, { target: { value: '+7 912 345-67-89' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(router.state.location.search).toBe('?lang=en');
    expect(body(fetch, '/api/order/create')).toMatchObject({ lang: 'en', fio: 'Anna Petrova' });
  });

  it('shows the page error when there is no such event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/event/${HASH}`, { '/api/setup': minimalSetup });
    expect(await screen.findByRole('heading', { name: 'Мероприятие не найдено' })).toBeTruthy();
  });

  it('offers the Pushkin card when both cards pay, with one ticket per order', async () => {
    const setup = { ...minimalSetup, db: { showproculture: 1 } };
    renderApp(`/event/${HASH}/2025-07-28`, { ...api(event({ action: { usepushkarta: 1 } })), '/api/setup': setup });
    expect(await screen.findByText('Билет можно оплатить Пушкинской картой')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Пушкинская карта' }));
    fireEvent.click(plus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(true);
    expect(screen.getByLabelText('Фамилия')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Купить по Пушкинской карте' })).toBeTruthy();
  });

  it('gives a known client the subscription, asks before using it, and sends it', async () => {
    const client = {
      errorCode: '0',
      sessionId: 's1',
      id: 4,
      hashId: 'client-hash',
      cardCode: '7800',
      clientname: 'Иванова Анна',
      clientphone: '+79161234567',
      clientemail: 'anna@example.com',
      subscriptions: [{ hash_id: HASH, quant: 2, subscrit_id: 9 }],
    };
    const { fetch, router } = renderApp(`/event/${HASH}/2025-07-28?sessionId=s1&sub=1`, { ...api(event()), '/api/crm/client-info': client });
    expect(await screen.findByRole('checkbox', { name: /Получить по подписке/ })).toHaveProperty('checked', true);
    expect(body(fetch, '/api/crm/client-info')).toEqual({ sessionId: 's1' });
    fireEvent.click(plus('Взрослый'));
    fireEvent.click(plus('Взрослый'));
    expect(plus('Взрослый').disabled).toBe(true);
    expect(screen.getByLabelText('ФИО')).toHaveProperty('value', 'Иванова Анна');
    fireEvent.click(screen.getByRole('checkbox', { name: /Я согласен с правилами/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Получить по подписке' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Вы уверены, что хотите получить 2 билета по подписке на 28 июля 2025 г.?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Получить билет' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/new-order-hash'));
    expect(body(fetch, '/api/order/create')).toMatchObject({
      crmClient: { REFERRAL: '', CRMFAN_ID: 4, CRMFAN_HASH_ID: 'client-hash', CRMFAN_FIO: 'Иванова Анна', CRMFAN_CARD_CODE: '7800', subscritId: 9 },
      data: [{ day: '28.07.2025', time: '11:00', categoryId: 1, quantity: 2, sum: 0, seatId: 0 }],
    });
  });

  it('knows the client stored on login when the link has no ?sessionId', async () => {
    const stored = {
      sessionId: 's2',
      email: 'anna@example.com',
      firstname: 'Анна',
      lastname: 'Иванова',
      middlename: '',
      clientname: 'Иванова Анна',
      phone: '+79161234567',
      id: 4,
      hashId: 'client-hash',
      cardCode: '7800',
      subscriptions: [{ hash_id: HASH, quant: 2, subscrit_id: 9 }],
    };
    localStorage.setItem('crmClient', JSON.stringify(stored));
    try {
      // The shell re-checks the stored session; the page does not wait for it.
      const info = { errorCode: '0', ...stored, clientphone: stored.phone, clientemail: stored.email };
      renderApp(`/event/${HASH}/2025-07-28`, { ...api(event()), '/api/crm/client-info': info });
      const toggle = await screen.findByRole('checkbox', { name: /Получить по подписке/ });
      expect(toggle).toHaveProperty('checked', false);
      fireEvent.click(toggle);
      fireEvent.click(plus('Взрослый'));
      expect(screen.getByLabelText('ФИО')).toHaveProperty('value', 'Иванова Анна');
      expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'anna@example.com');
      expect(screen.getByRole('button', { name: 'Получить по подписке' })).toBeTruthy();
    } finally {
      localStorage.removeItem('crmClient');
    }
  });
});

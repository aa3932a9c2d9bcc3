import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { orderTicket, paidOrder } from '../../ticket/testing/ticket-fixture';
import { layoutTicketPage, PAGE, printableTickets, ticketPages, wrapText, type DrawOp, type Measure } from './ticket-pages';

const t = i18n.getFixedT('ru');
// Every character half the font size wide: enough to test wrapping without a browser.
const measure: Measure = (text, font) => [...text].length * font.size * 0.5;

const order = paidOrder(
  [
    orderTicket({ id: 1, ticketcode: '2000000000001', sector: 'A', rowname: '3', seat: '12' }),
    orderTicket({ id: 2, tickettype: 2, _qrcode: null, _barcode: null }),
    orderTicket({ id: 3, tickettype: 0, ticketcode: '2000000000003', personname: 'Иванов Пётр' }),
    orderTicket({ id: 4, ticketcode: '2000000000004', _qrcode: null }), // refunded: no picture
  ],
  { toping: [orderTicket({ id: 5, parent_id: 1, ticketcode: '2000000000005', action_ru: 'Аудиогид' })] },
);

describe('ticket pages', () => {
  it('puts on paper the tickets with a code: not type 2, not those without a picture; extras too', () => {
    expect(printableTickets(order).map((x) => x.id)).toEqual([1, 3, 5]);
    expect(printableTickets({ ...order, printingAllowed: false })).toEqual([]);
  });

  it('gives each page the event, session, venue, code and facts, with "n of N"', () => {
    const pages = ticketPages(order, 'ru', t);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toEqual({
      kicker: 'Электронный билет',
      pageOf: 'Билет 1 из 3',
      event: 'Бах при свечах',
      when: 'пятница, 27 ноября 2026 г., 19:00',
      venue: 'Органный зал «Старый собор»',
      address: 'Москва, Старосадский пер., 7/10',
      facts: [
        { label: 'Место', value: 'Партер, сектор A, ряд 3, место 12' },
        { label: 'Категория', value: 'Взрослый' },
        { label: 'Покупатель', value: 'Анна Петрова' },
        { label: 'Заказ', value: '№ 100105' },
      ],
      code: { kind: 'qr', text: '2000000000001', image: order.main[0]!._qrcode },
      hint: 'Покажите этот код на входе',
    });
    expect(pages[1]!.code.kind).toBe('barcode');
    expect(pages[1]!.facts).toContainEqual({ label: 'Владелец билета', value: 'Иванов Пётр' });
    expect(pages[2]!.event).toBe('Аудиогид');
  });
});

describe('page layout', () => {
  it('wraps at spaces, breaks a word only when it must, and ends a cut text with an ellipsis', () => {
    const font = { size: 20, weight: 400 } as const; // 10 px a character
    expect(wrapText('один два три', 80, font, measure)).toEqual(['один два', 'три']);
    expect(wrapText('鲍曼街街头音乐节鲍曼街街头', 60, font, measure)).toEqual(['鲍曼街街头音', '乐节鲍曼街街', '头']);
    expect(wrapText('раз два три четыре пять', 80, font, measure, 2)).toEqual(['раз два', 'три…']);
    expect(wrapText('раз два четыре пять', 80, font, measure, 1)).toEqual(['раз два…']);
  });

  const texts = (ops: DrawOp[]) => ops.filter((op) => op.kind === 'text').map((op) => op.text);

  it('lays the page out top to bottom inside the margins, the code centred', () => {
    const [page] = ticketPages(order, 'ru', t);
    const ops = layoutTicketPage(page!, measure, 1);
    expect(texts(ops)).toEqual([
      'ЭЛЕКТРОННЫЙ БИЛЕТ', 'Билет 1 из 3', 'Бах при свечах', 'пятница, 27 ноября 2026 г., 19:00', 'Органный зал «Старый собор»',
      'Москва, Старосадский пер., 7/10', '2000000000001', 'Покажите этот код на входе',
      'Место', 'Партер, сектор A, ряд 3, место 12', 'Категория', 'Взрослый', 'Покупатель', 'Анна Петрова', 'Заказ', '№ 100105',
    ]);
    const code = ops.find((op) => op.kind === 'code')!;
    expect(code).toMatchObject({ width: 600, height: 600, x: (PAGE.width - 600) / 2 });
    for (const op of ops) {
      expect(op.y).toBeLessThanOrEqual(PAGE.height - PAGE.margin / 2);
      if (op.kind === 'text' && op.align === 'left') expect(op.x + measure(op.text, op.font)).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 1);
    }
  });

  it('gives up code height, never text, when long names would run off the page', () => {
    const [page] = ticketPages(order, 'ru', t);
    const long = {
      ...page!,
      event: 'Очень длинное название события '.repeat(6),
      when: 'x '.repeat(80),
      venue: 'Зал '.repeat(40),
      address: 'Улица '.repeat(40),
      facts: page!.facts.map((f, i) => (i === 0 ? { ...f, value: 'Партер, сектор A, ряд 3, место 12, '.repeat(4) } : f)),
    };
    const ops = layoutTicketPage(long, measure, 1);
    const code = ops.find((op) => op.kind === 'code')!;
    expect(code.kind === 'code' && code.width).toBeLessThan(600);
    expect(Math.max(...ops.map((op) => op.y))).toBeLessThanOrEqual(PAGE.height - PAGE.margin / 2);
    expect(texts(ops)).toContain('№ 100105');
  });
});

import type { TFunction } from 'i18next';
import type { Lang } from '../../../../contract/lang';
import type { OrderTicket, OrderView } from '../../../../contract/order';
import { codeImage, codeKind, placeLine, ticketFacts, whenLine, type TicketCodeKind } from '../../ticket';

/** What one page of the tickets' PDF says, in the page's language. */
export interface TicketPageData {
  kicker: string;
  /** `Билет 1 из 3`. */
  pageOf: string;
  event: string;
  when: string;
  venue: string;
  address: string;
  /** Label and value rows under the code: place, category, holder or buyer, order. */
  facts: Array<{ label: string; value: string }>;
  code: { kind: TicketCodeKind; text: string; image: string };
  hint: string;
}

/** The tickets that go on paper: those with a code the server sent (not type 2, not refunded), extras included. */
export function printableTickets(order: Pick<OrderView, 'main' | 'toping' | 'printingAllowed'>): OrderTicket[] {
  if (!order.printingAllowed) return [];
  return [...order.main, ...order.toping].filter((ticket) => codeKind(ticket) !== null && codeImage(ticket) !== null);
}

export function ticketPages(order: OrderView, lang: Lang, t: TFunction): TicketPageData[] {
  const tickets = printableTickets(order);
  return tickets.map((ticket, i) => {
    const facts = ticketFacts(ticket, lang);
    const place = placeLine(facts, t);
    const rows: TicketPageData['facts'] = [];
    if (place) rows.push({ label: t('ticket.fields.place'), value: place });
    if (facts.category) rows.push({ label: t('ticket.fields.category'), value: facts.category });
    if (facts.holder) rows.push({ label: t('ticket.fields.holder'), value: facts.holder });
    else if (order.name) rows.push({ label: t('ticket.fields.buyer'), value: order.name });
    rows.push({ label: t('ticket.fields.order'), value: t('ticket.fields.orderNumber', { num: order.ord_num }) });
    return {
      kicker: t('ticket.page.title'),
      pageOf: t('ticket.files.pageOf', { n: i + 1, total: tickets.length }),
      event: facts.event,
      when: whenLine(facts),
      venue: facts.venue,
      address: facts.address,
      facts: rows,
      code: { kind: codeKind(ticket)!, text: facts.code, image: codeImage(ticket)! },
      hint: t('ticket.code.showAtEntrance'),
    };
  });
}

// ---------------------------------------------------------------------------------------
// Layout: where each line goes on an A4 page drawn at 150 dpi. Pure, given a way to measure
// text, so that wrapping is tested without a browser.

export const PAGE = { width: 1240, height: 1754, margin: 96 } as const;

export type FontSpec = { size: number; weight: 400 | 700; mono?: boolean };
export type Measure = (text: string, font: FontSpec) => number;

export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; font: FontSpec; align: 'left' | 'center' | 'right' }
  | { kind: 'rule'; x: number; y: number; width: number }
  | { kind: 'code'; x: number; y: number; width: number; height: number };

const FONTS = {
  kicker: { size: 28, weight: 700 },
  event: { size: 60, weight: 700 },
  when: { size: 38, weight: 700 },
  venue: { size: 34, weight: 700 },
  address: { size: 34, weight: 400 },
  digits: { size: 44, weight: 700, mono: true },
  hint: { size: 30, weight: 400 },
  label: { size: 28, weight: 700 },
  value: { size: 36, weight: 400 },
} as const satisfies Record<string, FontSpec>;

const lineHeight = (font: FontSpec) => Math.round(font.size * 1.3);

/** Breaks text into lines no wider than `width`: at spaces, and inside a word (or CJK text) only when it must. */
export function wrapText(text: string, width: number, font: FontSpec, measure: Measure, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (l: string) => lines.push(l);
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font) <= width) {
      line = candidate;
      continue;
    }
    if (line) push(line);
    line = '';
    // A word wider than the line (a long name, Chinese text) breaks between characters.
    let rest = word;
    while (measure(rest, font) > width) {
      const chars = [...rest];
      let n = chars.length - 1;
      while (n > 1 && measure(chars.slice(0, n).join(''), font) > width) n--;
      push(chars.slice(0, n).join(''));
      rest = chars.slice(n).join('');
    }
    line = rest;
  }
  if (line) push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = [...kept[maxLines - 1]!];
  while (last.length > 1 && measure(`${last.join('')}…`, font) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/**
 * The page's draw operations, top to bottom: kicker and "n of N", the event, when, venue
 * and address, a rule, the code (its box keeps `codeAspect` = height / width), the digits,
 * the hint, a rule, and the facts in two columns. A page that would run over loses height
 * from the code, never text.
 */
export function layoutTicketPage(page: TicketPageData, measure: Measure, codeAspect: number): DrawOp[] {
  const inner = PAGE.width - 2 * PAGE.margin;
  // A QR code 600 px wide (about 10 cm); a barcode as wide as the page allows, up to 900 px.
  const preferred = page.code.kind === 'qr' ? 600 : Math.min(inner, 900);
  const first = layoutWith(page, measure, codeAspect, preferred);
  const overflow = first.bottom - (PAGE.height - PAGE.margin / 2);
  if (overflow <= 0) return first.ops;
  const smaller = Math.max(page.code.kind === 'qr' ? 360 : 480, preferred - Math.ceil(overflow / codeAspect));
  return layoutWith(page, measure, codeAspect, smaller).ops;
}

function layoutWith(page: TicketPageData, measure: Measure, codeAspect: number, codeWidth: number): { ops: DrawOp[]; bottom: number } {
  const { width, margin } = PAGE;
  const inner = width - 2 * margin;
  const ops: DrawOp[] = [];
  let y: number = margin;
  const text = (t: string, font: FontSpec, align: 'left' | 'center' = 'left', maxLines = 2) => {
    for (const line of wrapText(t, inner, font, measure, maxLines)) {
      y += lineHeight(font);
      ops.push({ kind: 'text', text: line, x: align === 'center' ? width / 2 : margin, y, font, align });
    }
  };

  y += lineHeight(FONTS.kicker);
  ops.push({ kind: 'text', text: page.kicker.toUpperCase(), x: margin, y, font: FONTS.kicker, align: 'left' });
  ops.push({ kind: 'text', text: page.pageOf, x: width - margin, y, font: FONTS.kicker, align: 'right' });
  y += 16;
  text(page.event, FONTS.event);
  y += 8;
  if (page.when) text(page.when, FONTS.when);
  y += 8;
  if (page.venue) text(page.venue, FONTS.venue);
  if (page.address) text(page.address, FONTS.address);

  y += 36;
  ops.push({ kind: 'rule', x: margin, y, width: inner });
  y += 40;
  const codeHeight = Math.round(codeWidth * codeAspect);
  ops.push({ kind: 'code', x: Math.round((width - codeWidth) / 2), y, width: codeWidth, height: codeHeight });
  y += codeHeight + 8;
  if (page.code.text) text(page.code.text, FONTS.digits, 'center', 1);
  text(page.hint, FONTS.hint, 'center', 1);
  y += 32;
  ops.push({ kind: 'rule', x: margin, y, width: inner });
  y += 8;

  // Facts two by two, label over value, each in half the line; a value too long for half
  // a line gets the whole line.
  const gap = 40;
  const column = (inner - gap) / 2;
  const fits = (fact: { value: string }) => measure(fact.value, FONTS.value) <= column;
  for (let i = 0; i < page.facts.length; ) {
    const pair = fits(page.facts[i]!) && page.facts[i + 1] && fits(page.facts[i + 1]!);
    const row = page.facts.slice(i, pair ? i + 2 : i + 1);
    const width = row.length === 2 ? column : inner;
    const top = y + 24;
    let bottom = top;
    row.forEach((fact, c) => {
      const x = margin + c * (column + gap);
      let cy = top + lineHeight(FONTS.label);
      ops.push({ kind: 'text', text: wrapText(fact.label, width, FONTS.label, measure, 1)[0] ?? '', x, y: cy, font: FONTS.label, align: 'left' });
      for (const line of wrapText(fact.value, width, FONTS.value, measure, 2)) {
        cy += lineHeight(FONTS.value);
        ops.push({ kind: 'text', text: line, x, y: cy, font: FONTS.value, align: 'left' });
      }
      bottom = Math.max(bottom, cy);
    });
    y = bottom;
    i += row.length;
  }
  return { ops, bottom: y };
}

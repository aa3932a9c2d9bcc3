// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { stubLayoutApis } from '../../booking-shared/testing/layout-apis';
import { orderTicket } from '../../ticket/testing/ticket-fixture';
import { TicketCodeModal } from './ticket-code-modal';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
beforeEach(() => stubLayoutApis(360));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QR = 'data:image/png;base64,QR';
const BAR = 'data:image/png;base64,BAR';
const tickets = [
  orderTicket({ id: 1, ticketcode: '2000000000001', _qrcode: QR, sector: 'A', rowname: '3', seat: '12' }),
  orderTicket({ id: 2, tickettype: 2, ticketcode: '2000000000002', _qrcode: null, _barcode: null }),
  orderTicket({ id: 3, tickettype: 0, ticketcode: '2000000000003', _barcode: BAR, personname: 'Иванов Пётр' }),
  orderTicket({ id: 4, ticketcode: '2000000000004', _qrcode: null, ...{ action_ru: 'Орган и свечи' } }),
];

const visibleSlide = () => screen.getAllByTestId('code-slide').find((s) => s.getAttribute('aria-hidden') !== 'true')!;

function open(index: number, onClose = () => {}) {
  render(<TicketCodeModal tickets={tickets} index={index} lang="ru" onClose={onClose} />);
  return screen.getByRole('dialog');
}

describe('ticket code slider', () => {
  it('opens at the chosen ticket with its QR code at 180×180, event, place and "n of N"; type 2 is left out', () => {
    const dialog = open(0);
    expect(within(dialog).getByRole('heading', { name: 'QR-код билета' })).toBeTruthy();
    expect(screen.getAllByTestId('code-slide')).toHaveLength(3);
    const slide = visibleSlide();
    const img = within(slide).getByRole('img', { name: 'QR-код билета 2000000000001' });
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([QR, '180', '180']);
    expect(slide.textContent).toContain('Бах при свечах');
    expect(slide.textContent).toContain('пятница, 27 ноября 2026 г., 19:00');
    expect(slide.textContent).toContain('Партер, сектор A, ряд 3, место 12');
    expect(slide.textContent).toContain('Взрослый');
    expect(slide.getAttribute('aria-label')).toBe('Билет 1 из 3');
    expect(screen.getByText('1 из 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Предыдущий билет' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps with the arrow buttons: a barcode at 240×102 with the holder, then the spec text for a missing QR code', () => {
    open(0);
    fireEvent.click(screen.getByRole('button', { name: 'Следующий билет' }));
    expect(screen.getByText('2 из 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Штрихкод билета' })).toBeTruthy();
    const barcode = within(visibleSlide()).getByRole('img', { name: 'Штрихкод билета 2000000000003' });
    expect([barcode.getAttribute('src'), barcode.getAttribute('width'), barcode.getAttribute('height')]).toEqual([BAR, '240', '102']);
    expect(visibleSlide().textContent).toContain('Иванов Пётр');

    fireEvent.click(screen.getByRole('button', { name: 'Следующий билет' }));
    expect(screen.getByText('3 из 3')).toBeTruthy();
    expect(within(visibleSlide()).getByRole('alert').textContent).toBe(i18n.t('errors.qrcode'));
    expect(visibleSlide().textContent).toContain('Орган и свечи');
    expect((screen.getByRole('button', { name: 'Следующий билет' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий билет' }));
    expect(screen.getByText('2 из 3')).toBeTruthy();
  });

  it('hands the focus to the other arrow when the pressed one is disabled at an end', () => {
    open(2);
    const previous = screen.getByRole('button', { name: 'Предыдущий билет' });
    previous.focus();
    fireEvent.click(previous);
    expect(screen.getByText('1 из 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Следующий билет' }));
  });

  it('moves with the arrow keys and stops at the ends', () => {
    const dialog = open(2);
    expect(screen.getByText('2 из 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('3 из 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('3 из 3')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowLeft' });
    // The focus fell to the page's body: the keys still move the slider.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('1 из 3')).toBeTruthy();
  });

  it('opens a ticket without a code at the next one that has one, and shows a barcode error when the picture is missing', () => {
    open(1);
    expect(screen.getByText('2 из 3')).toBeTruthy();
    cleanup();
    render(<TicketCodeModal tickets={[orderTicket({ tickettype: 0, _barcode: null })]} index={0} lang="ru" onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('errors.barcode'));
    // One ticket: no arrows, no counter.
    expect(screen.queryByRole('button', { name: 'Следующий билет' })).toBeNull();
  });

  it('shows the error text when the picture does not load, and closes with Escape', () => {
    const onClose = vi.fn();
    open(0, onClose);
    fireEvent.error(within(visibleSlide()).getByRole('img'));
    expect(within(visibleSlide()).getByRole('alert').textContent).toBe(i18n.t('errors.qrcode'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

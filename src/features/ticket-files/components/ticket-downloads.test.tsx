// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { orderTicket, paidOrder } from '../../ticket/testing/ticket-fixture';
import { TicketDownloads } from './ticket-downloads';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = paidOrder([orderTicket({ id: 1 }), orderTicket({ id: 2 })]);

/** Catches what the component offers for download: the blob and the link's file name. */
function catchDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('tickets to keep', () => {
  it('offers the PDF and the calendar for a paid order, nothing for an unpaid one', () => {
    render(<TicketDownloads order={order} lang="ru" />);
    expect(screen.getByRole('heading', { name: 'Билеты с собой' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать билеты (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить в календарь' })).toBeTruthy();
    cleanup();
    const { container } = render(<TicketDownloads order={{ ...order, printingAllowed: false }} lang="ru" />);
    expect(container.innerHTML).toBe('');
  });

  it('downloads the calendar file named after the order, with the event', async () => {
    const saved = catchDownloads();
    render(<TicketDownloads order={order} lang="ru" />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Заказ-100105.ics');
    expect(saved[0]!.blob.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(saved[0]!.blob);
    expect(text).toContain('SUMMARY:Бах при свечах');
    expect(text).toContain('DTSTART:20261127T190000Z');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('says so when the PDF cannot be made, and the button works again', async () => {
    // jsdom draws no canvas: the PDF fails as it would in a browser without one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TicketDownloads order={order} lang="ru" />);
    fireEvent.click(screen.getByRole('button', { name: 'Скачать билеты (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось подготовить файл. Попробуйте ещё раз.');
    expect(error).toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Скачать билеты (PDF)' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import { routes } from '../../../config/routes';
import { htmlLang } from '../../../i18n/languages';
import { withLang } from '../../../i18n/use-lang';
import { safeFileName, saveFile } from '../model/save-file';
import { ticketPages } from '../model/ticket-pages';

export type TicketFileKind = 'pdf' | 'ics';

/**
 * Makes and offers the order's files: the tickets' PDF and the calendar entry. Their
 * libraries (pdf-lib, ics, the QR encoder) load on the first click, not with the order page.
 */
export function useTicketFiles(order: OrderView, lang: Lang) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TicketFileKind | null>(null);
  const [failed, setFailed] = useState<TicketFileKind | null>(null);

  async function run(kind: TicketFileKind, make: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    setFailed(null);
    try {
      await make();
    } catch (error) {
      console.error(`[ticket-files] the ${kind} file failed`, error);
      setFailed(kind);
    } finally {
      setBusy(null);
    }
  }

  const downloadPdf = () =>
    run('pdf', async () => {
      const [{ ticketsPdf }, { ticketPageJpeg }] = await Promise.all([import('../model/pdf-document'), import('../model/paint-ticket-page')]);
      await document.fonts?.ready;
      const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
      const pages = [];
      for (const page of ticketPages(order, lang, t)) pages.push({ jpeg: await ticketPageJpeg(page, fontFamily) });
      const name = safeFileName(t('ticket.files.pdfName', { num: order.ord_num }));
      const bytes = await ticketsPdf(pages, { title: name, lang: htmlLang[lang] });
      saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), `${name}.pdf`);
    });

  const downloadCalendar = () =>
    run('ics', async () => {
      const { calendarEvents, icsText } = await import('../model/calendar-events');
      const orderUrl = new URL(withLang(routes.orderView(order.hash), lang), window.location.origin).href;
      const text = icsText(calendarEvents(order, lang, t, orderUrl));
      const name = safeFileName(t('ticket.files.icsName', { num: order.ord_num }));
      saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `${name}.ics`);
    });

  return { busy, failed, downloadPdf, downloadCalendar };
}

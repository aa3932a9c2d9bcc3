import { PDFDocument } from 'pdf-lib';

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** A picture of one page: a JPEG drawn at the page's proportions. */
export interface PageImage {
  jpeg: Uint8Array;
}

/**
 * The tickets' PDF: one A4 page per ticket, each a JPEG of the page as the browser drew it.
 * pdf-lib's standard fonts have no Cyrillic or Chinese, so the text is in the pictures,
 * drawn with the browser's fonts; JPEG keeps the file small and lets a test take the code
 * back out of the page (a DCTDecode image).
 */
export async function ticketsPdf(pages: PageImage[], meta: { title: string; lang: string }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setLanguage(meta.lang);
  pdf.setCreator('afisha-storefront');
  pdf.setProducer('pdf-lib');
  for (const { jpeg } of pages) {
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([A4.width, A4.height]);
    page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });
  }
  return pdf.save();
}

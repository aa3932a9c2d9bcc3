import jpeg from 'jpeg-js';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4, ticketsPdf } from './pdf-document';

function solidJpeg(gray: number): Uint8Array {
  const width = 62;
  const height = 88;
  const data = Buffer.alloc(width * height * 4, gray);
  return new Uint8Array(jpeg.encode({ data, width, height }, 90).data);
}

describe('tickets PDF', () => {
  it('has one A4 page per picture, each filled by its JPEG, and the title', async () => {
    const bytes = await ticketsPdf([{ jpeg: solidJpeg(255) }, { jpeg: solidJpeg(0) }], { title: 'Билеты-100105', lang: 'ru' });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual(A4);
    expect(pdf.getTitle()).toBe('Билеты-100105');
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter((obj): obj is PDFRawStream => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'));
    expect(images).toHaveLength(2);
    expect(jpeg.decode(images[1]!.contents).data[0]).toBeLessThan(16);
  });
});

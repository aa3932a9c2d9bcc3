import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/** QR image of a ticket code: PNG data URL, 180×180 (docs/product/order.md). */
export function qrDataUrl(text: string, size = 180): Promise<string> {
  return QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

/** Code 128 barcode of a ticket code: PNG data URL, drawn for a 240×102 box (docs/product/order.md). */
export async function barcodeDataUrl(text: string): Promise<string> {
  const png = await bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center', paddingwidth: 4, paddingheight: 4 });
  return `data:image/png;base64,${png.toString('base64')}`;
}

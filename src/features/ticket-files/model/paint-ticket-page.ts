import { qrMatrix, type QrMatrix } from '../../ticket';
import { layoutTicketPage, PAGE, type DrawOp, type FontSpec, type TicketPageData } from './ticket-pages';

/** Quiet zone around a QR code on paper, in modules (the standard's four). */
const QR_QUIET = 4;
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace";

/**
 * Draws one ticket page on a canvas with the browser's fonts (any script the browser can
 * show) and gives it back as JPEG bytes. The QR code is drawn module by module from the
 * ticket code, whole pixels each; a barcode (or a QR code without its text) is the
 * server's picture enlarged by a whole factor without smoothing.
 */
export async function ticketPageJpeg(page: TicketPageData, fontFamily: string, quality = 0.92): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = PAGE.width;
  canvas.height = PAGE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');

  const matrix = page.code.kind === 'qr' && page.code.text ? safeQrMatrix(page.code.text) : null;
  const image = matrix ? null : await loadImage(page.code.image);
  const aspect = matrix ? 1 : image!.naturalHeight / image!.naturalWidth;

  const font = (f: FontSpec) => `${f.weight} ${f.size}px ${f.mono ? MONO : fontFamily}`;
  const measure = (text: string, f: FontSpec) => {
    ctx.font = font(f);
    return ctx.measureText(text).width;
  };
  const ops = layoutTicketPage(page, measure, aspect);

  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  ctx.strokeStyle = '#000';
  ctx.textBaseline = 'alphabetic';
  for (const op of ops) paint(ctx, op, font, matrix, image);
  return jpegBytes(canvas, quality);
}

function paint(ctx: CanvasRenderingContext2D, op: DrawOp, font: (f: FontSpec) => string, matrix: QrMatrix | null, image: HTMLImageElement | null) {
  if (op.kind === 'text') {
    ctx.font = font(op.font);
    ctx.textAlign = op.align;
    ctx.fillText(op.text, op.x, op.y);
  } else if (op.kind === 'rule') {
    ctx.save();
    ctx.lineWidth = 3;
    ctx.setLineDash([14, 10]);
    ctx.beginPath();
    ctx.moveTo(op.x, op.y);
    ctx.lineTo(op.x + op.width, op.y);
    ctx.stroke();
    ctx.restore();
  } else if (matrix) {
    const cells = matrix.size + 2 * QR_QUIET;
    const unit = Math.max(1, Math.floor(Math.min(op.width, op.height) / cells));
    const x0 = op.x + Math.round((op.width - unit * cells) / 2) + QR_QUIET * unit;
    const y0 = op.y + Math.round((op.height - unit * cells) / 2) + QR_QUIET * unit;
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) if (matrix.dark(row, col)) ctx.fillRect(x0 + col * unit, y0 + row * unit, unit, unit);
    }
  } else if (image) {
    const fit = Math.min(op.width / image.naturalWidth, op.height / image.naturalHeight);
    // Whole factors keep every bar and module the same width; a picture larger than its box is only shrunk.
    const scale = fit >= 1 ? Math.floor(fit) : fit;
    const w = Math.round(image.naturalWidth * scale);
    const h = Math.round(image.naturalHeight * scale);
    ctx.save();
    ctx.imageSmoothingEnabled = scale < 1;
    ctx.drawImage(image, op.x + Math.round((op.width - w) / 2), op.y + Math.round((op.height - h) / 2), w, h);
    ctx.restore();
  }
}

function safeQrMatrix(text: string): QrMatrix | null {
  try {
    return qrMatrix(text);
  } catch {
    return null;
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the code picture did not load'));
    image.src = src;
  });
}

function jpegBytes(canvas: HTMLCanvasElement, quality: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) return reject(new Error('the page could not be encoded'));
        blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
      },
      'image/jpeg',
      quality,
    );
  });
}

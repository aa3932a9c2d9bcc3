import QRCode from 'qrcode';

/**
 * The modules of a QR code, drawn here instead of scaling the server's 180 px picture up: a
 * large code on a phone or on paper stays sharp at any size. The options are the server's
 * (server/orders/images.ts: error correction M, automatic segments), so the symbol is the
 * one the server drew for the same ticket code.
 */
export interface QrMatrix {
  /** Modules per side (21 for version 1). */
  size: number;
  dark(row: number, col: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/**
 * An SVG path of the dark modules in module units, each row's runs merged
 * (`M2 0h3v1h-3z…`), offset by `margin` modules of quiet zone on every side.
 */
export function qrPath(matrix: QrMatrix, margin: number): string {
  let d = '';
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark(row, col)) col++;
      d += `M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`;
    }
  }
  return d;
}

import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath, type QrMatrix } from './qr-matrix';

/** Paints the matrix as RGBA pixels (4 px a module, 4 modules of quiet zone). */
function raster(m: QrMatrix, scale = 4, margin = 4) {
  const side = (m.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - margin;
      const col = Math.floor(x / scale) - margin;
      if (row >= 0 && col >= 0 && row < m.size && col < m.size && m.dark(row, col)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

describe('QR matrix', () => {
  it('encodes the ticket code so that a scanner reads it back', () => {
    const m = qrMatrix('2599539963204');
    expect(m.size).toBe(21); // 13 digits fit version 1 at level M, as the server draws them
    const { data, side } = raster(m);
    expect(jsQR(data, side, side)?.data).toBe('2599539963204');
  });

  it('draws each run of dark modules once, shifted by the quiet zone', () => {
    const m: QrMatrix = { size: 3, dark: (r, c) => (r === 0 ? c < 2 : r === 2 && c === 2) };
    expect(qrPath(m, 2)).toBe('M2 2h2v1h-2zM4 4h1v1h-1z');
  });
});

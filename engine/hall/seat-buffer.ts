// Growable per-seat columns for the parser; trimmed into the model's typed arrays at the end.

export class SeatBuffer {
  count = 0;
  ids = new Int32Array(1024);
  x = new Float32Array(1024);
  y = new Float32Array(1024);
  r = new Float32Array(1024);
  sector = new Int32Array(1024);
  /** Seat kinds (contract/seat-kind.ts bits), 0 for an ordinary seat. */
  kind = new Uint8Array(1024);
  readonly rowLabel: string[] = [];
  readonly numberText: string[] = [];

  push(id: number, x: number, y: number, r: number, sector: number, row: string, numberText: string, kind = 0): void {
    const i = this.count;
    if (i === this.ids.length) this.grow();
    this.ids[i] = id;
    this.x[i] = x;
    this.y[i] = y;
    this.r[i] = r;
    this.sector[i] = sector;
    this.kind[i] = kind;
    this.rowLabel.push(row);
    this.numberText.push(numberText);
    this.count = i + 1;
  }

  private grow(): void {
    const n = this.ids.length * 2;
    const wider = <T extends Int32Array | Float32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.ids = wider(this.ids, (k) => new Int32Array(k));
    this.x = wider(this.x, (k) => new Float32Array(k));
    this.y = wider(this.y, (k) => new Float32Array(k));
    this.r = wider(this.r, (k) => new Float32Array(k));
    this.sector = wider(this.sector, (k) => new Int32Array(k));
    this.kind = wider(this.kind, (k) => new Uint8Array(k));
  }
}

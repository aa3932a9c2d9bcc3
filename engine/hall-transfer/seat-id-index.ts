/**
 * The seat_id → seat index map of a hall whose ids came as a typed array (from the hall
 * worker or IndexedDB), filled on its first use instead of on arrival. Nothing before a big
 * hall's first paint looks a seat up by id (the join goes by index), and filling 100,000
 * entries cost a throttled phone ~40 ms there; the seat map fills it at idle after the first
 * frame (its warm-up), ahead of the first tap. It is a Map in every other respect.
 */
export class SeatIdIndex extends Map<number, number> {
  #ids: Int32Array | null;

  constructor(ids: Int32Array) {
    super();
    this.#ids = ids;
  }

  #fill(): void {
    const ids = this.#ids;
    if (!ids) return;
    this.#ids = null;
    for (let i = 0; i < ids.length; i++) super.set(ids[i]!, i);
  }

  override get(key: number): number | undefined {
    this.#fill();
    return super.get(key);
  }
  override has(key: number): boolean {
    this.#fill();
    return super.has(key);
  }
  override set(key: number, value: number): this {
    this.#fill();
    return super.set(key, value);
  }
  override delete(key: number): boolean {
    this.#fill();
    return super.delete(key);
  }
  override clear(): void {
    this.#ids = null;
    super.clear();
  }
  override get size(): number {
    this.#fill();
    return super.size;
  }
  override forEach(fn: (value: number, key: number, map: Map<number, number>) => void, thisArg?: unknown): void {
    this.#fill();
    super.forEach(fn, thisArg);
  }
  override entries(): MapIterator<[number, number]> {
    this.#fill();
    return super.entries();
  }
  override keys(): MapIterator<number> {
    this.#fill();
    return super.keys();
  }
  override values(): MapIterator<number> {
    this.#fill();
    return super.values();
  }
  override [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }
}

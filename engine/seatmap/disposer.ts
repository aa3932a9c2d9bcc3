/**
 * Everything a seat map sets up, undone in reverse order by one `dispose()`: listeners,
 * observers, timers, frames and anything else registered with `add`.
 */
export class Disposer {
  private cleanups: (() => void)[] = [];
  private disposed = false;

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** How many cleanups are pending (tests check that they all ran). */
  get size(): number {
    return this.cleanups.length;
  }

  add(cleanup: () => void): void {
    if (this.disposed) {
      cleanup();
      return;
    }
    this.cleanups.push(cleanup);
  }

  listen<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void;
  listen(target: EventTarget, type: string, handler: (event: never) => void, options?: AddEventListenerOptions): void {
    const h = handler as unknown as EventListener;
    target.addEventListener(type, h, options);
    this.add(() => target.removeEventListener(type, h, options));
  }

  /** A timeout that is cleared on dispose; returns a cancel. */
  timeout(fn: () => void, ms: number): () => void {
    let done = false;
    const id = setTimeout(() => {
      done = true;
      fn();
    }, ms);
    const cancel = () => {
      if (!done) clearTimeout(id);
      done = true;
    };
    this.add(cancel);
    return cancel;
  }

  observeResize(target: Element, onResize: (width: number, height: number) => void): void {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) onResize(box.width, box.height);
    });
    observer.observe(target);
    this.add(() => observer.disconnect());
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const errors: unknown[] = [];
    while (this.cleanups.length > 0) {
      try {
        this.cleanups.pop()!();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  }
}

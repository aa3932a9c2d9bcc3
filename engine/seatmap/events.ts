/** A typed event emitter: `on` returns its own unsubscribe. */
export interface Emitter<Events> {
  on<E extends keyof Events>(event: E, handler: (payload: Events[E]) => void): () => void;
  emit<E extends keyof Events>(event: E, payload: Events[E]): void;
  has(event: keyof Events): boolean;
  clear(): void;
}

export function createEmitter<Events>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      const h = handler as (payload: never) => void;
      set.add(h);
      return () => {
        set.delete(h);
      };
    },
    emit(event, payload) {
      const set = handlers.get(event);
      if (!set) return;
      // A handler may unsubscribe (or dispose the map) while we iterate.
      for (const h of [...set]) (h as (p: typeof payload) => void)(payload);
    },
    has(event) {
      return (handlers.get(event)?.size ?? 0) > 0;
    },
    clear() {
      handlers.clear();
    },
  };
}

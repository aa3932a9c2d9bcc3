import { vi } from 'vitest';

/** Records the types of listeners added to and removed from `targets` (they still listen). */
export function countListeners(targets: EventTarget[]): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  for (const target of targets) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, opts) => {
      added.push(type);
      add(type, fn, opts);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, fn, opts) => {
      removed.push(type);
      remove(type, fn, opts);
    });
  }
  return { added, removed };
}

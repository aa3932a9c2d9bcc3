/**
 * Pointer and key events as the seat map reads them. jsdom has no PointerEvent: a MouseEvent
 * with the pointer's id and type stands in.
 */
export function pointerEvent(type: string, clientX: number, clientY: number, pointerType: string, pointerId = 1): MouseEvent {
  const event = new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

/** A tap (down and up at one point, at once) on `target`. */
export function tapAt(target: EventTarget, clientX: number, clientY: number, pointerType = 'touch'): void {
  for (const type of ['pointerdown', 'pointerup']) target.dispatchEvent(pointerEvent(type, clientX, clientY, pointerType));
}

/** A key pressed on `target` (keydown, bubbling, cancelable). */
export function pressKey(target: EventTarget, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

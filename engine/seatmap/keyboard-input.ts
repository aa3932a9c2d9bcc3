import { SeatKeyboard } from '../a11y/keyboard';
import { SeatStatus } from '../hall/model';
import type { HallModel } from '../hall/model';
import { screenToWorld, type View } from '../render/view';
import type { Disposer } from './disposer';
import type { Emitter } from './events';
import { keyCommand } from './keys';
import type { SeatFocus } from './seat-focus';
import type { SeatMapEvents } from './types';
import type { Viewport } from './viewport';

/** The sector (with seats) whose centre is nearest the centre of the box, or null. */
export function nearestSector(model: HallModel, view: View, width: number, height: number): number | null {
  const c = screenToWorld(view, width / 2, height / 2);
  let best: number | null = null;
  let bestD = Infinity;
  model.sectors.forEach((s, j) => {
    if (s.seats.length === 0) return;
    const d = ((s.bounds.minX + s.bounds.maxX) / 2 - c.x) ** 2 + ((s.bounds.minY + s.bounds.maxY) / 2 - c.y) ** 2;
    if (d < bestD) {
      best = j;
      bestD = d;
    }
  });
  return best;
}

/** Where keyboard focus enters a sector: its first seat that is not unavailable, else its first. */
export function firstSeatOf(model: HallModel, sectorIndex: number): number | null {
  const seats = model.sectors[sectorIndex]?.seats;
  if (!seats || seats.length === 0) return null;
  for (const i of seats) if (model.status[i] !== SeatStatus.unavailable) return i;
  return seats[0]!;
}

export interface KeyboardInputOptions {
  container: HTMLElement;
  model: HallModel;
  viewport: Viewport;
  focus: SeatFocus;
  events: Emitter<SeatMapEvents>;
  disposer: Disposer;
}

/** Keyboard: arrows move between the seats of the focused sector; +/−/0 zoom. */
export function listenKeyboard({ container, model, viewport, focus, events, disposer }: KeyboardInputOptions): void {
  const keyboard = new SeatKeyboard(model);
  const nearest = () => nearestSector(model, viewport.view, viewport.width, viewport.height);

  disposer.listen(container, 'keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const command = keyCommand(e.key);
    if (!command) return;
    switch (command.kind) {
      case 'zoom':
        if (command.action === 'in') viewport.zoom.zoomIn();
        else if (command.action === 'out') viewport.zoom.zoomOut();
        else viewport.zoom.reset();
        break;
      case 'leave':
        if (focus.sector === null && focus.seat === null) return;
        focus.leave();
        break;
      case 'activate': {
        const seat = focus.seat;
        if (seat === null) return;
        events.emit('seatTap', { index: seat, seatId: model.ids[seat]!, source: 'keyboard' });
        break;
      }
      case 'move':
      case 'rowEnd':
      case 'sector': {
        focus.enterKeyboardMode();
        const focusSeat = focus.seat;
        let next: number | null;
        if (command.kind === 'sector') {
          const count = model.sectors.length;
          let s = focus.sector ?? nearest() ?? 0;
          next = null;
          for (let n = 0; n < count && next === null; n++) {
            s = (s + command.delta + count) % count;
            next = firstSeatOf(model, s);
          }
        } else if (focusSeat === null) {
          const s = focus.sector ?? nearest();
          next = s === null ? null : firstSeatOf(model, s);
        } else if (command.kind === 'move') {
          next = keyboard.move(focusSeat, command.direction);
        } else {
          // To the end of the row: step until the focus stops moving.
          next = focusSeat;
          for (let n = 0; n < model.seatCount; n++) {
            const after = keyboard.move(next, command.direction);
            if (after === next) break;
            next = after;
          }
        }
        if (next === null) return;
        focus.setSeat(next);
        viewport.revealSeat(next);
        break;
      }
    }
    e.preventDefault();
  });
  disposer.listen(container, 'blur', () => focus.leaveKeyboardMode());
}

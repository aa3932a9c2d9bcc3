import { SeatStatus } from '../hall/model';
import type { HallModel } from '../hall/model';
import type { Renderer } from '../render/renderer';
import type { Disposer } from './disposer';
import type { Emitter } from './events';
import { createSeatList } from './seat-list';
import type { SeatMapEvents, SeatMapOptions } from './types';

/** A tapped sector's accessible list waits for an idle moment at most this long. */
const LIST_IDLE_TIMEOUT_MS = 200;

export interface SeatFocusOptions {
  container: HTMLElement;
  model: HallModel;
  renderer: Renderer;
  disposer: Disposer;
  events: Emitter<SeatMapEvents>;
  seatLabel?: SeatMapOptions['seatLabel'];
  sectorLabel?: SeatMapOptions['sectorLabel'];
}

/**
 * Hover, the focused seat and sector, and the accessible list of the focused sector's
 * seats (`aria-activedescendant` names the focused one). The focus ring is drawn only in
 * keyboard mode: a pointer user sees the tap's own highlight.
 */
export interface SeatFocus {
  readonly seat: number | null;
  readonly sector: number | null;
  readonly keyboardMode: boolean;
  setHover(index: number | null): void;
  /**
   * Makes a sector the focused one. `later`: a pointer tap, whose highlight must not wait
   * for the list's options; the list follows right after the next frame.
   * (Keyboard and screen-reader users get it at once: aria-activedescendant needs it.)
   */
  showSector(sectorIndex: number | null, later?: boolean): void;
  /** Focuses a seat (and its sector); `later` as for `showSector`. */
  setSeat(i: number | null, later?: boolean): void;
  /** Drops the focused seat and sector (Escape). */
  leave(): void;
  /** Arrow keys were used: the focus ring shows from the next focus change. */
  enterKeyboardMode(): void;
  /** A pointer or blur ends keyboard mode: the ring goes at once. */
  leaveKeyboardMode(): void;
  /** A seat's status changed: its option follows. */
  statusChanged(i: number): void;
  /** The caller's seat texts changed (prices, say): the listed options are worded again. */
  relabel(): void;
}

export function createSeatFocus({ container, model, renderer, disposer, events, seatLabel, sectorLabel }: SeatFocusOptions): SeatFocus {
  const list = createSeatList(container);
  disposer.add(() => list.dispose());

  let hover: number | null = null;
  let focusSeat: number | null = null;
  let focusSector: number | null = null;
  let keyboardMode = false;

  function setHover(index: number | null) {
    if (index === hover) return;
    hover = index;
    renderer.setHover(index);
    events.emit('hover', { index });
  }

  function describe(i: number) {
    return {
      label: seatLabel?.(i) ?? (model.seatName[i] || `${model.row[i] ?? ''} ${model.seat[i] ?? ''}`.trim()),
      selected: model.status[i] === SeatStatus.selected,
      disabled: model.status[i] === SeatStatus.unavailable,
    };
  }

  let listRequest = 0;

  /** Fills the accessible list with a sector's seats (or empties it). */
  function fillList(sectorIndex: number | null) {
    const sector = sectorIndex === null ? undefined : model.sectors[sectorIndex];
    if (!sector) {
      list.clear();
      return;
    }
    list.show(sectorLabel?.(sectorIndex!) ?? sector.name, sector.seats, describe);
  }

  function showSector(sectorIndex: number | null, later = false) {
    if (sectorIndex !== null && !model.sectors[sectorIndex]) sectorIndex = null;
    if (sectorIndex === focusSector) return;
    focusSector = sectorIndex;
    const request = ++listRequest;
    if (later && sectorIndex !== null) {
      list.clear();
      const fill = () => {
        if (request !== listRequest) return;
        fillList(focusSector);
        syncFocus();
      };
      // After the frame that shows the tap, when the page is idle.
      const frame = requestAnimationFrame(() => (cancelPending = whenIdle(fill)));
      cancelPending = () => cancelAnimationFrame(frame);
    } else {
      cancelPending();
      fillList(sectorIndex);
    }
    if (focusSeat !== null && model.sector[focusSeat] !== focusSector) focusSeat = null;
    syncFocus();
    events.emit('sectorFocus', { sectorIndex: focusSector });
  }
  let cancelPending: () => void = () => {};
  disposer.add(() => cancelPending());

  function whenIdle(fn: () => void): () => void {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(fn, { timeout: LIST_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    return disposer.timeout(fn, 0);
  }

  function syncFocus() {
    if (focusSeat !== null && list.reveal(focusSeat)) container.setAttribute('aria-activedescendant', list.optionId(focusSeat));
    else container.removeAttribute('aria-activedescendant');
    renderer.setFocus(keyboardMode ? focusSeat : null, keyboardMode ? focusSector : null);
  }

  return {
    get seat() {
      return focusSeat;
    },
    get sector() {
      return focusSector;
    },
    get keyboardMode() {
      return keyboardMode;
    },
    setHover,
    showSector,
    setSeat(i, later = false) {
      if (i !== null) showSector(model.sector[i]! >= 0 ? model.sector[i]! : null, later);
      focusSeat = i;
      syncFocus();
    },
    leave() {
      focusSeat = null;
      showSector(null);
    },
    enterKeyboardMode() {
      keyboardMode = true;
    },
    leaveKeyboardMode() {
      keyboardMode = false;
      syncFocus();
    },
    statusChanged(i) {
      list.update(i);
    },
    relabel() {
      list.refresh();
    },
  };
}

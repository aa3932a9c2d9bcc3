import type { HallModel } from '../hall/model';
import { tapAction } from '../hit/tap-action';
import { medianSeatRadius } from '../lod/lod';
import type { Renderer } from '../render/renderer';
import { screenToWorld } from '../render/view';
import { whenIdle } from '../render/idle';
import type { Disposer } from './disposer';
import type { Emitter } from './events';
import type { SeatFocus } from './seat-focus';
import type { SeatMapDeps } from './types';
import { createTapDetector } from './tap';
import type { SeatMapEvents } from './types';
import type { Viewport } from './viewport';

export interface PointerInputOptions {
  container: HTMLElement;
  model: HallModel;
  hitTest: SeatMapDeps['hitTest'];
  renderer: Renderer;
  viewport: Viewport;
  focus: SeatFocus;
  events: Emitter<SeatMapEvents>;
  disposer: Disposer;
}

/** Pointer input: taps through the index (a finger selects only seats it can aim at), hover for the mouse. */
export function listenPointer({ container, model, hitTest, renderer, viewport, focus, events, disposer }: PointerInputOptions): void {
  const typicalRadius = medianSeatRadius(model);

  function localPoint(clientX: number, clientY: number) {
    const rect = container.getBoundingClientRect();
    return { x: clientX - rect.left, y: clientY - rect.top };
  }

  /** What a tap at this point would do. */
  function actionAt(clientX: number, clientY: number, pointerType: string) {
    const view = viewport.view;
    const p = localPoint(clientX, clientY);
    const world = screenToWorld(view, p.x, p.y);
    const hit = hitTest(world, view.k, pointerType !== 'mouse');
    const action = tapAction(hit, {
      lod: renderer.getLod(),
      pointerType,
      seatRadiusPx: (i) => model.r[i]! * view.k,
      typicalRadiusPx: typicalRadius * view.k,
      sectorOf: (i) => model.sector[i]!,
      canZoomIn: viewport.zoom.state().k < viewport.limits.maxScale * 0.999,
    });
    return { world, action };
  }

  function handleTap(clientX: number, clientY: number, pointerType: string) {
    const { world, action } = actionAt(clientX, clientY, pointerType);
    if (!action) return;
    switch (action.kind) {
      case 'stand':
        events.emit('standTap', { id: action.id });
        return;
      case 'zoom':
        if (action.sectorIndex >= 0) focus.showSector(action.sectorIndex, true);
        viewport.zoomToSector(action.sectorIndex, world, action.seat === null ? undefined : model.r[action.seat]!);
        return;
      case 'select':
        focus.setSeat(action.index, true);
        events.emit('seatTap', { index: action.index, seatId: model.ids[action.index]!, source: 'pointer' });
    }
  }

  // A finger's first tap on seats paid for compiling the code that finds what it hit (the
  // renderer rehearses its own part likewise): once seats are drawn, a tap at the centre is
  // worked out at idle and nothing done with it.
  let rehearsed = false;
  const stopWatching = renderer.onFrame(({ crisp, lod }) => {
    if (rehearsed || !crisp || lod === 'sectors') return;
    rehearsed = true;
    disposer.add(
      whenIdle(() => {
        const rect = container.getBoundingClientRect();
        actionAt(rect.left + rect.width / 2, rect.top + rect.height / 2, 'touch');
      }),
    );
  });
  disposer.add(stopWatching);

  const tap = createTapDetector({ onTap: (t) => handleTap(t.clientX, t.clientY, t.pointerType) });
  const sample = (e: PointerEvent) => ({ pointerId: e.pointerId, pointerType: e.pointerType, clientX: e.clientX, clientY: e.clientY, time: e.timeStamp });

  disposer.listen(container, 'pointerdown', (e) => {
    if (focus.keyboardMode) focus.leaveKeyboardMode();
    tap.down(sample(e));
  });
  disposer.listen(container, 'pointermove', (e) => {
    tap.move(sample(e));
    if (e.pointerType !== 'mouse' || e.buttons !== 0 || viewport.moving) return;
    const view = viewport.view;
    const p = localPoint(e.clientX, e.clientY);
    const hit = hitTest(screenToWorld(view, p.x, p.y), view.k, false);
    const lod = renderer.getLod();
    focus.setHover(hit?.kind === 'seat' && lod !== 'sectors' ? hit.index : null);
    container.style.cursor = hit ? 'pointer' : '';
  });
  disposer.listen(container, 'pointerup', (e) => tap.up(sample(e)));
  disposer.listen(container, 'pointercancel', (e) => tap.cancel(e.pointerId));
  disposer.listen(container, 'pointerleave', (e) => {
    if (e.pointerType === 'mouse') {
      tap.cancel(e.pointerId);
      focus.setHover(null);
    }
  });
}

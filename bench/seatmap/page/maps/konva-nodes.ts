import Konva from 'konva';
import { SeatStatus } from '../../../../engine';
import { afterNextFrame, deadline } from '../timing';
import { baselineZoom, seatFills, sectorFill } from './baseline-common';
import type { MapFactory } from './types';

/**
 * The other usual approach: one Konva.Circle per seat, zoom and pan by the stage's
 * transform, taps through Konva's hit canvas. Konva's defaults otherwise (its backing
 * store follows devicePixelRatio), with the per-shape options its performance guide
 * suggests for plain circles.
 */
export const konvaNodesMap: MapFactory = (container, hall, { buildLimitMs }) => {
  const { model } = hall;
  const check = deadline(buildLimitMs, 'build');
  const fills = seatFills(hall);
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;inset:0;';
  container.appendChild(host);
  const stage = new Konva.Stage({ container: host, width: container.clientWidth, height: container.clientHeight });
  const background = new Konva.Layer({ listening: false });
  const layer = new Konva.Layer();

  const outline = (d: string, matrix: readonly number[], fill: string, opacity: number) => {
    const attrs = new Konva.Transform([...matrix]).decompose();
    background.add(new Konva.Path({ data: d, fill, opacity, ...attrs, listening: false }));
  };
  for (const s of model.stage) outline(s.outline.d, s.outline.matrix, '#9aa3ad', 1);
  for (const s of model.sectors) if (s.outline) outline(s.outline.d, s.outline.matrix, sectorFill(hall, s.seats), 0.15);
  for (const s of model.stands) outline(s.outline.d, s.outline.matrix, '#8e7cc3', 0.5);

  const circles: Konva.Circle[] = new Array(model.seatCount);
  for (let i = 0; i < model.seatCount; i++) {
    if ((i & 1023) === 0) check();
    const c = new Konva.Circle({
      x: model.x[i],
      y: model.y[i],
      radius: model.r[i],
      fill: fills.fill(i),
      perfectDrawEnabled: false,
      shadowForStrokeEnabled: false,
    });
    c.setAttr('seatIndex', i);
    layer.add(c);
    circles[i] = c;
  }
  // Added to the stage only now, so that each layer is drawn once, not once per node.
  stage.add(background, layer);
  const firstPaint = afterNextFrame();

  const zoom = baselineZoom(container, model, (v) => {
    stage.scale({ x: v.k, y: v.k });
    stage.position({ x: v.x, y: v.y });
    stage.batchDraw();
  });
  layer.on('pointerclick', (event) => {
    const shape = event.target as Konva.Shape;
    const i = shape.getAttr('seatIndex') as number | undefined;
    if (i === undefined || model.status[i] === SeatStatus.unavailable) return;
    model.status[i] = model.status[i] === SeatStatus.selected ? SeatStatus.free : SeatStatus.selected;
    shape.fill(fills.fill(i));
    layer.batchDraw();
  });

  return {
    firstPaint,
    toClient: zoom.toClient,
    scale: zoom.scale,
    isSelected: (i) => circles[i]?.fill() === fills.selected,
    dispose() {
      zoom.dispose();
      stage.destroy();
      host.remove();
    },
  };
};

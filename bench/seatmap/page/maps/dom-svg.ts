import { SeatStatus } from '../../../../engine';
import { afterNextFrame, deadline } from '../timing';
import { baselineZoom, seatFills, sectorFill } from './baseline-common';
import type { MapFactory } from './types';

const NS = 'http://www.w3.org/2000/svg';

/**
 * The usual approach: the hall as SVG in the DOM, one <circle> per seat, zoom and pan by
 * a transform on the group holding them, taps through the browser's own hit testing.
 */
export const domSvgMap: MapFactory = (container, hall, { buildLimitMs }) => {
  const { model } = hall;
  const check = deadline(buildLimitMs, 'build');
  const fills = seatFills(hall);
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('width', String(container.clientWidth));
  svg.setAttribute('height', String(container.clientHeight));
  svg.style.display = 'block';
  const g = document.createElementNS(NS, 'g');
  svg.appendChild(g);

  const outline = (d: string, matrix: readonly number[], fill: string, opacity: string) => {
    const path = document.createElementNS(NS, 'path');
    path.setAttribute('d', d);
    path.setAttribute('transform', `matrix(${matrix.join(' ')})`);
    path.setAttribute('fill', fill);
    path.setAttribute('fill-opacity', opacity);
    g.appendChild(path);
  };
  for (const s of model.stage) outline(s.outline.d, s.outline.matrix, '#9aa3ad', '1');
  for (const s of model.sectors) if (s.outline) outline(s.outline.d, s.outline.matrix, sectorFill(hall, s.seats), '0.15');
  for (const s of model.stands) outline(s.outline.d, s.outline.matrix, '#8e7cc3', '0.5');

  const circles: SVGCircleElement[] = new Array(model.seatCount);
  for (let i = 0; i < model.seatCount; i++) {
    if ((i & 1023) === 0) check();
    const c = document.createElementNS(NS, 'circle');
    c.setAttribute('cx', String(model.x[i]));
    c.setAttribute('cy', String(model.y[i]));
    c.setAttribute('r', String(model.r[i]));
    c.setAttribute('fill', fills.fill(i));
    c.setAttribute('data-seat-id', String(model.ids[i]));
    g.appendChild(c);
    circles[i] = c;
  }
  container.appendChild(svg);
  const firstPaint = afterNextFrame();

  const zoom = baselineZoom(container, model, (v) => g.setAttribute('transform', `matrix(${v.k} 0 0 ${v.k} ${v.x} ${v.y})`));
  svg.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('circle[data-seat-id]');
    if (!target) return;
    const i = model.indexOf.get(Number(target.getAttribute('data-seat-id')));
    if (i === undefined || model.status[i] === SeatStatus.unavailable) return;
    model.status[i] = model.status[i] === SeatStatus.selected ? SeatStatus.free : SeatStatus.selected;
    target.setAttribute('fill', fills.fill(i));
  });

  return {
    firstPaint,
    toClient: zoom.toClient,
    scale: zoom.scale,
    isSelected: (i) => circles[i]?.getAttribute('fill') === fills.selected,
    dispose() {
      zoom.dispose();
      svg.remove();
    },
  };
};

import { describe, expect, it } from 'vitest';
import { screenToWorld, worldToScreen } from '../render/view';
import { clampZoom, composeView, fitView, interpolateZoomState, zoomCentredOn, zoomForView, zoomToFit } from './fit';

const bounds = { minX: 0, minY: 0, maxX: 100, maxY: 50 };

describe('fit and zoom transforms', () => {
  it('fits the hall centred in the box with padding', () => {
    const fit = fitView(bounds, 412, 800, 12);
    expect(fit.k).toBeCloseTo((412 - 24) / 100);
    const tl = worldToScreen(fit, 0, 0);
    const br = worldToScreen(fit, 100, 50);
    expect(tl.x).toBeCloseTo(12);
    expect(br.x).toBeCloseTo(400);
    expect((tl.y + br.y) / 2).toBeCloseTo(400);
  });

  it('composes the d3 transform over the fitted view and back', () => {
    const fit = fitView(bounds, 400, 300);
    const z = { k: 3, x: -120, y: -40 };
    const view = composeView(fit, z);
    expect(view.k).toBeCloseTo(3 * fit.k);
    const back = zoomForView(fit, view);
    expect(back.k).toBeCloseTo(3);
    expect(back.x).toBeCloseTo(-120);
    expect(back.y).toBeCloseTo(-40);
  });

  it('centres a hall point at a given scale', () => {
    const fit = fitView(bounds, 400, 300);
    const z = zoomCentredOn(fit, 70, 20, 5, 400, 300);
    const view = composeView(fit, z);
    const c = screenToWorld(view, 200, 150);
    expect(c.x).toBeCloseTo(70);
    expect(c.y).toBeCloseTo(20);
    expect(z.k).toBe(5);
  });

  it('clamps scale to [min, max] and panning to the fitted box, like d3 constrain', () => {
    expect(clampZoom({ k: 0.5, x: 0, y: 0 }, 400, 300, 1, 24).k).toBe(1);
    expect(clampZoom({ k: 30, x: 0, y: 0 }, 400, 300, 1, 24).k).toBe(24);
    expect(clampZoom({ k: 1, x: 50, y: -50 }, 400, 300, 1, 24)).toEqual({ k: 1, x: 0, y: 0 });
    expect(clampZoom({ k: 2, x: 10, y: -1000 }, 400, 300, 1, 24)).toEqual({ k: 2, x: 0, y: -300 });
  });

  it('finds the scale that fills the box with a sector', () => {
    const fit = fitView(bounds, 400, 300, 0);
    expect(zoomToFit(fit, { minX: 0, minY: 0, maxX: 25, maxY: 10 }, 400, 300, 0)).toBeCloseTo(4);
  });

  it('animates scale geometrically and the centre linearly', () => {
    const fit = fitView(bounds, 400, 300);
    const a = zoomCentredOn(fit, 50, 25, 1, 400, 300);
    const b = zoomCentredOn(fit, 90, 45, 16, 400, 300);
    const mid = interpolateZoomState(fit, a, b, 0.5, 400, 300);
    expect(mid.k).toBeCloseTo(4);
    const c = screenToWorld(composeView(fit, mid), 200, 150);
    expect(c.x).toBeCloseTo(70);
    expect(c.y).toBeCloseTo(35);
    expect(interpolateZoomState(fit, a, b, 1, 400, 300)).toBe(b);
  });
});

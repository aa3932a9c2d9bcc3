import type { HallModel } from '../hall/model';
import type { Ctx2D } from './canvas';
import { applyView } from './draw-seats';
import type { OutlinePaths } from './outlines';
import { darken, type SeatPalette } from './palette';
import { intersects, visibleWorldBounds, type View } from './view';

export const backgroundStyle = {
  sectorFillAlpha: 0.16,
  standFillAlpha: 0.5,
  outline: '#c3c8cf',
  stage: '#44474c',
} as const;

export interface BackgroundParams {
  model: HallModel;
  paths: OutlinePaths;
  sectorKeys: Uint16Array;
  standKeys: Uint16Array;
  palette: SeatPalette;
  view: View;
  width: number;
  height: number;
  pixelRatio: number;
  /** `usestrokesector`: outlines stroked in their zone's colour. */
  strokeSectors: boolean;
}

/** Sectors (only those in view), standing areas and the stage, as vectors: crisp at any zoom. */
export function drawBackground(ctx: Ctx2D, p: BackgroundParams): void {
  const { model, paths, palette, view } = p;
  const visible = visibleWorldBounds(view, p.width, p.height);
  applyView(ctx, view, p.pixelRatio);
  const hairline = 1 / view.k;

  for (let s = 0; s < model.sectors.length; s++) {
    const path = paths.sectors[s];
    if (!path || !intersects(model.sectors[s]!.bounds, visible)) continue;
    const color = palette.colors[p.sectorKeys[s]!]!;
    ctx.globalAlpha = backgroundStyle.sectorFillAlpha;
    ctx.fillStyle = color;
    ctx.fill(path);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = p.strokeSectors ? darken(color, 0.1) : backgroundStyle.outline;
    ctx.lineWidth = p.strokeSectors ? 1.5 * hairline : hairline;
    ctx.stroke(path);
  }

  model.stands.forEach((stand, j) => {
    if (!intersects(stand.outline.bounds, visible)) return;
    const path = paths.stands[j]!;
    const color = palette.colors[p.standKeys[j]!]!;
    ctx.globalAlpha = backgroundStyle.standFillAlpha;
    ctx.fillStyle = color;
    ctx.fill(path);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = darken(color);
    ctx.lineWidth = hairline;
    ctx.stroke(path);
  });

  ctx.fillStyle = backgroundStyle.stage;
  for (const path of paths.stage) ctx.fill(path);
}

import type { Bounds, Decoration, HallModel, Outline } from '../hall/model';
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

/**
 * The venue's own drawing under the sectors, then sectors (only those in view), standing
 * areas and the stage, as vectors: crisp at any zoom; the drawing's text on top, where it
 * is large enough to read.
 */
export function drawBackground(ctx: Ctx2D, p: BackgroundParams): void {
  const { model, paths, palette, view } = p;
  const visible = visibleWorldBounds(view, p.width, p.height);
  applyView(ctx, view, p.pixelRatio);
  const hairline = 1 / view.k;
  const decoration = model.decoration;
  // Painted under what is already there (the bitmap slides this in under its seats), the
  // order is reversed so that the result stacks the same.
  const under = ctx.globalCompositeOperation === 'destination-over';
  if (decoration) {
    if (under) drawDecorationText(ctx, decoration, p, visible);
    else drawDecorationShapes(ctx, decoration, hairline, false);
  }

  for (let s = 0; s < model.sectors.length; s++) {
    const path = paths.sectors[s];
    if (!path || !intersects(model.sectors[s]!.bounds, visible)) continue;
    const color = palette.colors[p.sectorKeys[s]!]!;
    ctx.globalAlpha = backgroundStyle.sectorFillAlpha;
    ctx.fillStyle = color;
    ctx.fill(path, fillRule(model.sectors[s]!.outline));
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
    ctx.fill(path, fillRule(stand.outline));
    ctx.globalAlpha = 1;
    ctx.strokeStyle = darken(color);
    ctx.lineWidth = hairline;
    ctx.stroke(path);
  });

  ctx.fillStyle = backgroundStyle.stage;
  paths.stage.forEach((path, k) => ctx.fill(path, fillRule(model.stage[k]?.outline ?? null)));
  if (decoration) {
    if (under) drawDecorationShapes(ctx, decoration, hairline, true);
    else drawDecorationText(ctx, decoration, p, visible);
  }
}

/** Decoration text smaller than this many CSS px on screen is not drawn: it cannot be read. */
export const MIN_DECORATION_TEXT_PX = 7;

export function fillRule(outline: Outline | null): CanvasFillRule {
  return outline?.evenOdd ? 'evenodd' : 'nonzero';
}

interface StyledPath {
  fill: string | null;
  stroke: string | null;
  width: number;
  rule: CanvasFillRule;
  path: Path2D;
  /** Of the shapes in `path` (even-odd paths take only shapes that do not overlap). */
  bounds: Bounds;
}

/** Built once per hall: neighbouring shapes of one style share a path (document order kept). */
const decorationPaths = new WeakMap<Decoration, StyledPath[]>();

export function styledPaths(d: Decoration): StyledPath[] {
  let out = decorationPaths.get(d);
  if (out) return out;
  out = [];
  for (const s of d.shapes) {
    let last = out[out.length - 1];
    const rule = fillRule(s.outline);
    // One even-odd path holding two overlapping shapes would cut each out of the other.
    const overlaps = rule === 'evenodd' && last !== undefined && boundsOverlap(last.bounds, s.outline.bounds);
    if (!last || overlaps || last.fill !== s.fill || last.stroke !== s.stroke || last.width !== s.strokeWidth || last.rule !== rule) {
      last = { fill: s.fill, stroke: s.stroke, width: s.strokeWidth, rule, path: new Path2D(), bounds: { ...s.outline.bounds } };
      out.push(last);
    }
    last.path.addPath(new Path2D(s.outline.d), new DOMMatrix([...s.outline.matrix]));
    const b = s.outline.bounds;
    last.bounds = { minX: Math.min(last.bounds.minX, b.minX), minY: Math.min(last.bounds.minY, b.minY), maxX: Math.max(last.bounds.maxX, b.maxX), maxY: Math.max(last.bounds.maxY, b.maxY) };
  }
  decorationPaths.set(d, out);
  return out;
}

function boundsOverlap(a: Bounds, b: Bounds): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/** Pictures (once the shell has decoded them) and shapes, in world units; the context is restored. */
function drawDecorationShapes(ctx: Ctx2D, d: Decoration, hairline: number, reversed: boolean): void {
  ctx.save();
  const images = () => {
    for (const image of d.images) {
      const pic = image.decoded;
      if (!pic) continue;
      ctx.save();
      ctx.transform(...image.matrix);
      ctx.drawImage(pic.picture, pic.sx, pic.sy, pic.sw, pic.sh, pic.dx, pic.dy, pic.dw, pic.dh);
      ctx.restore();
    }
  };
  const paths = styledPaths(d);
  const fill = (s: StyledPath) => {
    if (!s.fill) return;
    ctx.fillStyle = s.fill;
    ctx.fill(s.path, s.rule);
  };
  const stroke = (s: StyledPath) => {
    if (!s.stroke) return;
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = Math.max(s.width, hairline);
    ctx.stroke(s.path);
  };
  if (!reversed) images();
  for (let k = 0; k < paths.length; k++) {
    const s = paths[reversed ? paths.length - 1 - k : k]!;
    if (reversed) stroke(s);
    fill(s);
    if (!reversed) stroke(s);
  }
  if (reversed) images();
  ctx.restore();
}

/** Text in screen space (tiny font sizes scaled up render badly); the context is restored. */
function drawDecorationText(ctx: Ctx2D, d: Decoration, p: BackgroundParams, visible: ReturnType<typeof visibleWorldBounds>): void {
  const { view, pixelRatio } = p;
  ctx.save();
  ctx.textBaseline = 'alphabetic';
  for (const t of d.texts) {
    const px = t.size * view.k;
    if (px < MIN_DECORATION_TEXT_PX || !intersects(t.bounds, visible)) continue;
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, (t.x * view.k + view.x) * pixelRatio, (t.y * view.k + view.y) * pixelRatio);
    if (t.angle !== 0) ctx.rotate(t.angle);
    ctx.font = `${t.bold ? 'bold ' : ''}${px}px sans-serif`;
    ctx.textAlign = t.anchor === 'middle' ? 'center' : t.anchor === 'end' ? 'right' : 'left';
    // The stage is painted dark whatever the file's colour: its label in white.
    ctx.fillStyle = t.role === 'stage' ? '#ffffff' : t.fill;
    ctx.fillText(t.text, 0, 0);
  }
  ctx.restore();
}

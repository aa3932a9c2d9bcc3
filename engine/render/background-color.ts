/**
 * The colour the map's box shows behind the hall: the first opaque background of the
 * container or its ancestors, else white. Seat frames are painted opaque in it, so that
 * during a gesture the whole-hall bitmap underneath shows only where the moved frame
 * does not reach.
 */
export function opaqueBackgroundOf(el: Element | null): string {
  const view = el?.ownerDocument.defaultView;
  for (let node = el; node && view; node = node.parentElement) {
    const color = view.getComputedStyle(node).backgroundColor;
    if (color && !isTransparent(color)) return color;
  }
  return '#ffffff';
}

export function isTransparent(color: string): boolean {
  const c = color.trim().toLowerCase();
  if (c === '' || c === 'transparent') return true;
  const m = /^rgba?\(([^)]*)\)$/.exec(c);
  if (!m) return false;
  const parts = m[1]!.trim().split(/[\s,/]+/);
  if (parts.length < 4) return false;
  const alpha = parts[3]!.endsWith('%') ? Number(parts[3]!.slice(0, -1)) / 100 : Number(parts[3]);
  return alpha < 1;
}

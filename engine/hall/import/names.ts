// Names of groups as the designer typed them.

/** A group's name as people wrote it (Illustrator and CorelDRAW escape characters as _xHHHH_), or null for generated ids. */
export function readableName(raw: string): string | null {
  const name = raw.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/_+$/, '').trim();
  if (!/\p{L}/u.test(name)) return null;
  if (/^(layer|слой|group|группа|g|path|xmlid|svgid|id|object|объект|curve|кривая|circle|rect|ellipse|polygon|seats?|места?)[\s_-]*\d*$/i.test(name)) return null;
  return name;
}

// Names of groups as the designer typed them.

/** A group's name as people wrote it (Illustrator and CorelDRAW escape characters as _xHHHH_), or null for generated ids. */
export function readableName(raw: string): string | null {
  const name = decodeName(raw);
  if (!/\p{L}/u.test(name)) return null;
  // A row's group («row01», «Ряд 5») is a row, never a sector.
  if (/^(row|ряд|rad|reihe|fila|rang|r|р)[\s_.-]*\d+[\p{L}]?$/iu.test(name)) return null;
  if (/^(layer|слой|group|группа|g|path|xmlid|svgid|id|object|объект|curve|кривая|circle|rect|ellipse|polygon|seats?|места?)[\s_-]*\d*$/i.test(name)) return null;
  return name;
}

/** A name with Illustrator's and CorelDRAW's _xHHHH_ escapes decoded. */
export function decodeName(raw: string): string {
  return raw.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/_+$/, '').trim();
}

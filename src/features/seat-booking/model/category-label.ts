/**
 * The category to show next to a sector name: none when it only repeats the sector
 * ('Партер / Партер 2 500 ₽' says the same thing twice), compared without case and spacing.
 */
export function categoryBesides(category: string | null | undefined, sectorName: string): string {
  const c = (category ?? '').trim();
  const same = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return c === '' || same(c) === same(sectorName) ? '' : c;
}

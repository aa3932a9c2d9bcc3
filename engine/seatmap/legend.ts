/** A zone as `/api/scheme/map` sends it (only what the legend needs). */
export interface LegendZone {
  color: string;
  price: number;
}

export interface LegendEntry {
  color: string;
  maxPrice: number;
}

/**
 * The legend shows, per zone colour, the maximum price, sorted descending.
 * Colours compare case-insensitively (`#C0392B` and `#c0392b` are one entry).
 */
export function priceLegend(zones: Iterable<LegendZone>): LegendEntry[] {
  const byColor = new Map<string, LegendEntry>();
  for (const zone of zones) {
    if (!Number.isFinite(zone.price)) continue;
    const key = zone.color.trim().toLowerCase();
    const entry = byColor.get(key);
    if (!entry) byColor.set(key, { color: zone.color.trim(), maxPrice: zone.price });
    else if (zone.price > entry.maxPrice) entry.maxPrice = zone.price;
  }
  return [...byColor.values()].sort((a, b) => b.maxPrice - a.maxPrice);
}

/** Zone id → colour, for `setCategoryColors`. */
export function categoryColorsOf(zones: Iterable<{ zonelevel_id: number; color: string }>): Map<number, string> {
  return new Map([...zones].map((z) => [z.zonelevel_id, z.color] as const));
}

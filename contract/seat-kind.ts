// What a seat is for, beside where it is and whether it is free: a wheelchair space, a seat for
// a wheelchair user's companion, and the optional aisle, restricted view and hearing loop. Not a
// status (a wheelchair space can be free, held or sold like any seat): kept as its own field,
// a bit set per seat. Written in the hall SVG as `data-seat-kind="wheelchair"` (a space-separated
// list when a seat is several: "aisle hearing-loop"), see fixtures/README.md.

export const seatKindNames = ['wheelchair', 'companion', 'aisle', 'restricted-view', 'hearing-loop'] as const;
export type SeatKindName = (typeof seatKindNames)[number];

/** One bit a kind, in the order above: wheelchair 1, companion 2, aisle 4, restricted-view 8, hearing-loop 16. */
export const SeatKind: Readonly<Record<SeatKindName, number>> = Object.freeze(
  Object.fromEntries(seatKindNames.map((name, i) => [name, 1 << i])) as Record<SeatKindName, number>,
);

/** The kinds that make a place accessible: what the scheme page's filter finds. */
export const ACCESSIBLE_KINDS = SeatKind.wheelchair | SeatKind.companion;

/** `"aisle hearing-loop"` → 4 | 16. Unknown words are ignored (a newer hall file read by an older reader). */
export function parseSeatKinds(text: string | null | undefined): number {
  if (!text) return 0;
  let bits = 0;
  for (const word of text.trim().split(/\s+/)) {
    const i = (seatKindNames as readonly string[]).indexOf(word);
    if (i >= 0) bits |= 1 << i;
  }
  return bits;
}

/** 4 | 16 → `"aisle hearing-loop"`; '' for an ordinary seat. */
export function formatSeatKinds(bits: number): string {
  return seatKindNames.filter((_, i) => bits & (1 << i)).join(' ');
}

/** The kinds set in `bits`, in the order above. */
export function seatKindsOf(bits: number): SeatKindName[] {
  return seatKindNames.filter((_, i) => bits & (1 << i));
}

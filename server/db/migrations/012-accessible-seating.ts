// Accessible seating (docs/product/accessible-seating.md): what each seat is for (the hall's
// data-seat-kind as contract/seat-kind.ts bits, 0 an ordinary seat), and the operator's
// per-session setting that keeps wheelchair spaces off general sale until so many hours
// before the show (NULL: they sell like any seat from the start).
export const sql = `
ALTER TABLE hall_seats ADD COLUMN kind INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN wheelchair_release_hours INTEGER;
`;

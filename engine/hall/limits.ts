// The stated limits of reading a venue drawing, in one place so that every message that
// names them (the CLI, the demo page in four languages) names the numbers in force.

/** Largest coordinate, after every transform, that a hall may draw at (extent.ts). */
export const MAX_COORDINATE = 10_000_000;

/**
 * Shapes (and, separately, text runs) an unmarked drawing may hold for the importer: every
 * seat is its own shape there. Past it the file is refused, never cut (bench/README.md has
 * the time and memory a file at the limit takes).
 */
export const MAX_IMPORT_SHAPES = 400_000;

/**
 * Seats one imported hall may have: the map is built and measured for halls up to this size
 * (bench/README.md), and the written hall must stay within the parser's size limit.
 */
export const MAX_IMPORT_SEATS = 200_000;

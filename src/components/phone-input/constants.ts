/** The input's maxlength (spec 2 §9). */
export const PHONE_MAX_LENGTH = 25;
/** The dropdown's width in px. */
export const DROPDOWN_WIDTH = 390;
/** Typed letters that find a country are forgotten after this pause (ms). */
export const TYPE_RESET_MS = 700;
/** The dropdown opens below when more than this many px are free under the input. */
export const DROPDOWN_MIN_SPACE_BELOW = 200;

// A reservation's (or any countdown child's) time left, for the order, nominal and refund pages.
export { CountdownTimer } from './countdown-timer';
export type { CountdownActor } from './countdown-timer';
export { countdownParts, isoDuration, shownUnits } from './countdown-parts';
export type { CountdownParts } from './countdown-parts';

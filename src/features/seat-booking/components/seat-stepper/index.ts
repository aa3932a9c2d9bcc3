export { CartAnnouncer } from './cart-announcer';
export { SeatStepper } from './seat-stepper';
export { seatKindText, seatOptionLabel } from './seat-words';
export { ViewToggle, type SeatView } from './view-toggle';

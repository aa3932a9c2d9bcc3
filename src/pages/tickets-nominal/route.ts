// Loaded on demand: the holder form's code stays out of the listing's bundle.
export { TicketsNominalPage as Component } from './tickets-nominal-page';

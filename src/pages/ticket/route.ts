export { TicketPage as Component } from './ticket-page';

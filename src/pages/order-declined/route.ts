export { OrderDeclinedPage as Component } from './order-declined-page';

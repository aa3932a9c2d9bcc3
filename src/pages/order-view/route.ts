// Loaded on demand: the order page's code (payment, extras, ticket files) stays out of the
// listing's bundle.
export { OrderViewPage as Component } from './order-view-page';

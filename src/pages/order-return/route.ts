// Loaded on demand: the return page's code stays out of the listing's bundle.
export { OrderReturnPage as Component } from './order-return-page';

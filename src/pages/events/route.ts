// Loaded on demand by the router: the booking forms (phone input, captcha, the flow
// machines) stay out of the storefront's main bundle until an event page is opened.
export { EventsPage as Component } from './events-page';

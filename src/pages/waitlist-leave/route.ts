export { WaitlistLeavePage as Component } from './waitlist-leave-page';

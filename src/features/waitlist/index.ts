// The waiting list of a sold-out session (docs/product/waiting-list.md): the form under the map
// when a zone has no free place, and the unsubscribe page the mail links to.
import './waitlist.css';

export { WaitlistJoin } from './components/waitlist-join';
export { SoldOutSessions } from './components/sold-out-sessions';
export type { WaitlistJoinProps, WaitlistZone } from './components/waitlist-join';
export { useLeaveWaitlist } from './api/leave-waitlist';
export { soldOutZones } from './model/sold-out';

// Category booking, the events page's (docs/product/booking.md): tickets chosen by price
// category and count, no hall map. Seat booking on a hall map is features/seat-booking;
// the pieces both use are features/booking-shared.
//
//   <CategoryBooking hash={hash} lang={lang} data={noScheme} setup={setup} client={…} … />
import './category-booking.css';

export { CategoryBooking } from './components/category-booking';
export type { CategoryFlowsInput } from './hooks/use-category-flows';

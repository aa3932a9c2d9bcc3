// Best available on the scheme page (issue 16): "best seats: N, category" asks the server
// for the best block of adjacent free seats (POST /api/scheme/best, kept for the buyer a few
// minutes) and puts it in the cart with one tap.
//
//   <BestSeatsControl hash={hash} calendarId={id} zones={zones} max={room} sectorName={name} onSeats={addToCart} cart={seatCart} />
//
// Offered seats that leave the cart unordered (the seat cart's 'seats.left') are given back to
// the sale at once (POST /api/scheme/best/release) instead of when the offer lapses.
import './best-seats.css';

export { BestSeatsControl } from './components/best-seats-control';
export type { BestSeatsControlProps, BestSeatsZone } from './components/best-seats-control';
export { offerBestSeats, useOfferBestSeats } from './api/offer-best-seats';
export { releaseOffer, useReleaseOffer } from './api/release-offer';

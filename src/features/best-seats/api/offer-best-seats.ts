import { useMutation } from '@tanstack/react-query';
import { bestSeatsResponseSchema, type BestSeatsRequest, type BestSeatsResponse } from '../../../../contract/seat-availability';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/scheme/best: the best block of adjacent free seats, kept for this buyer a few minutes. */
export function offerBestSeats(body: BestSeatsRequest, options?: RequestOptions): Promise<BestSeatsResponse> {
  return apiPost('/api/scheme/best', body, bestSeatsResponseSchema, options);
}

export const offerBestSeatsMutationOptions = {
  mutationKey: ['best-seats'] as const,
  mutationFn: (body: BestSeatsRequest) => offerBestSeats(body),
  // Each ask is a new proposal from the server: never repeated on its own.
  retry: false,
};

export function useOfferBestSeats() {
  return useMutation(offerBestSeatsMutationOptions);
}

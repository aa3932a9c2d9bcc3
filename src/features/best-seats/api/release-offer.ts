import { useMutation } from '@tanstack/react-query';
import { releaseOfferResponseSchema, type ReleaseOfferRequest, type ReleaseOfferResponse } from '../../../../contract/seat-availability';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/scheme/best/release: offered seats the buyer took out of the cart go back to the sale now. */
export function releaseOffer(body: ReleaseOfferRequest, options?: RequestOptions): Promise<ReleaseOfferResponse> {
  return apiPost('/api/scheme/best/release', body, releaseOfferResponseSchema, options);
}

export const releaseOfferMutationOptions = {
  mutationKey: ['best-seats-release'] as const,
  mutationFn: (body: ReleaseOfferRequest) => releaseOffer(body),
  // Nothing for the buyer to do about it: the offer lapses by itself in a few minutes. Logged
  // here (not in the caller) so that a release still in flight when the map goes away is too.
  onError: (error: unknown) => console.error('[best seats] offered seats could not be given back; they stay kept until the offer lapses', error),
  retry: false,
};

export function useReleaseOffer() {
  return useMutation(releaseOfferMutationOptions);
}

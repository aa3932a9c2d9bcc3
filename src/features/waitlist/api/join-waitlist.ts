import { useMutation } from '@tanstack/react-query';
import { waitlistJoinResponseSchema, type WaitlistJoinResponse } from '../../../../contract/waitlist';
import type { z } from 'zod';
import type { waitlistJoinRequestSchema } from '../../../../contract/waitlist';
import { apiPost, type RequestOptions } from '../../../api/client';

export type JoinWaitlistBody = z.input<typeof waitlistJoinRequestSchema>;

/** POST /api/waitlist/join: write me when places that fit come back to this session. */
export function joinWaitlist(body: JoinWaitlistBody, options?: RequestOptions): Promise<WaitlistJoinResponse> {
  return apiPost('/api/waitlist/join', body, waitlistJoinResponseSchema, options);
}

export function useJoinWaitlist() {
  return useMutation({ mutationKey: ['waitlist-join'] as const, mutationFn: (body: JoinWaitlistBody) => joinWaitlist(body), retry: false });
}

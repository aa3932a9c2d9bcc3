import { useMutation } from '@tanstack/react-query';
import { waitlistLeaveResponseSchema } from '../../../../contract/waitlist';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/waitlist/leave: the mail's unsubscribe link, once the buyer confirms. */
export function leaveWaitlist(token: string, options?: RequestOptions) {
  return apiPost('/api/waitlist/leave', { token }, waitlistLeaveResponseSchema, options);
}

export function useLeaveWaitlist() {
  return useMutation({ mutationKey: ['waitlist-leave'] as const, mutationFn: (token: string) => leaveWaitlist(token), retry: false });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { apiPost } from '../../../api/client';
import { clearClient } from '../model/client-store';
import { SESSION_PARAM } from '../model/use-account-session';

export function logout(sessionId: string): Promise<unknown> {
  return apiPost('/api/crm/logout', { sessionId }, z.unknown());
}

/**
 * Logs out on the server; the visitor is logged out here whatever the server answers, and
 * `?sessionId` leaves the address so that the ended session is not loaded again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('[account] logout failed', error),
    onSettled: (_data, _error, sessionId) => {
      clearClient(sessionId);
      queryClient.removeQueries({ queryKey: ['crm'] });
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(SESSION_PARAM);
          return next;
        },
        { replace: true },
      );
    },
  });
}

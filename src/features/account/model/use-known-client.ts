import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { getClientInfoQueryOptions } from '../api/get-client-info';
import { isEndedSession, toStoredClient, useClient, type StoredClient } from './client-store';
import { SESSION_PARAM } from './use-account-session';

/**
 * The personal-account client a booking page serves (docs/product/booking.md): the one of `?sessionId`
 * when the address has a new one, else the client stored on login, whose link may have
 * dropped the parameter (in-store links keep only `lang`). `pending` while a new session
 * is being asked about; the call is the one the account session makes, so it is made once.
 */
export function useKnownClient(): { client: StoredClient | null; pending: boolean } {
  const [params] = useSearchParams();
  const stored = useClient();
  const fromUrl = params.get(SESSION_PARAM)?.trim() || null;
  const ask = fromUrl !== null && fromUrl !== stored?.sessionId && fromUrl.length <= 128 && !isEndedSession(fromUrl);
  const query = useQuery({ ...getClientInfoQueryOptions(fromUrl ?? ''), enabled: ask });
  if (!ask) return { client: stored, pending: false };
  // A refused session knows nobody, not the client stored before it.
  return { client: query.data ? { ...toStoredClient(query.data), sessionId: fromUrl } : null, pending: query.isPending };
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { getClientInfoQueryOptions } from '../api/get-client-info';
import { clearClient, isEndedSession, saveClient, toStoredClient, useClient } from './client-store';

export const SESSION_PARAM = 'sessionId';

export type AccountFailure = { code: number; text: string };

/**
 * `?sessionId` (the personal account sends the visitor back with it) loads the client
 * through /api/crm/client-info and stores it locally, where every page finds it after
 * in-store navigation has dropped the parameter. A stored client is re-checked once per
 * visit: an ended session logs out quietly, a refused `?sessionId` is reported
 * (docs/product/booking.md). The parameter stays in the address: booking pages read it too.
 */
export function useAccountSession(): { failure: AccountFailure | null; dismiss: () => void } {
  const [params] = useSearchParams();
  const stored = useClient();
  const fromUrl = params.get(SESSION_PARAM)?.trim() || null;
  const sessionId = fromUrl ?? stored?.sessionId ?? null;
  const valid = sessionId !== null && sessionId.length <= 128 && !isEndedSession(sessionId);
  const query = useQuery({ ...getClientInfoQueryOptions(sessionId ?? ''), enabled: valid });
  const [failure, setFailure] = useState<AccountFailure | null>(null);

  useEffect(() => {
    if (query.data && sessionId) saveClient({ ...toStoredClient(query.data), sessionId });
  }, [query.data, sessionId]);

  useEffect(() => {
    if (!(query.error instanceof ApiError)) return; // network trouble: logged by the client, session kept
    clearClient();
    if (fromUrl) setFailure({ code: query.error.code, text: query.error.text });
  }, [query.error, fromUrl]);

  return { failure, dismiss: () => setFailure(null) };
}

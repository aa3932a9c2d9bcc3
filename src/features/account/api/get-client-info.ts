import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { int, optText, text } from '../../../../contract/primitives';
import { apiPost, type RequestOptions } from '../../../api/client';

// The contract has the request (crmSessionRequestSchema) but no answer schema yet; this one
// is tolerant like the rest: unknown fields pass, numbers may come as strings.
export const clientSubscriptionSchema = z.object({
  subscrit_id: int,
  quant: int.default(0),
  hash_id: text,
});

export const clientInfoSchema = z.object({
  sessionId: text,
  email: text.default(''),
  subscriptions: z.array(clientSubscriptionSchema).catch([]).default([]),
  id: int.nullish(),
  hashId: optText,
  cardCode: optText,
  firstname: optText,
  lastname: optText,
  middlename: optText,
  clientname: optText,
  clientphone: optText,
  clientemail: optText,
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export function getClientInfo(sessionId: string, options?: RequestOptions): Promise<ClientInfo> {
  return apiPost('/api/crm/client-info', { sessionId }, clientInfoSchema, options);
}

export function getClientInfoQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['crm', 'client-info', sessionId],
    queryFn: ({ signal }) => getClientInfo(sessionId, { signal }),
    // Subscriptions are spent by orders in other tabs; a few minutes old is fine for a menu.
    staleTime: 5 * 60_000,
    // An ended session is an answer, not a glitch to retry.
    retry: false,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '../../../../contract/envelope';
import type { Lang } from '../../../../contract/lang';
import { ticketViewSchema, type TicketView } from '../../../../contract/ticket';
import { ApiError, apiGet, type RequestOptions } from '../../../api/client';

/** GET /api/ticket/{tickethash_id}?lang=: one paid ticket with its order's number and buyer. */
export function getTicket(ticketHashId: string, lang: Lang, options?: RequestOptions): Promise<TicketView> {
  return apiGet(`/api/ticket/${encodeURIComponent(ticketHashId)}?lang=${lang}`, ticketViewSchema, options);
}

/**
 * The server knows no such paid ticket: an unknown id, an unpaid order (404, -404) or an
 * address that cannot be a ticket id (400, -400). Anything else (no connection, a server
 * failure, the rate limit) may pass on a retry.
 */
export function isTicketNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ErrorCode.notFound || error.code === ErrorCode.badRequest || error.status === 404);
}

export function getTicketQueryOptions(ticketHashId: string, lang: Lang) {
  return queryOptions({
    queryKey: ['ticket', ticketHashId, lang],
    queryFn: ({ signal }) => getTicket(ticketHashId, lang, { signal }),
    // A refusal is the answer; a dropped connection is worth one more try before the page says so.
    retry: (failures, error) => !isTicketNotFound(error) && failures < 1,
    // A ticket does not change while it is on screen (a refund shows on the next visit).
    staleTime: 5 * 60_000,
    // Another language of the same ticket: the old one stays on screen until the new one comes.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === ticketHashId ? previous : undefined),
  });
}

export function useTicket(ticketHashId: string, lang: Lang) {
  return useQuery(getTicketQueryOptions(ticketHashId, lang));
}

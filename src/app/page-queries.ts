import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { Lang } from '../../contract/lang';

/**
 * The loads a page shows first, named on its route (`handle.pageQueries`): the server asks
 * them before rendering the page (src/entry-server.tsx), so that the HTML carries the
 * page's content and the browser's first render finds the same answers in its cache.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's queries have their own data types
export type PageQueries = (page: { params: Params; lang: Lang }) => FetchQueryOptions<any, any, any, any>[];

export type PageHandle = {
  pageQueries?: PageQueries;
  /**
   * The server renders a page only when its route asks: by naming its first loads, or with
   * this flag for a page of fixed content. A buyer's own pages (an order, a ticket) and the
   * demo are drawn by the browser, as they were before server rendering.
   */
  serverRender?: boolean;
  /**
   * A lazy page's module as the client build's manifest names it: a page the server renders
   * gets its stylesheets inline and its chunks preloaded, so it neither shifts nor waits.
   */
  module?: string;
};

export function pageModuleOf(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'module' in handle && typeof handle.module === 'string' ? handle.module : undefined;
}

export function pageQueriesOf(handle: unknown): PageQueries | undefined {
  return typeof handle === 'object' && handle !== null && 'pageQueries' in handle && typeof handle.pageQueries === 'function'
    ? (handle.pageQueries as PageQueries)
    : undefined;
}

/** Whether the server renders the page of this route (see PageHandle.serverRender). */
export function rendersOnServer(handle: unknown): boolean {
  if (pageQueriesOf(handle)) return true;
  return typeof handle === 'object' && handle !== null && 'serverRender' in handle && handle.serverRender === true;
}

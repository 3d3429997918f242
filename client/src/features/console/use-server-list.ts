/**
 * A page of a server list (`{ items totalItems }` answered for `skip`/`take`), with what the
 * console shows around it: the total, the number of pages, the range shown, and whether
 * the page is past the end.
 */
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";

export interface ListPage<Row> {
  items: readonly Row[];
  totalItems: number;
}

export interface PageSummary {
  total: number;
  /** At least 1. */
  pages: number;
  /** 1-based positions of the first and last rows shown. */
  from: number;
  to: number;
  /** No rows on this page although the list has some (an old link, fewer rows since). */
  pastEnd: boolean;
}

export function summarizePage(list: ListPage<unknown> | undefined, page: number, size: number): PageSummary {
  const total = list?.totalItems ?? 0;
  const shown = list?.items.length ?? 0;
  return {
    total,
    pages: Math.max(1, Math.ceil(total / size)),
    from: (page - 1) * size + 1,
    to: (page - 1) * size + shown,
    pastEnd: !!list && shown === 0 && total > 0,
  };
}

export interface ServerList<Row> extends PageSummary {
  /** The page's rows (the previous page's while the next loads); undefined until the first answer. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: unknown;
  refetch(): void;
}

/**
 * Fetches the page `variables` name (they carry skip and take) and picks the list out of
 * the answer. Cache-first: react-router renders navigations in a transition, and a network
 * fetch for every render (cache-and-network) makes the old and the new page's variables
 * interrupt each other's render forever. A page once fetched is kept; mutations update its
 * rows in the cache.
 */
export function useServerList<TData, TVariables extends OperationVariables, Row>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  select: (data: TData) => ListPage<Row>,
  { page, size }: { page: number; size: number },
): ServerList<Row> {
  const options: useQuery.Options<TData, TVariables> = { variables, fetchPolicy: "cache-first" };
  const { data, previousData, loading, error, refetch } = useQuery(query, options);
  const answer = data ?? previousData;
  const list = answer === undefined ? undefined : select(answer);
  return {
    ...summarizePage(list, page, size),
    rows: list?.items,
    loading,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}

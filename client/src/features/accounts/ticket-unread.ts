/**
 * The header's count of support tickets with something unread for the signed-in user
 * (features/tickets): one small query when the menu appears, asked again on a navigation at
 * most once a minute (no polling); opening a ticket asks again at once (markTicketRead
 * refetches the active "TicketUnreadCount"). A failure shows no badge. The document lives
 * here, not with the tickets, so the header's menu does not load the tickets' screens.
 */
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { graphql } from "../../gql/index.js";

/** How many tickets have something unread for the signed-in user. */
export const TicketUnreadCountQuery = graphql(`
  query TicketUnreadCount {
    ticketUnreadCount
  }
`);

/** The least time between two counts asked on navigation. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The count for the header, asked only once `me` says someone is signed in: a stale sign-in
 * cookie (a session ended or refused, a blocked account) must not send a query that answers 401.
 */
export function useUnreadTicketCount(signedIn: boolean): number {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(TicketUnreadCountQuery, { fetchPolicy: "cache-first", skip: !signedIn });
  const asked = useRef(Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a navigation (a new pathname)
  useEffect(() => {
    if (!signedIn || Date.now() - asked.current < UNREAD_REFRESH_MS) return;
    asked.current = Date.now();
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  return data?.ticketUnreadCount ?? 0;
}

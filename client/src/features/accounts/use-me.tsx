/**
 * The signed-in user for the client-rendered pages (account, seller, admin), and the
 * guard that sends guests to the login page with the way back as `destination`.
 */
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { useAppEnv } from "../../app/env";
import type { MeQuery as MeQueryData } from "../../gql/graphql";
import { localeOfPath } from "../../lib/locale";
import { MeQuery } from "./accounts.graphql";
import { clearSignedInHint, loginPath } from "./session";

export type Me = NonNullable<MeQueryData["me"]>;

export interface MeState {
  me: Me | null;
  loading: boolean;
  /** The question failed (network, server): not the same as "nobody is signed in". */
  error: boolean;
  refetch(): void;
}

/**
 * The signed-in user, asked in the browser only: pages are rendered on the server as a
 * guest, and an answer fetched there would be shipped in the page's cache.
 */
export function useMe(): MeState {
  const { server } = useAppEnv();
  const { data, loading, error, refetch } = useQuery(MeQuery, { fetchPolicy: "cache-first", skip: server });
  const me = data?.me ?? null;
  useEffect(() => {
    if (!loading && !error && data && !data.me) clearSignedInHint();
  }, [loading, error, data]);
  return { me, loading: server || (loading && !data), error: !!error && !data, refetch: () => void refetch().catch(() => undefined) };
}

/** Sends the browser to the login page, coming back to the current page afterwards. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPath(localeOfPath(pathname), `${pathname}${search}`)} replace />;
}

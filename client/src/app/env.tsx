/**
 * What routes and components need from their surroundings, on the server (one per
 * request) and in the browser (one per page load).
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { createContext, useContext } from "react";
import type { CurrencyCode } from "../lib/money";

export interface AppEnv {
  client: ApolloClient;
  /** Site origin, for canonical URLs and structured data ("https://keymarket.example"). */
  siteUrl: string;
  /** The customer's currency when a loader runs. */
  currency(): CurrencyCode;
  /** True while rendering on the server. */
  server: boolean;
  /**
   * Server only: fetches a loader's query into the page's cache and returns its data
   * (through the render's store of normalised results; see entry-server.tsx).
   */
  prefetch?<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData | undefined>;
}

const EnvContext = createContext<AppEnv | null>(null);
export const EnvProvider = EnvContext.Provider;

export function useAppEnv(): AppEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error("AppEnv missing: render inside <EnvProvider>");
  return env;
}

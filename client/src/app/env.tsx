/**
 * What routes and components need from their surroundings, on the server (one per
 * request) and in the browser (one per page load).
 */
import type { ApolloClient } from "@apollo/client";
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
}

const EnvContext = createContext<AppEnv | null>(null);
export const EnvProvider = EnvContext.Provider;

export function useAppEnv(): AppEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error("AppEnv missing: render inside <EnvProvider>");
  return env;
}

/**
 * Providers every tree shares (server render, hydration, the crash page). Chakra UI's
 * provider is not among them: the parts drawn with Chakra bring their own (app/ChakraArea.tsx).
 */
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { HeadContext, type HeadCollector } from "../components/head";
import { CurrencyProvider } from "../lib/currency";
import type { CurrencyCode } from "../lib/money";
import { EnvProvider, type AppEnv } from "./env";

export function AppProviders({
  env,
  currency,
  onCurrencyChange,
  head = null,
  children,
}: {
  env: AppEnv;
  currency: CurrencyCode;
  onCurrencyChange?: (c: CurrencyCode) => void;
  head?: HeadCollector | null;
  children: ReactNode;
}) {
  return (
    <EnvProvider value={env}>
      <ApolloProvider client={env.client}>
        <CurrencyProvider initial={currency} onChange={onCurrencyChange}>
          <HeadContext.Provider value={head}>{children}</HeadContext.Provider>
        </CurrencyProvider>
      </ApolloProvider>
    </EnvProvider>
  );
}

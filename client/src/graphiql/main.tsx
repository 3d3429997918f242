/**
 * The GraphQL IDE of GET /graphql (browsers): GraphiQL 5 with its Monaco workers bundled
 * (no CDN), the shop's fetcher (session cookie and CSRF header, ./fetcher.ts) and example
 * operations per kind of integrator (./examples.ts). Built by `npm run build` into
 * dist/graphiql; served by server/graphql/graphiql.ts.
 */
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { keymarketFetcher } from "./fetcher";
import { EXAMPLE_TABS } from "./examples";

const fetcher = keymarketFetcher();

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultEditorToolsVisibility="variables">
      <GraphiQL.Logo>KeyMarket API</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);

/**
 * The contract between the server and the client's SSR bundle (client/src/entry-server.tsx,
 * built to dist/ssr/entry-server.mjs). Kept by hand on both sides: the two are compiled
 * separately (NodeNext for the server, Vite for the client).
 */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
  extensions?: Record<string, unknown>;
  /** Not GraphQL: what the result depends on (server/graphql/cache-tags.ts), opaque to the client. */
  dependencies?: unknown;
}

export interface RenderRequest {
  url: string;
  headers: Record<string, string>;
  siteUrl: string;
  currency: "EUR" | "USD" | "GBP";
  nonce: string;
  execute(request: GraphQLRequest): Promise<GraphQLResult>;
  /**
   * With the response cache: whether results with these dependencies (from `execute`) are
   * still current. The render keeps normalised loader results while they are.
   */
  isCurrent?(dependencies: unknown): boolean;
  dev?: boolean;
}

export interface PageRender {
  kind: "page";
  status: number;
  locale: "en" | "it";
  forcedLight: boolean;
  head: string;
  html: string;
  state: unknown;
  modules: string[];
  /** Dependencies of the kept loader results the render reused (it did not `execute` them). */
  dependencies?: unknown[];
}

export type RenderResult = { kind: "redirect"; status: number; location: string } | PageRender;

export interface SsrModule {
  THEME_HEAD_SCRIPT: string;
  /** The design system's global <style> tags (the same for every page). */
  globalStyles(): string;
  render(req: RenderRequest): Promise<RenderResult>;
  /** The error page alone: status 500, or 503 ("try again soon") with `unavailable`. */
  renderCrash(req: RenderRequest, opts?: { unavailable?: boolean }): Promise<PageRender>;
}

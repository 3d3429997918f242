/**
 * Automatic persisted queries in the browser's link (lib/http-link.ts): a query goes as GET
 * /graphql with only its hash in `extensions.persistedQuery` (no text); on
 * PERSISTED_QUERY_NOT_FOUND it is sent once more by POST with the text and the hash; a
 * known hash is answered by the GET alone. Mutations keep going by POST with their text.
 */
import { webcrypto } from "node:crypto";
import { gql } from "@apollo/client";
import { print } from "graphql";
import { http, HttpResponse } from "msw";
import { GRAPHQL_URL, server } from "../../../../test/client/msw-server";
import { createApolloClient, createHttpLink } from "../apollo";
import { sha256Hex } from "../http-link";

const Ping = gql`
  query Ping {
    ping
  }
`;
const Touch = gql`
  mutation Touch {
    touch
  }
`;

interface Seen {
  method: string;
  hash: string | undefined;
  hasText: boolean;
}
let seen: Seen[];
/** The texts the fake server knows, by hash. */
let known: Map<string, string>;

const notFound = () => HttpResponse.json({ errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] });

beforeAll(() => {
  // jsdom has no Web Crypto digest: Node's (the browser's API) in its place.
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
});

beforeEach(() => {
  seen = [];
  known = new Map();
  document.cookie = "km_csrf=t1; Path=/";
  server.use(
    http.get(GRAPHQL_URL, ({ request }) => {
      const url = new URL(request.url);
      const ext = JSON.parse(url.searchParams.get("extensions") ?? "{}") as { persistedQuery?: { sha256Hash: string } };
      const hash = ext.persistedQuery?.sha256Hash;
      seen.push({ method: "GET", hash, hasText: url.searchParams.has("query") });
      if (!hash || !known.has(hash)) return notFound();
      return HttpResponse.json({ data: { ping: "pong" } });
    }),
    http.post(GRAPHQL_URL, async ({ request }) => {
      const body = (await request.json()) as { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
      const hash = body.extensions?.persistedQuery?.sha256Hash;
      seen.push({ method: "POST", hash, hasText: typeof body.query === "string" });
      if (!body.query) return notFound();
      if (hash) known.set(hash, body.query);
      return HttpResponse.json({ data: body.query.includes("mutation") ? { touch: 1 } : { ping: "pong" } });
    }),
  );
});

describe("persisted queries in the HTTP link", () => {
  it("sends the hash alone by GET, falls back once to POST with the text, then the GET suffices", async () => {
    const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
    expect((await client.query({ query: Ping, fetchPolicy: "network-only" })).data).toEqual({ ping: "pong" });
    const hash = [...known.keys()][0];
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // The hash is the SHA-256 of the text sent.
    expect(await sha256Hex(known.get(hash)!)).toBe(hash);
    expect(seen).toEqual([
      { method: "GET", hash, hasText: false },
      { method: "POST", hash, hasText: true },
    ]);

    seen = [];
    expect((await client.query({ query: Ping, fetchPolicy: "network-only" })).data).toEqual({ ping: "pong" });
    expect(seen).toEqual([{ method: "GET", hash, hasText: false }]);
  });

  it("sends mutations by POST with their text", async () => {
    const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
    expect((await client.mutate({ mutation: Touch })).data).toEqual({ touch: 1 });
    expect(seen).toEqual([{ method: "POST", hash: undefined, hasText: true }]);
  });

  it("posts a signed-in browser's queries with their text (private answers: nothing to cache)", async () => {
    document.cookie = "km_signed_in=1; Path=/";
    try {
      const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
      expect((await client.query({ query: Ping, fetchPolicy: "network-only" })).data).toEqual({ ping: "pong" });
      expect(seen).toEqual([{ method: "POST", hash: undefined, hasText: true }]);
    } finally {
      document.cookie = "km_signed_in=; Path=/; Max-Age=0";
    }
  });

  it("hashes as the server does (SHA-256 hex of the printed text)", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(print(Ping)).toContain("query Ping");
  });
});

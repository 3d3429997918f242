/**
 * Fuzz: malformed bodies, encodings and strings (NUL, huge, wrong types, bad JSON, bad gzip)
 * sent to every /api route of the running app and to every GraphQL operation of the schema,
 * as a guest and as an admin (so that permission checks let the input reach validation and
 * the services). Whatever arrives, the answer is a client error or a success, never a 5xx,
 * and every GraphQL error code is a value of the ErrorCode enum. The inputs come from a seeded
 * generator: a failure names its seed and request, and reruns alike.
 */
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import type { Router } from "express";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "./accounts-helpers";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { ErrorCode } from "../../server/core/errors/index";

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** mulberry32: small, seeded, good enough to pick inputs. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

/** Values of the wrong kind, the wrong size or with characters Postgres refuses. */
const NASTY: unknown[] = [
  null,
  "",
  "a\u0000b",
  "\u0000",
  "x".repeat(70_000),
  "\ud800", // lone surrogate
  "'; DROP TABLE users; --",
  "../../etc/passwd",
  "%00",
  "🙂".repeat(50),
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  [],
  [null],
  [1, "x", { a: 1 }],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  "00000000-0000-4000-8000-000000000000",
  "not-a-uuid",
  "javascript:alert(1)",
];

/** Field names the REST payloads use (spec call payloads), each sent with nasty values. */
const FIELDS = [
  "productIdList",
  "locale",
  "currency",
  "currentUrl",
  "currentLocale",
  "nextLocale",
  "email",
  "password",
  "destination",
  "bearer",
  "user",
  "tokenRecaptcha",
  "referrer",
  "id",
  "seller",
  "loginMethod",
  "marketingConsent",
  "name",
  "surname",
  "image",
  "userId",
  "blocked",
  "page",
  "paginationLimit",
  "mainSearch",
  "categoryIds",
  "couponCode",
  "purchases",
  "products",
];

function randomBody(): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const n = 1 + Math.floor(random() * 4);
  for (let i = 0; i < n; i++) body[pick(FIELDS)] = pick(NASTY);
  if (random() < 0.3) body.user = { email: pick(NASTY), name: pick(NASTY), surname: pick(NASTY) };
  if (random() < 0.2) body.seller = { registrationName: pick(NASTY), vatNumber: pick(NASTY), name: pick(NASTY), email: pick(NASTY), image: pick(NASTY) };
  return body;
}

interface Raw {
  body?: string | Buffer;
  headers?: Record<string, string>;
  query?: string;
}

/** Bodies HTTP itself must refuse cleanly: bad JSON, not-an-object, bad compression, unknown encodings, too large. */
const RAW_BODIES: (Raw & { what: string })[] = [
  { what: "bad JSON", body: "{oops", headers: { "content-type": "application/json" } },
  { what: "truncated JSON", body: '{"a": "b', headers: { "content-type": "application/json" } },
  { what: "JSON array", body: "[1,2,3]", headers: { "content-type": "application/json" } },
  { what: "JSON string", body: '"hello"', headers: { "content-type": "application/json" } },
  { what: "JSON null", body: "null", headers: { "content-type": "application/json" } },
  { what: "JSON with NUL", body: '{"email":"a\\u0000b@example.com","locale":"en\\u0000"}', headers: { "content-type": "application/json" } },
  { what: "NUL key", body: '{"a\\u0000":1}', headers: { "content-type": "application/json" } },
  { what: "deep JSON", body: "[".repeat(5000) + "]".repeat(5000), headers: { "content-type": "application/json" } },
  { what: "fake gzip", body: "this is not gzip", headers: { "content-type": "application/json", "content-encoding": "gzip" } },
  { what: "fake deflate", body: "nope", headers: { "content-type": "application/json", "content-encoding": "deflate" } },
  { what: "fake brotli", body: "nope", headers: { "content-type": "application/json", "content-encoding": "br" } },
  { what: "unknown encoding", body: "{}", headers: { "content-type": "application/json", "content-encoding": "zstd-ish" } },
  { what: "gzip of bad JSON", body: gzipSync("{oops"), headers: { "content-type": "application/json", "content-encoding": "gzip" } },
  {
    what: "gzip bomb over the limit",
    body: gzipSync(Buffer.alloc(5_000_000, 32)),
    headers: { "content-type": "application/json", "content-encoding": "gzip" },
  },
  { what: "too large", body: JSON.stringify({ x: "y".repeat(200_000) }), headers: { "content-type": "application/json" } },
  { what: "latin1 charset", body: '{"a":"\xe9"}', headers: { "content-type": "application/json; charset=latin1" } },
  { what: "unknown charset", body: "{}", headers: { "content-type": "application/json; charset=klingon" } },
  { what: "text body", body: "email=a@b.c", headers: { "content-type": "text/plain" } },
  { what: "form body", body: "email=a%00b", headers: { "content-type": "application/x-www-form-urlencoded" } },
  { what: "NUL in query", query: "?locale=en%00&q=%00" },
  { what: "huge query", query: `?locale=${"e".repeat(20_000)}` },
  { what: "bad percent", query: "?locale=%E0%A4%A" },
  { what: "array query", query: "?locale[]=en&locale[]=it&locale[x]=1" },
];

let app: TestApp;
let admin: Record<string, string>;
const failures: string[] = [];
let sent = 0;

async function send(method: string, url: string, raw: Raw, label: string): Promise<{ status: number; text: string }> {
  const init: RequestInit = { method, headers: raw.headers ?? {} };
  if (method !== "GET" && method !== "HEAD" && raw.body !== undefined) init.body = raw.body;
  let status = 0;
  let text = "";
  try {
    const res = await fetch(app.url + url + (raw.query ?? ""), init);
    status = res.status;
    text = await res.text();
  } catch (e) {
    failures.push(`${label}: no answer (${(e as Error).message})`);
    return { status: 0, text: "" };
  }
  sent++;
  if (status >= 500) failures.push(`${label}: HTTP ${status} ${text.slice(0, 200)}`);
  return { status, text };
}

function collectRoutes(router: Router): [string, string][] {
  const out: [string, string][] = [];
  for (const layer of (router as any).stack) {
    if (layer.route) {
      for (const m of Object.keys(layer.route.methods)) if (m !== "_all") out.push([m.toUpperCase(), layer.route.path]);
    } else if (layer.handle?.stack) out.push(...collectRoutes(layer.handle));
  }
  return out;
}

beforeAll(async () => {
  app = await startTestApp({ LOGIN_MAX_FAILS_PER_IP: "100000", LOGIN_MAX_FAILS_PER_ACCOUNT: "100000" }, { storefront: true });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
}, 300_000);
afterAll(() => app?.close());
beforeEach(() => {
  failures.length = 0;
});

describe(`fuzz (seed ${SEED})`, () => {
  it("every /api route answers malformed input without a 5xx", async () => {
    const routes = collectRoutes(app.server.app.locals.apiRouter as Router);
    expect(routes.length).toBeGreaterThan(20);
    for (const [method, pattern] of routes) {
      // Signing out would end the admin session the rest of the run relies on.
      const actors: [string, Record<string, string>][] =
        pattern === "/logout"
          ? [["guest", {}]]
          : [
              ["guest", {}],
              ["admin", admin],
            ];
      for (const [actor, auth] of actors) {
        const url = "/api" + pattern.replace(":role", pick(["admin", "user", "x\u0000", "%00", "a".repeat(300)]));
        for (const raw of RAW_BODIES) {
          await send(method, url, { ...raw, headers: { ...auth, ...raw.headers } }, `${actor} ${method} ${url} ${raw.what}`);
        }
        for (let i = 0; i < 12; i++) {
          const body = randomBody();
          const query =
            method === "GET" ? "?" + new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString() : undefined;
          await send(
            method,
            url,
            { body: JSON.stringify(body), query, headers: { ...auth, "content-type": "application/json" } },
            `${actor} ${method} ${url} ${JSON.stringify(body).slice(0, 300)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000); // one request after another for every route (operation): grows with the API

  it("every GraphQL operation answers malformed arguments without a 5xx, with codes of the ErrorCode enum", async () => {
    const schema: GraphQLSchema = buildSchema(readFileSync(path.resolve(__dirname, "../../schema/schema.graphql"), "utf8"));
    const codes = new Set<string>(Object.values(ErrorCode));
    const seen = new Set<string>();
    /** A value for an input type: right-typed but nasty (huge, NUL, negative) or plain wrong. */
    const valueFor = (type: GraphQLInputType, depth = 0): unknown => {
      if (isNonNullType(type)) return valueFor(type.ofType, depth);
      if (isListType(type)) return random() < 0.2 ? pick(NASTY) : Array.from({ length: Math.floor(random() * 3) }, () => valueFor(type.ofType, depth + 1));
      const named = getNamedType(type);
      if (random() < 0.25) return pick(NASTY);
      if (isEnumType(named)) return random() < 0.8 ? pick(named.getValues()).name : "NOT_A_VALUE";
      if (isInputObjectType(named)) {
        if (depth > 3) return {};
        return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, valueFor(f.type, depth + 1)]));
      }
      if (isScalarType(named)) {
        switch (named.name) {
          case "Int":
            return pick([-1, 0, 1, 101, 2 ** 31 - 1, -(2 ** 31)]);
          case "Float":
            return pick([-1, 0, 1.5, 1e15, -0.01]);
          case "Boolean":
            return random() < 0.5;
          default:
            return pick(["", "a\u0000b", "x".repeat(5000), "00000000-0000-4000-8000-000000000000", "1", "-1", "🙂", "https://evil.example/"]);
        }
      }
      return null;
    };
    const typeString = (t: GraphQLInputType): string => t.toString();
    const ops = (["Query", "Mutation"] as const).flatMap((root) => {
      const type = root === "Query" ? schema.getQueryType()! : schema.getMutationType()!;
      return Object.values(type.getFields())
        .filter((f) => f.name !== "logOut" && f.name !== "deleteAccount") // keep the admin session and account
        .map((f) => ({ root, field: f }));
    });
    for (const { root, field } of ops) {
      for (let i = 0; i < 8; i++) {
        const vars: Record<string, unknown> = {};
        const decl = field.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(", ");
        for (const a of field.args) vars[a.name] = valueFor(a.type);
        const call = field.args.length ? `${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : field.name;
        const query = `${root === "Query" ? "query" : "mutation"}${decl ? `(${decl})` : ""} { x: ${call} { __typename } }`;
        const isScalarResult = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
        const doc = isScalarResult ? query.replace(" { __typename } }", " }") : query;
        const headers = i % 2 ? admin : {};
        const r = await send(
          "POST",
          "/graphql",
          { body: JSON.stringify({ query: doc, variables: vars }), headers: { ...headers, "content-type": "application/json" } },
          `graphql ${field.name} ${JSON.stringify(vars).slice(0, 300)}`,
        );
        try {
          for (const e of JSON.parse(r.text).errors ?? []) {
            seen.add(e.extensions?.code);
            if (!codes.has(e.extensions?.code)) failures.push(`graphql ${field.name}: code ${e.extensions?.code} is not an ErrorCode`);
          }
        } catch {
          failures.push(`graphql ${field.name}: answer is not JSON: ${r.text.slice(0, 100)}`);
        }
      }
    }
    // Documents that are not valid GraphQL, and requests that are not GraphQL requests.
    const docs: (Raw & { what: string; status?: number })[] = [
      { what: "syntax error", body: JSON.stringify({ query: "{ products( { items }" }) },
      { what: "token flood", body: JSON.stringify({ query: `{ ${"__typename ".repeat(4000)} }` }) },
      { what: "unknown operation name", body: JSON.stringify({ query: "query A { currencies { code } }", operationName: "B" }) },
      { what: "no query", body: JSON.stringify({ variables: {} }) },
      { what: "query not a string", body: JSON.stringify({ query: 42 }) },
      { what: "variables not an object", body: JSON.stringify({ query: "{ currencies { code } }", variables: "x" }) },
      { what: "batch", body: JSON.stringify([{ query: "{ currencies { code } }" }]) },
      // The persisted-query protocol answers a miss with HTTP 200 and PERSISTED_QUERY_NOT_FOUND.
      { what: "persisted query miss", status: 200, body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }) },
      { what: "fake gzip", body: "nope", headers: { "content-encoding": "gzip" } },
      { what: "bad JSON", body: "{oops" },
    ];
    for (const d of docs) {
      const r = await send("POST", "/graphql", { ...d, headers: { "content-type": "application/json", ...d.headers } }, `graphql ${d.what}`);
      expect({ what: d.what, status: r.status }).toEqual({ what: d.what, status: d.status ?? 400 });
      for (const e of JSON.parse(r.text).errors ?? []) if (!codes.has(e.extensions?.code)) failures.push(`graphql ${d.what}: code ${e.extensions?.code}`);
    }
    // A NUL in a literal argument is a field error (HTTP 200, BAD_USER_INPUT), as any argument validation.
    const nul = await send(
      "POST",
      "/graphql",
      { body: JSON.stringify({ query: '{ product(slug: "a\\u0000b") { id } }' }), headers: { "content-type": "application/json" } },
      "graphql NUL literal",
    );
    expect(JSON.parse(nul.text).errors[0]).toMatchObject({ message: "slug must not contain NUL characters", extensions: { code: "BAD_USER_INPUT" } });
    await send(
      "GET",
      "/graphql",
      { query: "?query=%7Bproduct(slug%3A%22a%5Cu0000b%22)%7Bid%7D%7D", headers: { "apollo-require-preflight": "1" } },
      "graphql GET NUL",
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(seen.has(ErrorCode.BAD_USER_INPUT)).toBe(true);
  }, 180_000); // one request after another for every route (operation): grows with the API

  it("storefront pages answer odd addresses without a 5xx", async () => {
    const paths = [
      "/search?q=%00",
      "/search?q=" + "x".repeat(5000),
      "/search?q=%E0%A4%A",
      "/%00",
      "/it/%00/x",
      "/products/%ff%fe",
      "/category/..%2f..%2fetc",
      "/?currency=%00",
      "/?=currency:jpy",
      "/login?destination=%00",
      "/img?src=%00&w=640",
      "/media/%00",
    ];
    for (const p of paths) await send("GET", p, { headers: { accept: "text/html" } }, `page ${p}`);
    expect(failures).toEqual([]);
  });
});

/**
 * GraphQL subscriptions over WebSocket (graphql-ws, the `graphql-transport-ws` protocol) at
 * /graphql, beside HTTP on the same port. Queries and mutations stay on HTTP (CSRF, cost
 * budgets, caching): a socket runs subscriptions only.
 *
 * Who subscribes: the session cookie of the upgrade request (browsers), or a Bearer token in
 * the upgrade's `Authorization` header or in `connection_init`'s payload (`{ "authorization":
 * "Bearer …" }`: integrators, whose WebSocket clients cannot set headers). An unknown or
 * revoked token is refused: 401 at the upgrade, close code 4401 after `connection_init`.
 * A browser's cross-site page cannot ride a visitor's cookie: an `Origin` other than the
 * shop's is refused with 403 (cross-site WebSocket hijacking).
 *
 * Bounds (memory stays bounded whatever clients do): MAX_CONNECTIONS sockets per process and
 * MAX_CONNECTIONS_PER_ADDRESS per client address (503 and 429 at the upgrade),
 * MAX_SUBSCRIPTIONS_PER_CONNECTION operations per socket, 64 KB messages, the HTTP limits of
 * depth, aliases, tokens and cost on every operation, and keep-alive pings that drop dead peers.
 */
import http from "node:http";
import type { Duplex } from "node:stream";
import { randomUUID } from "node:crypto";
import cookieParser from "cookie-parser";
import proxyAddr from "proxy-addr";
import { WebSocketServer } from "ws";
import { useServer as serveGraphqlWs } from "graphql-ws/use/ws";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
} from "graphql";
import type { DataSource } from "typeorm";
import type { Services } from "../../services.js";
import type { Logger } from "../../logger.js";
import type { RequestContext } from "../context.js";
import { createLoaders } from "../loaders.js";
import { costOf } from "../complexity.js";
import { formatError, GRAPHQL_LIMITS, operationLimits } from "../apollo.js";
import { ERROR_CODES, ErrorCode } from "../../core/errors/index.js";
import { identify, type Identity, SESSION_COOKIE, bearerToken } from "../../core/auth/index.js";

export const WEBSOCKET_LIMITS = {
  maxConnections: 5_000,
  maxConnectionsPerAddress: 20,
  maxSubscriptionsPerConnection: 25,
  maxMessageBytes: 64 * 1024,
} as const;

/** Close code for credentials refused after `connection_init` (graphql-ws leaves 4400-4499 to servers). */
export const CLOSE_UNAUTHORIZED = 4401;

interface Extra {
  request: http.IncomingMessage;
  identity: Identity;
  /** The credentials the identity came from (checked again before each update). */
  credentials: { bearer: string | null; cookie: string | null };
  address: string;
}

export interface LiveServer {
  /** Sockets open now. */
  readonly connections: number;
  close(): Promise<void>;
}

function refuse(socket: Duplex, code: ErrorCode, message: string, headers: Record<string, string> = {}): void {
  const { status } = ERROR_CODES[code];
  const body = JSON.stringify({ code, message });
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
  ];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

export function attachSubscriptions(
  server: http.Server,
  deps: { schema: GraphQLSchema; services: Services; dataSource: DataSource; logger: Logger; trustProxy: (addr: string, i: number) => boolean },
): LiveServer {
  const { services, dataSource, schema, logger } = deps;
  const config = services.config;
  const wss = new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_LIMITS.maxMessageBytes });
  const perAddress = new Map<string, number>();
  const rules = [...specifiedRules, ...operationLimits(config).validationRules];
  const format = formatError(logger);
  const formatAll = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));
  const shopOrigin = new URL(config.publicUrl).origin;
  const parseCookies = cookieParser();

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/graphql") return void socket.destroy();
    socket.on("error", () => undefined);
    const origin = req.headers.origin;
    if (origin && origin !== shopOrigin && new URL(origin, "http://invalid").host !== req.headers.host) {
      return refuse(socket, ErrorCode.FORBIDDEN, "WebSocket connections from another site are refused");
    }
    if (wss.clients.size >= WEBSOCKET_LIMITS.maxConnections)
      return refuse(socket, ErrorCode.SERVICE_UNAVAILABLE, "Too many live connections; try again later", { "Retry-After": "30" });
    // The client's address as Express sees it (trust proxy): the upgrade does not pass through Express.
    const address = proxyAddr(req, deps.trustProxy);
    if ((perAddress.get(address) ?? 0) >= WEBSOCKET_LIMITS.maxConnectionsPerAddress) {
      return refuse(socket, ErrorCode.TOO_MANY_REQUESTS, `At most ${WEBSOCKET_LIMITS.maxConnectionsPerAddress} live connections per address`, {
        "Retry-After": "60",
      });
    }
    parseCookies(req as never, {} as never, () => undefined);
    const cookies = (req as unknown as { cookies?: Record<string, unknown> }).cookies ?? {};
    const credentials = {
      bearer: bearerToken(req as never),
      cookie: typeof cookies[SESSION_COOKIE] === "string" ? (cookies[SESSION_COOKIE] as string) : null,
    };
    identify(services, dataSource, credentials.bearer, credentials.cookie).then(
      (found) => {
        if ("refused" in found) return refuse(socket, ErrorCode.UNAUTHENTICATED, found.refused, { "WWW-Authenticate": `Bearer error="invalid_token"` });
        wss.handleUpgrade(req, socket, head, (ws) => {
          // Counted once the handshake succeeded (a failed one answers 400 and never gets here).
          perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
          const extra = { identity: found.identity, credentials, address };
          Object.assign(req, { liveExtra: extra });
          ws.once("close", () => {
            const n = (perAddress.get(address) ?? 1) - 1;
            if (n <= 0) perAddress.delete(address);
            else perAddress.set(address, n);
          });
          wss.emit("connection", ws, req);
        });
      },
      (e: unknown) => {
        logger.warn({ err: e }, "WebSocket authentication failed");
        refuse(socket, ErrorCode.SERVICE_UNAVAILABLE, "The service is unavailable; try again shortly", { "Retry-After": "5" });
      },
    );
  };
  server.on("upgrade", onUpgrade);

  const extraOf = (ctx: { extra: { request: http.IncomingMessage } }): Extra => {
    const e = (ctx.extra.request as unknown as { liveExtra: Omit<Extra, "request"> }).liveExtra;
    return { ...e, request: ctx.extra.request };
  };

  const disposable = serveGraphqlWs(
    {
      schema,
      async onConnect(ctx) {
        // A token in connection_init's payload replaces the upgrade's credentials.
        const auth = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (auth === undefined) return true;
        const m = typeof auth === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
        const found = m ? await identify(services, dataSource, m[1], null) : { refused: "authorization must be `Bearer <token>`" };
        if ("refused" in found) {
          (ctx.extra as { socket: { close(code: number, reason: string): void } }).socket.close(CLOSE_UNAUTHORIZED, found.refused.slice(0, 120));
          return false;
        }
        const live = (ctx.extra.request as unknown as { liveExtra: Omit<Extra, "request"> }).liveExtra;
        live.identity = found.identity;
        live.credentials = { bearer: m![1], cookie: null };
        return true;
      },
      onSubscribe(ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] {
        const bad = (message: string, code: ErrorCode = ErrorCode.BAD_REQUEST) => [new GraphQLError(message, { extensions: { code } })];
        if (Object.keys(ctx.subscriptions).length > WEBSOCKET_LIMITS.maxSubscriptionsPerConnection) {
          return bad(`At most ${WEBSOCKET_LIMITS.maxSubscriptionsPerConnection} subscriptions per connection`, ErrorCode.TOO_MANY_REQUESTS);
        }
        if (typeof payload.query !== "string") return bad("query must be a GraphQL document");
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (e) {
          return bad(e instanceof Error ? e.message : "The query could not be parsed", ErrorCode.GRAPHQL_PARSE_FAILED);
        }
        const errors = validate(schema, document, rules);
        if (errors.length)
          return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code: ErrorCode.GRAPHQL_VALIDATION_FAILED } }));
        const operation = getOperationAST(document, payload.operationName ?? undefined);
        if (!operation) return bad("The document must name the operation to run");
        if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
          return bad("Only subscriptions are served over WebSocket: send queries and mutations to /graphql over HTTP");
        }
        let cost: number;
        try {
          cost = costOf(schema, document, payload.operationName ?? undefined, payload.variables ?? undefined);
        } catch (e) {
          return bad(e instanceof Error ? e.message : "Invalid variables", ErrorCode.BAD_USER_INPUT);
        }
        if (cost > GRAPHQL_LIMITS.maxCost) return bad(`Query cost ${cost} exceeds the limit of ${GRAPHQL_LIMITS.maxCost}`, ErrorCode.QUERY_TOO_COMPLEX);
        const extra = extraOf(ctx);
        const contextValue: RequestContext = {
          requestId: randomUUID(),
          ...extra.identity,
          ip: extra.address,
          dataSource,
          manager: dataSource.manager,
          services,
          loaders: createLoaders(() => dataSource.manager),
          // Each update checks that the connection's credentials still hold.
          stillAuthenticated: extra.identity.user
            ? async () => {
                const again = await identify(services, dataSource, extra.credentials.bearer, extra.credentials.cookie);
                return "identity" in again && again.identity.user?.id === extra.identity.user?.id;
              }
            : undefined,
        };
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onNext(_ctx, _id, _payload, _args, result) {
        if (!result.errors?.length) return undefined;
        return { ...result, errors: formatAll(result.errors) };
      },
      onError(_ctx, _id, _payload, errors) {
        return formatAll(errors);
      },
    },
    wss,
  );

  return {
    get connections() {
      return wss.clients.size;
    },
    async close() {
      server.off("upgrade", onUpgrade);
      for (const ws of wss.clients) ws.close(1001, "Server shutting down");
      await Promise.resolve(disposable.dispose()).catch(() => undefined);
    },
  };
}

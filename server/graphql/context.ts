import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { DataSource, EntityManager } from "typeorm";
import { Role } from "../common/enums.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { Services } from "../services.js";
import type { DependencyRecorder } from "./cache-tags.js";
import type { TokenScope } from "../core/auth/permissions.js";
import type { BudgetCharge } from "../core/auth/api-clients.js";

/** The signed-in user as the request sees it; null for guests. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** The user's seller profile, read with the session (null for users without one). */
  sellerId: number | null;
}

/** How the request proved who it is: the session row and where its token came from. */
export interface AuthSession {
  id: string;
  via: "cookie" | "bearer";
}

/**
 * What every resolver, REST shim and service call receives first: who asks, with which
 * loaders, through which entity manager (the transaction's, inside withTransaction).
 */
export interface RequestContext {
  requestId: string;
  user: AuthUser | null;
  role: Role;
  ip: string;
  dataSource: DataSource;
  manager: EntityManager;
  services: Services;
  loaders: Loaders;
  req?: Request;
  /** The HTTP response (to set or clear the session cookie). */
  res?: Response;
  /** The session that authenticated the request; absent for guests. */
  session?: AuthSession;
  /**
   * The seller API token that authenticated the request (`Authorization: Bearer kmk_…`), if
   * any: the request acts as the token's seller, within the token's scope (core/auth/permissions).
   */
  apiToken?: { id: string; scope: TokenScope };
  /**
   * The integrator API client that authenticated the request (`Authorization: Bearer kmc_…`),
   * if any (then `apiToken` carries its scope too): its per-minute cost budget, and what this
   * request was charged (set by the cost plugin; reported in `extensions.cost` and the headers).
   */
  apiClient?: { id: string; budget: number; charge?: BudgetCharge };
  /**
   * What the answer depends on (cache tags), for the anonymous response and page caches;
   * present on GraphQL requests when the response cache is on (cache-tags.ts).
   */
  cacheDeps?: DependencyRecorder;
  /**
   * Subscriptions (a WebSocket lives for hours): whether the credentials the connection was
   * opened with still hold (the session not ended, the token not revoked), asked before each
   * update is sent (server/graphql/live).
   */
  stillAuthenticated?: () => Promise<boolean>;
}

/**
 * A context for work no request asked for (jobs, provider events): a guest with fresh loaders,
 * outside any transaction. Services that act as the system say so in the order timeline.
 */
export function systemContext(dataSource: DataSource, services: Services): RequestContext {
  return {
    requestId: randomUUID(),
    user: null,
    role: Role.guest,
    ip: "",
    dataSource,
    manager: dataSource.manager,
    services,
    loaders: createLoaders(() => dataSource.manager),
  };
}

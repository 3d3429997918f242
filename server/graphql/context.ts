import type { Request } from "express";
import type { DataSource, EntityManager } from "typeorm";
import { Role } from "../common/enums.js";
import type { Loaders } from "./loaders.js";
import type { Services } from "../services.js";

/** The signed-in user as the request sees it; null for guests. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
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
  /** Response-cache generation when the request started (GraphQL only). */
  cacheGeneration?: number;
}

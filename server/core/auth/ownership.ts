/**
 * Ownership: the rows a request may touch. A request knows its user and, for sellers, its seller
 * id (read once, with the session: `ctx.user.sellerId`). Services never filter by owner by hand:
 * they ask `ownerScope(ctx, permission)` for a scope and pass it to `ownedWhere` / `findOwned`,
 * so a seller's query reaches only its own rows by construction, and a foreign id answers exactly
 * like an unknown one (NOT_FOUND), never FORBIDDEN (which would confirm that the id exists).
 */
import type { EntityTarget, FindOptionsWhere, ObjectLiteral } from "typeorm";
import type { RequestContext } from "../../graphql/context.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../errors/index.js";
import { checkPermission, permissionScope, type Permission } from "./permissions.js";

/** Every row (admins), or only those of one seller or one customer. */
export type OwnerScope = { kind: "all" } | { kind: "seller"; sellerId: number } | { kind: "customer"; userId: string };

/** What a resource's rows are owned by: a seller (offers, keys, sales) or a customer (cart, orders). */
export type OwnerKind = "seller" | "customer";

/**
 * The scope in which the caller holds `permission` over rows owned by a `kind`: all rows for a
 * grant scoped `all`; for a grant scoped `own`, the caller's seller id or user id. Throws
 * UNAUTHENTICATED / FORBIDDEN like the guards when the permission is not held, and FORBIDDEN
 * for an `own` seller grant without a seller profile.
 */
export function ownerScope(ctx: RequestContext, permission: Permission, kind: OwnerKind): OwnerScope {
  const verdict = checkPermission(ctx.role, ctx.user != null, [permission], ctx.apiToken?.scope);
  if (verdict === "unauthenticated") throw new UnauthenticatedError();
  if (verdict === "forbidden") throw new ForbiddenError();
  if (permissionScope(ctx.role, permission) === "all") return { kind: "all" };
  if (kind === "customer") return { kind: "customer", userId: ctx.user!.id };
  if (ctx.user!.sellerId == null) throw new ForbiddenError();
  return { kind: "seller", sellerId: ctx.user!.sellerId };
}

/**
 * Narrows an `all` scope to one owner when the caller asks for it (an admin looking at one
 * seller); an `own` scope stays the caller's whatever is asked, so a seller passing another
 * seller's id still sees only its own rows.
 */
export function narrowScope(scope: OwnerScope, sellerId?: number | null): OwnerScope {
  return scope.kind === "all" && sellerId != null ? { kind: "seller", sellerId } : scope;
}

/** Column names of the owner in an entity (`sellerId`, `userId` by default). */
export interface OwnerColumns {
  seller?: string;
  customer?: string;
}

/** The TypeORM `where` that keeps a query inside a scope (combine it with the query's own conditions). */
export function ownedWhere<T extends ObjectLiteral>(scope: OwnerScope, columns: OwnerColumns = {}): FindOptionsWhere<T> {
  switch (scope.kind) {
    case "all":
      return {};
    case "seller":
      return { [columns.seller ?? "sellerId"]: scope.sellerId } as FindOptionsWhere<T>;
    case "customer":
      return { [columns.customer ?? "userId"]: scope.userId } as FindOptionsWhere<T>;
  }
}

/** SQL for hand-written queries: the condition and its parameter, e.g. `o.seller_id = $3`. */
export function ownedSql(scope: OwnerScope, column: string, addParam: (value: unknown) => string): string {
  if (scope.kind === "all") return "TRUE";
  return `${column} = ${addParam(scope.kind === "seller" ? scope.sellerId : scope.userId)}`;
}

/**
 * One row by id within a scope; an unknown id and another owner's id both throw
 * `NotFoundError(what)`.
 */
export async function findOwned<T extends ObjectLiteral>(
  ctx: RequestContext,
  entity: EntityTarget<T>,
  id: T[keyof T],
  scope: OwnerScope,
  what: string,
  columns: OwnerColumns = {},
): Promise<T> {
  const row = await ctx.manager.getRepository(entity).findOneBy({ id, ...ownedWhere<T>(scope, columns) } as FindOptionsWhere<T>);
  if (!row) throw new NotFoundError(what);
  return row;
}

/**
 * The TypeGraphQL auth checker: `@Authorized("users:edit")` on a query or mutation asks the
 * same `checkPermission` the REST guard asks. Guests get UNAUTHENTICATED (HTTP 401), a
 * signed-in role without the permission FORBIDDEN (HTTP 403), from the one error table.
 */
import type { AuthCheckerFn } from "type-graphql";
import { ForbiddenError, UnauthenticatedError } from "../errors/index.js";
import { checkPermission, type Permission } from "./permissions.js";
import type { RequestContext } from "../../graphql/context.js";

export const authChecker: AuthCheckerFn<RequestContext, Permission> = ({ context }, permissions) => {
  const verdict = checkPermission(context.role, context.user != null, permissions, context.apiToken?.scope);
  if (verdict === "unauthenticated") throw new UnauthenticatedError();
  if (verdict === "forbidden") throw new ForbiddenError();
  return true;
};

/**
 * The TypeGraphQL auth checker: `@Authorized("users:edit")` on a query or mutation asks the
 * same `checkPermission` the REST guard asks. Guests get UNAUTHENTICATED (HTTP 401), a
 * signed-in role without the permission FORBIDDEN (HTTP 403).
 */
import { GraphQLError } from "graphql";
import type { AuthCheckerFn } from "type-graphql";
import { checkPermission, type Permission } from "../modules/accounts/permissions.js";
import type { RequestContext } from "./context.js";

export const unauthenticatedError = () =>
  new GraphQLError("Sign in to do this", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
export const forbiddenError = () =>
  new GraphQLError("You are not allowed to do this", { extensions: { code: "FORBIDDEN", http: { status: 403 } } });

export const authChecker: AuthCheckerFn<RequestContext, Permission> = ({ context }, permissions) => {
  const verdict = checkPermission(context.role, context.user != null, permissions);
  if (verdict === "unauthenticated") throw unauthenticatedError();
  if (verdict === "forbidden") throw forbiddenError();
  return true;
};

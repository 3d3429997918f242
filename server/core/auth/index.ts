/**
 * Who asks and what they may do, for every module: sessions and their tokens, the
 * role → permission table with its scopes (all rows, or only the caller's own), the guards of
 * both doors (`@Authorized` through the auth checker, `requirePermission` on REST), CSRF, and the
 * ownership helpers every query over owned rows goes through.
 */
export * from "./permissions.js";
export * from "./ownership.js";
export * from "./tokens.js";
export * from "./sessions.js";
export * from "./session.entity.js";
export * from "./api-tokens.js";
export * from "./api-token.entity.js";
export * from "./api-clients.js";
export * from "./api-client.entity.js";
export * from "./middleware.js";
export * from "./auth-checker.js";

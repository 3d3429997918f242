/**
 * Recognises the failures that mean "the database cannot be reached now" (as opposed to a
 * bug or a bad statement), wherever they surface: a pool that cannot connect, a connection
 * that died under a query, a server shutting down or refusing connections, a statement or
 * connection attempt that timed out. `errorAnswer` turns them into SERVICE_UNAVAILABLE (503
 * with Retry-After) for every door, so no service catches them itself.
 *
 * Errors arrive raw (pg's, Node's socket errors), wrapped by TypeORM (`QueryFailedError`
 * with the driver's error as `driverError`), by graphql-js (`originalError`, or `thrownValue`
 * for a value that is not an Error of this realm), or as an `AggregateError` (one per
 * address tried): the chain is walked.
 */

/** Node socket error codes of a connection that cannot be made or was lost. */
const SOCKET_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * Postgres SQLSTATEs: class 08 (connection exception), admin/crash shutdown, "cannot connect
 * now" (starting up, shutting down, in recovery), too many connections, and the timeouts
 * this shop sets (statement_timeout, idle_in_transaction_session_timeout).
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "57P05", "53300", "25P03"]);

/** node-postgres' own messages for a lost or impossible connection, and its client-side timeouts. */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /is not queryable/,
  /^terminating connection due to/,
  /^the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/,
  /^Connection refused/,
];

function matches(e: object): boolean {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (SOCKET_ERRNOS.has(code) || SQLSTATES.has(code) || code.startsWith("08")) return true;
    // A Unix socket whose server is gone (its file removed): only when connecting.
    if (code === "ENOENT" && (e as { syscall?: unknown }).syscall === "connect") return true;
    // query_canceled: only the statement timeout, not a cancel asked for by someone.
    if (code === "57014" && typeof message === "string" && /statement timeout/.test(message)) return true;
  }
  return typeof message === "string" && MESSAGES.some((m) => m.test(message));
}

/** True when `e` (or an error it wraps) says the database is unreachable or not answering in time. */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== "object" || depth > 6) return false;
  if (matches(e)) return true;
  const { driverError, originalError, thrownValue, cause, errors } = e as Record<string, unknown>;
  for (const inner of [driverError, originalError, thrownValue, cause]) {
    if (inner && inner !== e && isDatabaseUnavailable(inner, depth + 1)) return true;
  }
  return Array.isArray(errors) && errors.length > 0 && errors.every((x) => isDatabaseUnavailable(x, depth + 1));
}

/** Seconds a client is asked to wait (Retry-After) when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Error answers carry their request's id (REST `requestId`, GraphQL `extensions.requestId`), so
 * two answers are only ever "the same" without it: for tests that check that a foreign id is
 * answered exactly like an unknown one.
 */
export function withoutRequestIds<T>(body: T): T {
  return JSON.parse(JSON.stringify(body), (key, value) => (key === "requestId" ? undefined : value)) as T;
}

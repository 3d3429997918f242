import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: session tokens, mailed one-time tokens, OAuth state. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token: what the database keeps instead of the token. */
export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

/**
 * Rows of an `UPDATE … RETURNING` / `DELETE … RETURNING` run through TypeORM's
 * `manager.query`, which answers `[rows, affectedCount]` for those commands.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[0] as T[];
  return result as T[];
}

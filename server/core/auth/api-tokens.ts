/**
 * Seller API tokens on the authentication side: their format and the lookup of the one a request
 * carries. Creating, listing and revoking them is the seller-api module's (rules with ownership).
 *
 * A token is `kmk_` and 256 random bits (base64url). Only its SHA-256 is stored: a slow password
 * hash (argon2) protects guessable human passwords against offline guessing, but a 256-bit
 * random token cannot be guessed whatever the hash, and a fast hash lets every request be
 * checked with one indexed lookup.
 */
import { Role } from "../../common/enums.js";
import type { DataSource } from "typeorm";
import type { AuthUser } from "../../graphql/context.js";
import type { TokenScope } from "./permissions.js";
import { hashToken, randomToken } from "./tokens.js";

/** What every API token starts with (and session tokens never do, so the two are told apart). */
export const API_TOKEN_PREFIX = "kmk_";
/** Characters of a token kept to recognise it (`kmk_` and 8 more). */
export const API_TOKEN_SHOWN_CHARS = API_TOKEN_PREFIX.length + 8;
/** last_used_at is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000;

/** A new token and what the database keeps of it. */
export function newApiToken(): { token: string; prefix: string; hash: Buffer } {
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  return { token, prefix: token.slice(0, API_TOKEN_SHOWN_CHARS), hash: hashToken(token) };
}

/** Whether a Bearer credential is meant as an API token (then it is a token or a 401, never a session). */
export const isApiToken = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX);

export interface AuthenticatedApiToken {
  tokenId: string;
  scope: TokenScope;
  user: AuthUser;
}

/**
 * The live token and seller a Bearer API token stands for, or null: unknown, revoked, expired,
 * its user blocked or deleted, or no longer a seller. Records the use (at most once a minute).
 */
export async function authenticateApiToken(dataSource: DataSource, token: string): Promise<AuthenticatedApiToken | null> {
  if (!isApiToken(token) || token.length > 200) return null;
  const rows: { token_id: string; scope: TokenScope; last_used_at: Date | null; id: string; email: string; seller_id: number }[] = await dataSource.query(
    `SELECT t.id AS token_id, t.scope, t.last_used_at, u.id, u.email, sp.id AS seller_id
       FROM api_tokens t
       JOIN users u ON u.id = t.user_id
       JOIN seller_profiles sp ON sp.id = t.seller_id AND sp.user_id = u.id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
        AND NOT u.blocked AND u.deleted_at IS NULL AND u.role = $2`,
    [hashToken(token), Role.seller],
  );
  const r = rows[0];
  if (!r) return null;
  if (!r.last_used_at || Date.now() - new Date(r.last_used_at).getTime() > TOUCH_EVERY_MS) {
    // Conditional: concurrent requests of one token write once.
    await dataSource.query(
      `UPDATE api_tokens SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [r.token_id],
    );
  }
  return { tokenId: r.token_id, scope: r.scope, user: { id: r.id, email: r.email, role: Role.seller, sellerId: r.seller_id } };
}

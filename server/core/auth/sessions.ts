/**
 * Server-side sessions in Postgres: an opaque 256-bit token (cookie `km_session` or
 * `Authorization: Bearer`), of which only the SHA-256 is stored. Blocked and deleted users'
 * sessions are refused even before they are deleted.
 */
import type { Request, Response } from "express";
import type { DataSource } from "typeorm";
import { Role } from "../../common/enums.js";
import type { AuthUser, RequestContext } from "../../graphql/context.js";
import { Session } from "./session.entity.js";
import { hashToken, randomToken } from "./tokens.js";

export const SESSION_COOKIE = "km_session";
/**
 * Readable by scripts, value "1", set and cleared with the session cookie: tells the
 * storefront's header that a session probably exists, so guests' pages never ask the API
 * who is signed in (the page itself is rendered as a guest). Carries nothing secret; the
 * session cookie alone authenticates.
 */
export const SIGNED_IN_COOKIE = "km_signed_in";
/** Spec §9: the auth cookie lives 10368e5 ms (12 days); so does the session row. */
export const SESSION_MAX_AGE_MS = 10368e5;
/** last_seen_at is refreshed at most this often (one write per session per 5 minutes). */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface AuthenticatedSession {
  sessionId: string;
  user: AuthUser;
}

export class SessionService {
  constructor(private readonly dataSource: DataSource) {}

  /** Creates a session for `userId` in the caller's transaction; returns the token (shown once). */
  async create(ctx: RequestContext, userId: string): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_MS);
    const repo = ctx.manager.getRepository(Session);
    const row = await repo.save(
      repo.create({
        tokenHash: hashToken(token),
        userId,
        expiresAt,
        lastSeenAt: new Date(),
        ip: ctx.ip || null,
        userAgent: ctx.req?.get("user-agent")?.slice(0, 500) ?? null,
      }),
    );
    return { token, sessionId: row.id, expiresAt };
  }

  /** The live session and user a token stands for, or null (unknown, expired, blocked, deleted). */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    if (!token || token.length > 200) return null;
    const rows: { session_id: string; last_seen_at: Date; id: string; email: string; role: Role; seller_id: number | null }[] = await this.dataSource.query(
      `SELECT s.id AS session_id, s.last_seen_at, u.id, u.email, u.role, sp.id AS seller_id
         FROM sessions s JOIN users u ON u.id = s.user_id
         LEFT JOIN seller_profiles sp ON sp.user_id = u.id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND NOT u.blocked AND u.deleted_at IS NULL`,
      [hashToken(token)],
    );
    const r = rows[0];
    if (!r) return null;
    if (Date.now() - new Date(r.last_seen_at).getTime() > TOUCH_EVERY_MS) {
      await this.dataSource.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [r.session_id]);
    }
    return { sessionId: r.session_id, user: { id: r.id, email: r.email, role: r.role, sellerId: r.seller_id } };
  }

  /** Ends one session. */
  async revoke(ctx: RequestContext, sessionId: string): Promise<void> {
    await ctx.manager.getRepository(Session).delete({ id: sessionId });
  }

  /** Ends every session of a user (optionally but one); returns how many ended. */
  async revokeAll(ctx: RequestContext, userId: string, exceptSessionId?: string): Promise<number> {
    const qb = ctx.manager.getRepository(Session).createQueryBuilder().delete().where("user_id = :userId", { userId });
    if (exceptSessionId) qb.andWhere("id <> :exceptSessionId", { exceptSessionId });
    const r = await qb.execute();
    return r.affected ?? 0;
  }

  /** Removes expired sessions (housekeeping). */
  async purgeExpired(): Promise<number> {
    const r = await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < now()`);
    return Array.isArray(r) ? (r[1] ?? 0) : 0;
  }

  /** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, 10368e5 ms, path /. */
  static setCookie(req: Request | undefined, res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: req?.secure ?? false,
      maxAge: SESSION_MAX_AGE_MS,
      path: "/",
    });
    res.cookie(SIGNED_IN_COOKIE, "1", { httpOnly: false, sameSite: "lax", secure: req?.secure ?? false, maxAge: SESSION_MAX_AGE_MS, path: "/" });
  }

  static clearCookie(req: Request | undefined, res: Response): void {
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: req?.secure ?? false, path: "/" });
    res.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: "lax", secure: req?.secure ?? false, path: "/" });
  }
}

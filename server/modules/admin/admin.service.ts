/**
 * Admin user management (spec §6, §7): users by pagination with a case-insensitive search
 * over email, name and surname (trigram index), basic and full info, block/unblock
 * (blocking ends every session at once) and resending the verification mail.
 */
import type { RequestContext } from "../../graphql/context.js";
import { withTransaction } from "../../db/transaction.js";
import { IsNull } from "typeorm";
import { Locale, LoginMethod, Role } from "../../common/enums.js";
import { recordAudit } from "../audit/audit.js";
import { IllegalOperationError, InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { User } from "../accounts/user.entity.js";
import type { SessionService } from "../../core/auth/index.js";
import type { SignInService } from "../accounts/sign-in.service.js";
import { EmailAlreadyVerifiedError } from "../accounts/accounts.errors.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";
import { toSellerView } from "../sellers/sellers.service.js";
import { ASSIGNABLE_ROLES, MAX_USERS_TAKE, ResendVerificationSuccess, UserInfoFullView, UserInfoView, UserListView } from "./admin.types.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toInfo(u: User): UserInfoView {
  return Object.assign(new UserInfoView(), {
    id: u.id,
    email: u.email,
    name: u.name,
    surname: u.surname,
    role: u.role,
    blocked: u.blocked,
    verified: u.emailVerifiedAt != null,
    createdAt: u.createdAt,
  });
}

export class AdminService {
  constructor(
    private readonly sessions: SessionService,
    private readonly signIn: SignInService,
  ) {}

  /** A page of users, newest first; `search` matches email, name and surname in any case. */
  async users(ctx: RequestContext, args: { skip: number; take: number; search?: string | null; id?: string | null }): Promise<UserListView> {
    if (args.take < 1 || args.take > MAX_USERS_TAKE) throw new InvalidInputError(`take must be between 1 and ${MAX_USERS_TAKE}`);
    const qb = ctx.manager.getRepository(User).createQueryBuilder("u").where("u.deleted_at IS NULL");
    if (args.id) {
      if (!UUID.test(args.id)) return Object.assign(new UserListView(), { items: [], totalItems: 0 });
      qb.andWhere("u.id = :id", { id: args.id });
    }
    const search = args.search?.trim();
    if (search) {
      const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(`lower(u.email || ' ' || u.name || ' ' || u.surname) LIKE :like`, { like });
    }
    const [rows, total] = await qb.orderBy("u.created_at", "DESC").addOrderBy("u.id", "ASC").skip(args.skip).take(args.take).getManyAndCount();
    return Object.assign(new UserListView(), { items: rows.map(toInfo), totalItems: total });
  }

  private async user(ctx: RequestContext, id: string): Promise<User | null> {
    if (!UUID.test(id)) return null;
    return ctx.manager.getRepository(User).createQueryBuilder("u").where("u.id = :id AND u.deleted_at IS NULL", { id }).getOne();
  }

  /** Basic info of a user, or null. */
  async info(ctx: RequestContext, id: string): Promise<UserInfoView | null> {
    const u = await this.user(ctx, id);
    return u ? toInfo(u) : null;
  }

  /** Full info of a user (settings, login statistics, seller profile), or null. */
  async infoFull(ctx: RequestContext, id: string): Promise<UserInfoFullView | null> {
    const u = await this.user(ctx, id);
    if (!u) return null;
    const [[stats], seller] = await Promise.all([
      ctx.manager.query(`SELECT count(*)::int AS n, max(created_at) AS last FROM login_events WHERE user_id = $1 AND success`, [u.id]),
      ctx.manager.getRepository(SellerProfile).findOneBy({ userId: u.id }),
    ]);
    return Object.assign(new UserInfoFullView(), {
      ...toInfo(u),
      locale: u.locale as Locale,
      loginMethod: u.loginMethod as LoginMethod,
      marketingConsent: u.marketingConsent,
      customerId: u.customerId,
      referrer: u.referrer,
      googleLinked: u.googleSubject != null,
      lastLoginAt: stats?.last ?? null,
      loginCount: stats?.n ?? 0,
      seller: seller ? toSellerView(seller) : null,
    });
  }

  /**
   * Blocks or unblocks a user. Blocking ends every session of the user in the same
   * transaction (and the session lookup refuses blocked users anyway). Admins cannot block
   * themselves.
   */
  async setBlocked(ctx: RequestContext, userId: string, blocked: boolean): Promise<UserInfoView> {
    if (blocked && ctx.user?.id === userId) throw new IllegalOperationError("You cannot block your own account");
    return withTransaction(ctx, async (tx) => {
      const u = await this.user(tx, userId);
      if (!u) throw new NotFoundError("User");
      const was = u.blocked;
      await tx.manager.getRepository(User).update({ id: u.id }, { blocked });
      if (blocked) await this.sessions.revokeAll(tx, u.id);
      u.blocked = blocked;
      if (was !== blocked || blocked) {
        await recordAudit(tx, {
          action: blocked ? "user.block" : "user.unblock",
          targetType: "user",
          targetId: u.id,
          summary: `${blocked ? "Blocked" : "Unblocked"} ${u.email}${blocked ? " (sessions ended)" : ""}`,
          before: { email: u.email, blocked: was },
          after: { email: u.email, blocked },
        });
      }
      return toInfo(u);
    });
  }

  /**
   * Changes a user's role between user, support and admin. Sellers keep their role (it comes with
   * their shop, from seller registration) and nobody becomes one here; an admin cannot change their
   * own role (so the shop never loses its last admin this way). Audited with the roles before and
   * after; the user's sessions stay, and their next request already runs with the new role.
   */
  async setRole(ctx: RequestContext, userId: string, role: Role): Promise<UserInfoView> {
    if (!(ASSIGNABLE_ROLES as readonly Role[]).includes(role)) throw new InvalidInputError("role must be one of: user, support, admin");
    if (ctx.user?.id === userId) throw new IllegalOperationError("You cannot change your own role");
    return withTransaction(ctx, async (tx) => {
      if (!UUID.test(userId)) throw new NotFoundError("User");
      const [u] = await tx.manager.getRepository(User).find({ where: { id: userId, deletedAt: IsNull() }, lock: { mode: "pessimistic_write" } });
      if (!u) throw new NotFoundError("User");
      const before = u.role;
      if (before === Role.seller) throw new IllegalOperationError("This user is a seller: a seller's role comes with the shop and cannot be changed here");
      if (before !== role) {
        await tx.manager.getRepository(User).update({ id: u.id }, { role });
        await recordAudit(tx, {
          action: "user.role",
          targetType: "user",
          targetId: u.id,
          summary: `${u.email}: ${before} → ${role}`,
          before: { role: before },
          after: { role },
        });
      }
      u.role = role;
      return toInfo(u);
    });
  }

  /** Resends the verification mail of a user (by id, or by email for the REST shim). */
  async resendVerification(
    ctx: RequestContext,
    by: { userId?: string; email?: string },
    locale?: Locale | null,
  ): Promise<ResendVerificationSuccess | EmailAlreadyVerifiedError> {
    if (by.userId && !UUID.test(by.userId)) throw new NotFoundError("User");
    // Audited in the transaction that queues the mail (who sent it to whom).
    const r = await this.signIn.resendVerification(ctx, by, locale, (tx, user) =>
      recordAudit(tx, {
        action: "user.resend_verification",
        targetType: "user",
        targetId: user.id,
        summary: `Verification mail sent again to ${user.email}`,
        after: { email: user.email, verified: false },
      }),
    );
    if (r instanceof EmailAlreadyVerifiedError) return r;
    return Object.assign(new ResendVerificationSuccess(), { sent: true });
  }
}

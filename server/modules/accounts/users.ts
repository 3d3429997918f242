/** Reading accounts, shared by sign-in and profile: live (not deleted) users and their public profile. */
import type { RequestContext } from "../../graphql/context.js";
import { NotFoundError } from "../../core/errors/index.js";
import { permissionsOf } from "../../core/auth/permissions.js";
import { User } from "./user.entity.js";
import { UserProfileView } from "./accounts.types.js";

export const usersOf = (ctx: RequestContext) => ctx.manager.getRepository(User);

/** A live (not deleted) user by email, any case; with the password hash when asked. */
export function findUserByEmail(ctx: RequestContext, email: string, withPassword = false): Promise<User | null> {
  const qb = usersOf(ctx).createQueryBuilder("u").where("lower(u.email) = lower(:email)", { email: email.trim() }).andWhere("u.deleted_at IS NULL");
  if (withPassword) qb.addSelect("u.passwordHash");
  return qb.getOne();
}

/** A live user by id (null for an id that is not a uuid). */
export async function findLiveUser(ctx: RequestContext, id: string, withPassword = false): Promise<User | null> {
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const qb = usersOf(ctx).createQueryBuilder("u").where("u.id = :id AND u.deleted_at IS NULL", { id });
  if (withPassword) qb.addSelect("u.passwordHash");
  return qb.getOne();
}

/** The signed-in user, or NOT_FOUND (the session may have just ended). */
export async function currentUser(ctx: RequestContext, withPassword = false): Promise<User> {
  const u = ctx.user ? await findLiveUser(ctx, ctx.user.id, withPassword) : null;
  if (!u) throw new NotFoundError("Account");
  return u;
}

export function toProfile(u: User): UserProfileView {
  return Object.assign(new UserProfileView(), {
    id: u.id,
    email: u.email,
    name: u.name,
    surname: u.surname,
    image: u.image,
    marketingConsent: u.marketingConsent,
    blocked: u.blocked,
    locale: u.locale,
    loginMethod: u.loginMethod,
    customerId: u.customerId,
    role: u.role,
    permissions: permissionsOf(u.role),
    emailVerified: u.emailVerifiedAt != null,
    createdAt: u.createdAt,
  });
}

/**
 * Seller signup (spec §4): a signed-in customer with a verified email creates the seller
 * profile, the account becomes a seller, every session of it ends (sign out) and a welcome
 * mail goes out; the next sign-in carries the seller role. The new shop is Waiting: it sells
 * nothing until an admin approves it (seller-approval.service.ts).
 */
import type { RequestContext } from "../../graphql/context.js";
import { withTransaction } from "../../db/transaction.js";
import { Role } from "../../common/enums.js";
import { ErrorResult, NotFoundError } from "../../core/errors/index.js";
import { User } from "../accounts/user.entity.js";
import type { MailService } from "../mail/mail.service.js";
import type { SessionService } from "../../core/auth/index.js";
import { SellerProfile } from "./seller-profile.entity.js";
import { recordRegistration } from "./seller-approval.service.js";
import {
  InvalidImageUrlError,
  InvalidVatNumberError,
  RegisterSellerSuccess,
  SellerAlreadyRegisteredError,
  SellerProfileView,
  type RegisterSellerInput,
  type RegisterSellerRefusal,
} from "./sellers.types.js";
import { isValidVat, normalizeVat } from "./vat.js";

/** Spec §5: a web address is valid only if it parses and uses http or https. */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

export function toSellerView(p: SellerProfile): SellerProfileView {
  return Object.assign(new SellerProfileView(), {
    id: String(p.id),
    userId: p.userId,
    name: p.name,
    email: p.email,
    registrationName: p.registrationName,
    vatNumber: p.vatNumber,
    image: p.image,
    state: p.state,
    rating: p.rating,
    createdAt: p.createdAt,
    commissionBps: p.commissionBps,
  });
}

export class SellersService {
  constructor(
    private readonly mail: MailService,
    private readonly sessions: SessionService,
  ) {}

  /** The caller's seller profile, or null. */
  async profileOf(ctx: RequestContext, userId: string): Promise<SellerProfileView | null> {
    const p = await ctx.manager.getRepository(SellerProfile).findOneBy({ userId });
    return p ? toSellerView(p) : null;
  }

  /**
   * Registers the caller as a seller. `userId` must be the caller's own id (anything else
   * answers as not found). Format errors and an existing profile are typed errors.
   */
  async register(ctx: RequestContext, userId: string, input: RegisterSellerInput): Promise<RegisterSellerSuccess | RegisterSellerRefusal> {
    if (!ctx.user || ctx.user.id !== userId) throw new NotFoundError("User");
    const vatNumber = normalizeVat(input.vatNumber);
    if (!isValidVat(vatNumber)) return new InvalidVatNumberError();
    if (input.image && !isHttpUrl(input.image)) return new InvalidImageUrlError();
    const outcome = await withTransaction(ctx, async (tx) => {
      const user = await tx.manager
        .getRepository(User)
        .createQueryBuilder("u")
        .setLock("pessimistic_write")
        .where("u.id = :id AND u.deleted_at IS NULL", { id: userId })
        .getOne();
      if (!user) throw new NotFoundError("User");
      const repo = tx.manager.getRepository(SellerProfile);
      if (user.role !== Role.user || (await repo.existsBy({ userId }))) {
        return new SellerAlreadyRegisteredError();
      }
      const profile = await repo.save(
        repo.create({
          userId,
          name: input.name.trim(),
          email: input.email.trim(),
          registrationName: input.registrationName.trim(),
          vatNumber,
          image: input.image ?? null,
        }),
      );
      await recordRegistration(tx, profile.id, userId);
      await tx.manager.getRepository(User).update({ id: userId }, { role: Role.seller });
      await this.sessions.revokeAll(tx, userId);
      const mailId = await this.mail.enqueue(tx, {
        template: "seller-welcome",
        to: user.email,
        locale: user.locale,
        vars: { name: user.name, shop: profile.name, link: this.mail.link(user.locale === "it" ? "/it/login" : "/login") },
      });
      return { profile, mailId };
    });
    if (outcome instanceof ErrorResult) return outcome;
    await this.mail.deliver(outcome.mailId);
    return Object.assign(new RegisterSellerSuccess(), { seller: toSellerView(outcome.profile), signedOut: true });
  }
}

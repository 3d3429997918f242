/**
 * Seller approval: a new shop is Waiting until an admin approves it (Enabled); an admin may
 * block it (Blocked) and set its own commission. Every decision is one short transaction that
 * changes the shop's row, writes a history row (the reason, who acted, before and after) and
 * queues the seller's mail (approve, block; in the seller's language), sent after the commit.
 *
 * What a decision does to the storefront is the database's work, so no process can miss it:
 * the shop's new state reaches its offers (offers.seller_state, SellerApproval migration), the
 * products' best prices, stock and offer counts are recounted over Enabled shops' offers, and
 * the catalogue NOTIFY drops every process's cached answers showing them; key allocation
 * reserves no key of a shop that is not Enabled (keys/key-allocation.ts).
 */
import { EnabledState, Locale } from "../../common/enums.js";
import { ownerScope } from "../../core/auth/index.js";
import { IllegalOperationError, InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { RequestContext } from "../../graphql/context.js";
import type { MailService } from "../mail/mail.service.js";
import { SellerReview, type SellerReviewKind } from "./seller-review.entity.js";
import {
  AdminSellerListView,
  AdminSellerView,
  MAX_SELLERS_TAKE,
  type ApproveSellerInput,
  type BlockSellerInput,
  SellerOwnerView,
  SellerReviewAction,
  SellerReviewActorView,
  SellerReviewView,
  type SellersArgs,
  type SetSellerCommissionInput,
} from "./seller-approval.types.js";

/** Longest history answered for one shop (newest first). */
export const MAX_SELLER_HISTORY = 200;

interface SellerRow {
  id: number;
  name: string;
  email: string;
  registration_name: string;
  vat_number: string;
  image: string | null;
  state: EnabledState;
  rating: number;
  commission_bps: number | null;
  created_at: Date;
  owner_id: string;
  owner_email: string;
  owner_name: string;
  owner_surname: string;
  owner_locale: string;
  offer_count: number;
  stock: number;
  state_reason: string | null;
}

interface ReviewRow {
  id: string;
  action: SellerReviewKind;
  from_state: EnabledState | null;
  to_state: EnabledState | null;
  commission_bps_before: number | null;
  commission_bps_after: number | null;
  reason: string | null;
  created_at: Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  actor_surname: string | null;
}

/** The shop being decided on, locked, with what its mail needs. */
interface LockedSeller {
  id: number;
  name: string;
  state: EnabledState;
  commission_bps: number | null;
  owner_email: string;
  owner_name: string;
  owner_locale: string;
  owner_deleted: boolean;
}

/** Basis points as percent (850 → 8.5); null stays null. */
const percent = (bps: number | null): number | null => (bps == null ? null : bps / 100);

const fullName = (name: string | null, surname: string | null) => `${name ?? ""} ${surname ?? ""}`.trim();

/** A seller id as the schema's ID carries it; anything else cannot exist. */
function sellerIdOf(id: string | null | undefined): number {
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) throw new NotFoundError("Seller");
  return Number(id);
}

/** What a search matches: shop name, legal name, VAT number, business email, owner's email. */
const SEARCHED = `lower(s.name || ' ' || s.registration_name || ' ' || s.vat_number || ' ' || s.email || ' ' || u.email)`;

/**
 * The reason of the decision that set the shop's current state (its latest approval or block
 * ending in that state); null while it waits since its registration.
 */
const STATE_REASON = `(SELECT r.reason FROM seller_reviews r
   WHERE r.seller_id = s.id AND r.action IN ('approved', 'blocked') AND r.to_state = s.state
   ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`;

export class SellerApprovalService {
  /**
   * @param mail the outbox the sellers' mails go through
   * @param defaultCommissionBps the marketplace's commission (MARKETPLACE_COMMISSION_PERCENT) in basis points
   */
  constructor(
    private readonly mail: MailService,
    readonly defaultCommissionBps: number,
  ) {}

  /** The commission a shop pays, in percent: its own, or the marketplace's. */
  commissionPercentOf(ownBps: number | null | undefined): number {
    return (ownBps ?? this.defaultCommissionBps) / 100;
  }

  /** A page of shops; `state` Waiting is the approval queue, oldest first (others newest first). Admins. */
  async list(ctx: RequestContext, args: SellersArgs): Promise<AdminSellerListView> {
    ownerScope(ctx, "sellers:info", "seller");
    if (args.take < 1 || args.take > MAX_SELLERS_TAKE) throw new InvalidInputError(`take must be between 1 and ${MAX_SELLERS_TAKE}`);
    const p = new SqlParams();
    const where: string[] = ["TRUE"];
    if (args.state != null) where.push(`s.state = ${p.add(args.state)}`);
    const search = args.search?.trim().toLowerCase();
    if (search) {
      const like = p.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(${SEARCHED} LIKE ${like} OR s.id::text = ${p.add(search)})`);
    }
    const condition = where.join(" AND ");
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM seller_profiles s JOIN users u ON u.id = s.user_id WHERE ${condition}`, p.values);
    const order = args.state === EnabledState.Waiting ? "s.created_at ASC, s.id ASC" : "s.created_at DESC, s.id DESC";
    const rows = await this.select(ctx, condition, p, `ORDER BY ${order} LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}`);
    return Object.assign(new AdminSellerListView(), { items: rows.map((r) => this.toView(r)), totalItems: n });
  }

  /** One shop; an unknown id is NOT_FOUND. Admins. */
  async get(ctx: RequestContext, sellerId: string): Promise<AdminSellerView> {
    ownerScope(ctx, "sellers:info", "seller");
    const p = new SqlParams();
    const [row] = await this.select(ctx, `s.id = ${p.add(sellerIdOf(sellerId))}`, p, "");
    if (!row) throw new NotFoundError("Seller");
    return this.toView(row);
  }

  /** A shop's history, newest first (at most MAX_SELLER_HISTORY rows). Admins. */
  async history(ctx: RequestContext, sellerId: string): Promise<SellerReviewView[]> {
    ownerScope(ctx, "sellers:info", "seller");
    const rows: ReviewRow[] = await ctx.manager.query(
      `SELECT r.id, r.action, r.from_state, r.to_state, r.commission_bps_before, r.commission_bps_after, r.reason, r.created_at,
              u.id AS actor_id, u.email AS actor_email, u.name AS actor_name, u.surname AS actor_surname
         FROM seller_reviews r LEFT JOIN users u ON u.id = r.actor_user_id AND u.deleted_at IS NULL
        WHERE r.seller_id = $1
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [sellerIdOf(sellerId), MAX_SELLER_HISTORY],
    );
    return rows.map((r) =>
      Object.assign(new SellerReviewView(), {
        id: String(r.id),
        action: r.action as SellerReviewAction,
        fromState: r.from_state,
        toState: r.to_state,
        commissionPercentBefore: percent(r.commission_bps_before),
        commissionPercentAfter: percent(r.commission_bps_after),
        reason: r.reason,
        actor: r.actor_id
          ? Object.assign(new SellerReviewActorView(), { id: r.actor_id, email: r.actor_email, name: fullName(r.actor_name, r.actor_surname) })
          : null,
        createdAt: r.created_at,
      }),
    );
  }

  /**
   * The reason of the admin decision that set a shop's current state (for the seller's own
   * overview: why it is blocked), or null.
   */
  async stateReason(ctx: RequestContext, sellerId: number): Promise<string | null> {
    const [row] = await ctx.manager.query(`SELECT ${STATE_REASON} AS reason FROM seller_profiles s WHERE s.id = $1`, [sellerId]);
    return row?.reason ?? null;
  }

  /**
   * Approves a shop (Waiting, Blocked or in progress → Enabled): its offers are shown and its
   * keys sold at once; the seller is mailed. An already approved shop is ILLEGAL_OPERATION.
   */
  async approve(ctx: RequestContext, input: ApproveSellerInput): Promise<AdminSellerView> {
    ownerScope(ctx, "sellers:edit", "seller");
    const reason = input.reason?.trim() || null;
    await this.decide(ctx, input.sellerId, async (tx, shop) => {
      if (shop.state === EnabledState.Enabled) throw new IllegalOperationError("The shop is already approved");
      await this.changeState(tx, shop, EnabledState.Enabled, "approved", reason);
      await recordAudit(tx, {
        action: "seller.approve",
        targetType: "seller",
        targetId: shop.id,
        summary: `Approved shop "${shop.name}"${reason ? `: ${reason}` : ""}`,
        before: this.shopSnapshot(shop),
        after: { ...this.shopSnapshot({ ...shop, state: EnabledState.Enabled }), reason },
      });
      return this.queueMail(tx, shop, "seller-approved", reason ?? "");
    });
    return this.get(ctx, input.sellerId);
  }

  /**
   * Blocks a shop with a reason: its offers leave the storefront and its unsold keys stop
   * selling at once; the seller is mailed the reason. An already blocked shop is ILLEGAL_OPERATION.
   */
  async block(ctx: RequestContext, input: BlockSellerInput): Promise<AdminSellerView> {
    ownerScope(ctx, "sellers:edit", "seller");
    const reason = input.reason?.trim() ?? "";
    if (reason.length < 3) throw new InvalidInputError("reason must be longer than or equal to 3 characters");
    await this.decide(ctx, input.sellerId, async (tx, shop) => {
      if (shop.state === EnabledState.Blocked) throw new IllegalOperationError("The shop is already blocked");
      await this.changeState(tx, shop, EnabledState.Blocked, "blocked", reason);
      await recordAudit(tx, {
        action: "seller.block",
        targetType: "seller",
        targetId: shop.id,
        summary: `Blocked shop "${shop.name}": ${reason}`,
        before: this.shopSnapshot(shop),
        after: { ...this.shopSnapshot({ ...shop, state: EnabledState.Blocked }), reason },
      });
      return this.queueMail(tx, shop, "seller-blocked", reason);
    });
    return this.get(ctx, input.sellerId);
  }

  /**
   * Sets a shop's own commission (percent with two decimals), or gives it the marketplace's
   * again (null). It applies to the keys delivered from now on; the ledger lines already
   * written keep theirs. Setting the commission it already has changes nothing.
   */
  async setCommission(ctx: RequestContext, input: SetSellerCommissionInput): Promise<AdminSellerView> {
    ownerScope(ctx, "sellers:edit", "seller");
    const value = input.commissionPercent;
    let bps: number | null = null;
    if (value != null) {
      bps = Math.round(value * 100);
      if (!Number.isFinite(value) || bps < 0 || bps > 10_000 || Math.abs(value * 100 - bps) > 1e-6) {
        throw new InvalidInputError("commissionPercent must be between 0 and 100 with at most two decimals");
      }
    }
    const reason = input.reason?.trim() || null;
    await this.decide(ctx, input.sellerId, async (tx, shop) => {
      if (shop.commission_bps === bps) return null;
      await tx.manager.query(`UPDATE seller_profiles SET commission_bps = $2 WHERE id = $1`, [shop.id, bps]);
      await this.record(tx, shop.id, { action: "commission", commissionBpsBefore: shop.commission_bps, commissionBpsAfter: bps, reason });
      await recordAudit(tx, {
        action: "seller.set_commission",
        targetType: "seller",
        targetId: shop.id,
        summary: `Commission of "${shop.name}": ${this.commissionPercentOf(shop.commission_bps)}% → ${this.commissionPercentOf(bps)}%${bps == null ? " (the marketplace's)" : ""}`,
        before: this.shopSnapshot(shop),
        after: { ...this.shopSnapshot({ ...shop, commission_bps: bps }), reason },
      });
      return null;
    });
    return this.get(ctx, input.sellerId);
  }

  /**
   * Runs a decision on a locked shop in one transaction; the mail it queued (if any) is sent
   * after the commit. Two admins deciding at once are serialised by the lock.
   */
  private async decide(ctx: RequestContext, sellerId: string, fn: (tx: RequestContext, shop: LockedSeller) => Promise<number | null>): Promise<void> {
    const id = sellerIdOf(sellerId);
    const mailId = await withTransaction(ctx, async (tx) => {
      const [shop]: LockedSeller[] = await tx.manager.query(
        `SELECT s.id, s.name, s.state, s.commission_bps, u.email AS owner_email, u.name AS owner_name, u.locale AS owner_locale,
                u.deleted_at IS NOT NULL AS owner_deleted
           FROM seller_profiles s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 FOR NO KEY UPDATE OF s`,
        [id],
      );
      if (!shop) throw new NotFoundError("Seller");
      return fn(tx, shop);
    });
    if (mailId != null) await this.mail.deliver(mailId);
  }

  /** A shop as the audit log keeps it: name, state and commission (null: the marketplace's). */
  private shopSnapshot(shop: Pick<LockedSeller, "name" | "state" | "commission_bps">) {
    return { name: shop.name, state: EnabledState[shop.state] ?? String(shop.state), commissionPercent: percent(shop.commission_bps) };
  }

  /** The shop's new state (its offers follow in the same statement, by trigger) and its history row. */
  private async changeState(tx: RequestContext, shop: LockedSeller, to: EnabledState, action: SellerReviewKind, reason: string | null): Promise<void> {
    await tx.manager.query(`UPDATE seller_profiles SET state = $2 WHERE id = $1`, [shop.id, to]);
    await this.record(tx, shop.id, { action, fromState: shop.state, toState: to, reason });
  }

  private async record(tx: RequestContext, sellerId: number, row: Partial<SellerReview> & { action: SellerReviewKind }): Promise<void> {
    await tx.manager.getRepository(SellerReview).insert({ sellerId, actorUserId: tx.user?.id ?? null, ...row });
  }

  /** The seller's mail about a decision, in the owner's language; none for a deleted account. */
  private async queueMail(tx: RequestContext, shop: LockedSeller, template: "seller-approved" | "seller-blocked", reason: string): Promise<number | null> {
    if (shop.owner_deleted) return null;
    const locale = shop.owner_locale === Locale.it ? Locale.it : Locale.en;
    return this.mail.enqueue(tx, {
      template,
      to: shop.owner_email,
      locale,
      vars: { name: shop.owner_name, shop: shop.name, reason, link: this.mail.link(locale === Locale.it ? "/it/seller" : "/seller") },
    });
  }

  /** The one read of shops: profile, owner, offers and stock, the current state's reason. */
  private select(ctx: RequestContext, condition: string, p: SqlParams, tail: string): Promise<SellerRow[]> {
    return ctx.manager.query(
      `SELECT s.id, s.name, s.email, s.registration_name, s.vat_number, s.image, s.state, s.rating, s.commission_bps, s.created_at,
              u.id AS owner_id, u.email AS owner_email, u.name AS owner_name, u.surname AS owner_surname, u.locale AS owner_locale,
              o.offer_count, o.stock, ${STATE_REASON} AS state_reason
         FROM seller_profiles s
         JOIN users u ON u.id = s.user_id
         CROSS JOIN LATERAL (SELECT count(*)::int AS offer_count, coalesce(sum(x.stock), 0)::int AS stock FROM offers x WHERE x.seller_id = s.id) o
        WHERE ${condition} ${tail}`,
      p.values,
    );
  }

  private toView(r: SellerRow): AdminSellerView {
    return Object.assign(new AdminSellerView(), {
      id: String(r.id),
      name: r.name,
      email: r.email,
      registrationName: r.registration_name,
      vatNumber: r.vat_number,
      image: r.image,
      state: r.state,
      stateReason: r.state_reason,
      rating: r.rating,
      commissionPercent: this.commissionPercentOf(r.commission_bps),
      ownCommissionPercent: percent(r.commission_bps),
      defaultCommissionPercent: this.defaultCommissionBps / 100,
      offerCount: r.offer_count,
      stock: r.stock,
      owner: Object.assign(new SellerOwnerView(), {
        id: r.owner_id,
        email: r.owner_email,
        name: fullName(r.owner_name, r.owner_surname),
        locale: r.owner_locale === Locale.it ? Locale.it : Locale.en,
      }),
      createdAt: r.created_at,
    });
  }
}

/** The registration's history row (written by SellersService.register in its transaction). */
export async function recordRegistration(tx: RequestContext, sellerId: number, userId: string): Promise<void> {
  await tx.manager.getRepository(SellerReview).insert({ sellerId, action: "registered", fromState: null, toState: EnabledState.Waiting, actorUserId: userId });
}

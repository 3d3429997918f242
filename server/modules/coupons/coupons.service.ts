/**
 * Coupons: whether a code applies to priced lines, and by how much per line. The cart shows
 * it, the coupon check answers it, and checkout applies it again inside its transaction, where
 * the use is counted atomically (so a coupon's total and per-user limits hold under
 * concurrent checkouts) and released when the order is cancelled.
 */
import { createHash } from "node:crypto";
import { CurrencyCode } from "../../common/enums.js";
import { allocate } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import { returnedRows, SqlParams } from "../../db/sql.js";
import type { PricedLine } from "../cart/pricing.js";
import { Coupon, CouponRedemption } from "./coupon.entities.js";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { ownerScope } from "../../core/auth/index.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { changeSummary } from "../audit/audit-diff.js";
import { toAmount, toMinor } from "../../common/money.js";
import { CouponStatus, type CouponInput, type CouponView } from "./coupons.types.js";

/** Why a coupon does not apply (the `reason` of CouponNotApplicableError). */
export enum CouponProblem {
  NOT_FOUND = "NOT_FOUND",
  DISABLED = "DISABLED",
  NOT_STARTED = "NOT_STARTED",
  EXPIRED = "EXPIRED",
  USAGE_LIMIT_REACHED = "USAGE_LIMIT_REACHED",
  USER_LIMIT_REACHED = "USER_LIMIT_REACHED",
  MINIMUM_NOT_REACHED = "MINIMUM_NOT_REACHED",
  CURRENCY_NOT_SUPPORTED = "CURRENCY_NOT_SUPPORTED",
  NO_ELIGIBLE_PRODUCT = "NO_ELIGIBLE_PRODUCT",
  SIGN_IN_REQUIRED = "SIGN_IN_REQUIRED",
}

export interface CouponApplied {
  ok: true;
  coupon: Coupon;
  /** Discount per line, minor units, in the order of the lines given. */
  discounts: number[];
  total: number;
}

export interface CouponRefused {
  ok: false;
  code: string;
  problem: CouponProblem;
  /** For MINIMUM_NOT_REACHED: the minimum, minor units in the lines' currency. */
  minimum?: number;
}

export type CouponEvaluation = CouponApplied | CouponRefused;

/** Codes are matched case-insensitively and stored in upper case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

const amountIn = (c: Coupon, currency: CurrencyCode): number | null =>
  ({ [CurrencyCode.EUR]: c.amountEur, [CurrencyCode.USD]: c.amountUsd, [CurrencyCode.GBP]: c.amountGbp })[currency];
const minimumIn = (c: Coupon, currency: CurrencyCode): number =>
  ({ [CurrencyCode.EUR]: c.minPurchaseEur, [CurrencyCode.USD]: c.minPurchaseUsd, [CurrencyCode.GBP]: c.minPurchaseGbp })[currency];

export class CouponsService {
  /** The coupon with this code, whatever its state; null when there is none. */
  async find(ctx: RequestContext, code: string): Promise<Coupon | null> {
    const normalized = normalizeCode(code);
    if (!/^[A-Z0-9_-]{1,64}$/.test(normalized)) return null;
    return ctx.manager.getRepository(Coupon).findOneBy({ code: normalized });
  }

  /**
   * Whether `code` applies to `lines` for `userId` (null: a guest, who can see the discount
   * but must sign in to use it at checkout only when the coupon has a per-user limit), and the
   * discount per line. Only available lines count. Reads; changes nothing.
   */
  async evaluate(ctx: RequestContext, code: string, lines: readonly PricedLine[], userId: string | null, now = new Date()): Promise<CouponEvaluation> {
    const coupon = await this.find(ctx, code);
    const refuse = (problem: CouponProblem, minimum?: number): CouponRefused => ({ ok: false, code: normalizeCode(code), problem, minimum });
    if (!coupon) return refuse(CouponProblem.NOT_FOUND);
    if (!coupon.enabled) return refuse(CouponProblem.DISABLED);
    if (coupon.validFrom && coupon.validFrom > now) return refuse(CouponProblem.NOT_STARTED);
    if (coupon.validUntil && coupon.validUntil <= now) return refuse(CouponProblem.EXPIRED);
    if (coupon.maxUses != null && coupon.usedCount >= coupon.maxUses) return refuse(CouponProblem.USAGE_LIMIT_REACHED);
    if (coupon.maxUsesPerUser != null && userId) {
      const used = await ctx.manager.getRepository(CouponRedemption).countBy({ couponId: coupon.id, userId });
      if (used >= coupon.maxUsesPerUser) return refuse(CouponProblem.USER_LIMIT_REACHED);
    }
    const currency = lines[0]?.currency ?? CurrencyCode.EUR;
    if (coupon.kind === "fixed" && amountIn(coupon, currency) == null) return refuse(CouponProblem.CURRENCY_NOT_SUPPORTED);
    const restricted = new Set(coupon.categoryIds);
    const eligible = lines.map((l) => !l.problem && (restricted.size === 0 || l.categoryPath.some((id) => restricted.has(id))));
    const weights = lines.map((l, i) => (eligible[i] ? l.unitPrice * l.quantity : 0));
    const base = weights.reduce((a, b) => a + b, 0);
    if (base === 0) return refuse(CouponProblem.NO_ELIGIBLE_PRODUCT);
    const minimum = minimumIn(coupon, currency);
    if (base < minimum) return refuse(CouponProblem.MINIMUM_NOT_REACHED, minimum);
    const total = coupon.kind === "percent" ? Math.round((base * coupon.percentOff!) / 100) : Math.min(base, amountIn(coupon, currency)!);
    // Never the whole price: every key keeps at least one cent, so each sale has a price.
    const cap = base - lines.reduce((n, l, i) => n + (eligible[i] ? l.quantity : 0), 0);
    const discount = Math.max(0, Math.min(total, cap));
    return { ok: true, coupon, discounts: allocate(discount, weights), total: discount };
  }

  /**
   * Counts one use for an order, inside the checkout's transaction: the total limit by one
   * conditional UPDATE, the per-user limit under a transaction-scoped advisory lock on
   * (coupon, user). Returns the problem when a concurrent checkout took the last use.
   */
  async redeem(ctx: RequestContext, couponId: number, userId: string, orderId: string, discount: number): Promise<CouponProblem | null> {
    const lockKey = createHash("sha256").update(`coupon-user:${couponId}:${userId}`).digest().readBigInt64BE(0);
    await ctx.manager.query("SELECT pg_advisory_xact_lock($1)", [lockKey.toString()]);
    const coupon = await ctx.manager.getRepository(Coupon).findOneBy({ id: couponId });
    if (!coupon) return CouponProblem.NOT_FOUND;
    if (coupon.maxUsesPerUser != null) {
      const used = await ctx.manager.getRepository(CouponRedemption).countBy({ couponId: coupon.id, userId });
      if (used >= coupon.maxUsesPerUser) return CouponProblem.USER_LIMIT_REACHED;
    }
    const taken = returnedRows<{ id: number }>(
      await ctx.manager.query(
        `UPDATE coupons SET used_count = used_count + 1 WHERE id = $1 AND enabled AND (max_uses IS NULL OR used_count < max_uses) RETURNING id`,
        [coupon.id],
      ),
    );
    if (!taken.length) return CouponProblem.USAGE_LIMIT_REACHED;
    await ctx.manager.getRepository(CouponRedemption).insert({ couponId: coupon.id, userId, orderId, discount });
    return null;
  }

  /** Gives an order's use back (its order was cancelled before it was paid, or refunded in full). */
  async release(ctx: RequestContext, orderId: string): Promise<void> {
    await ctx.manager.query(
      `WITH gone AS (DELETE FROM coupon_redemptions WHERE order_id = $1 RETURNING coupon_id)
       UPDATE coupons c SET used_count = greatest(0, c.used_count - 1) FROM gone WHERE c.id = gone.coupon_id`,
      [orderId],
    );
  }
}

// ------------------------------------------------------------------ admins

const minorOrNull = (v: number | null | undefined) => (v == null ? null : toMinor(v));
const amountOrNull = (v: number | null) => (v == null ? null : toAmount(v));

/** A coupon's state now, in SQL over `c` (coupons): the same precedence as CouponStatus. */
const STATUS_SQL = `CASE WHEN NOT c.enabled THEN '${CouponStatus.DISABLED}'
            WHEN c.valid_until IS NOT NULL AND c.valid_until <= now() THEN '${CouponStatus.EXPIRED}'
            WHEN c.valid_from IS NOT NULL AND c.valid_from > now() THEN '${CouponStatus.SCHEDULED}'
            WHEN c.max_uses IS NOT NULL AND c.used_count >= c.max_uses THEN '${CouponStatus.USED_UP}'
            ELSE '${CouponStatus.ACTIVE}' END`;

interface CouponRow {
  id: number;
  code: string;
  description: string;
  description_it: string;
  kind: "percent" | "fixed";
  percent_off: number | null;
  amount_eur: number | null;
  amount_usd: number | null;
  amount_gbp: number | null;
  min_purchase_eur: number;
  min_purchase_usd: number;
  min_purchase_gbp: number;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  category_ids: number[];
  enabled: boolean;
  used_count: number;
  created_at: Date;
  updated_at: Date;
  status: CouponStatus;
  customer_count: number;
  given_eur: string;
  given_usd: string;
  given_gbp: string;
}

/** The admin view of a coupon row (with its state, customers and discount given). */
function couponView(c: CouponRow): CouponView {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    descriptionIt: c.description_it,
    kind: c.kind as CouponView["kind"],
    percentOff: c.percent_off,
    amounts: c.kind === "fixed" ? { eur: amountOrNull(c.amount_eur), usd: amountOrNull(c.amount_usd), gbp: amountOrNull(c.amount_gbp) } : null,
    minimumPurchase: { eur: toAmount(c.min_purchase_eur), usd: toAmount(c.min_purchase_usd), gbp: toAmount(c.min_purchase_gbp) },
    validFrom: c.valid_from,
    validUntil: c.valid_until,
    maxUses: c.max_uses,
    maxUsesPerUser: c.max_uses_per_user,
    categoryIds: c.category_ids,
    enabled: c.enabled,
    usedCount: c.used_count,
    status: c.status,
    customerCount: c.customer_count,
    discountGiven: { eur: toAmount(Number(c.given_eur)), usd: toAmount(Number(c.given_usd)), gbp: toAmount(Number(c.given_gbp)) },
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  };
}

const isUniqueViolation = (e: unknown) =>
  ((e as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (e as { code?: string }).code) === "23505";

/** A coupon's settings as the audit log keeps them (not its use so far, which changes with every order). */
function couponSettings(v: CouponView) {
  return {
    code: v.code,
    description: v.description,
    descriptionIt: v.descriptionIt,
    kind: v.kind,
    percentOff: v.percentOff,
    amounts: v.amounts,
    minimumPurchase: v.minimumPurchase,
    validFrom: v.validFrom,
    validUntil: v.validUntil,
    maxUses: v.maxUses,
    maxUsesPerUser: v.maxUsesPerUser,
    categoryIds: v.categoryIds,
    enabled: v.enabled,
  };
}

export class CouponsAdmin {
  /**
   * Coupons with their state, customers and discount given, in one statement (the total comes
   * with the page, also past its end).
   */
  private async select(
    ctx: RequestContext,
    filter: { id?: number; search?: string | null; status?: CouponStatus | null },
    page: { skip: number; take: number },
  ): Promise<{ items: CouponView[]; totalItems: number }> {
    const p = new SqlParams();
    const where = ["TRUE"];
    if (filter.id != null) where.push(`c.id = ${p.add(filter.id)}`);
    const search = filter.search?.trim();
    if (search) {
      const like = p.add(`%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(`(lower(c.code) LIKE ${like} OR lower(c.description) LIKE ${like} OR lower(c.description_it) LIKE ${like})`);
    }
    if (filter.status) where.push(`${STATUS_SQL} = ${p.add(filter.status)}`);
    const rows: (CouponRow & { total: number })[] = await ctx.manager.query(
      `WITH f AS (SELECT c.*, ${STATUS_SQL} AS status FROM coupons c WHERE ${where.join(" AND ")}),
            page AS (SELECT * FROM f ORDER BY created_at DESC, id DESC LIMIT ${p.add(page.take)} OFFSET ${p.add(page.skip)})
       SELECT (SELECT count(*) FROM f)::int AS total, page.*, coalesce(u.customer_count, 0) AS customer_count,
              coalesce(u.given_eur, 0) AS given_eur, coalesce(u.given_usd, 0) AS given_usd, coalesce(u.given_gbp, 0) AS given_gbp
         FROM (SELECT 1) one
         LEFT JOIN page ON true
         LEFT JOIN LATERAL (
           SELECT count(DISTINCT r.user_id)::int AS customer_count,
                  coalesce(sum(r.discount) FILTER (WHERE o.currency = 'eur'), 0)::bigint AS given_eur,
                  coalesce(sum(r.discount) FILTER (WHERE o.currency = 'usd'), 0)::bigint AS given_usd,
                  coalesce(sum(r.discount) FILTER (WHERE o.currency = 'gbp'), 0)::bigint AS given_gbp
             FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
            WHERE r.coupon_id = page.id) u ON page.id IS NOT NULL
        ORDER BY page.created_at DESC, page.id DESC`,
      p.values,
    );
    return { items: rows.filter((r) => r.id != null).map(couponView), totalItems: rows[0]?.total ?? 0 };
  }

  /** A page of coupons, newest first, searched by code or description and filtered by state. Staff (admins, support). */
  async list(
    ctx: RequestContext,
    args: { search?: string | null; status?: CouponStatus | null; skip: number; take: number },
  ): Promise<{ items: CouponView[]; totalItems: number }> {
    // Customers hold coupons:info to check a code at checkout, over their own cart only: the list is for staff.
    if (ownerScope(ctx, "coupons:info", "customer").kind !== "all") throw new ForbiddenError();
    return this.select(ctx, { search: args.search, status: args.status }, args);
  }

  private async view(ctx: RequestContext, id: number): Promise<CouponView> {
    const { items } = await this.select(ctx, { id }, { skip: 0, take: 1 });
    if (!items[0]) throw new NotFoundError("Coupon");
    return items[0];
  }

  /** Creates a coupon; a code in use is refused. */
  async create(ctx: RequestContext, input: CouponInput): Promise<CouponView> {
    ownerScope(ctx, "coupons:add", "customer");
    if (!input.code || !input.kind) throw new InvalidInputError("code and kind are required");
    const coupon = ctx.manager
      .getRepository(Coupon)
      .create({ code: normalizeCode(input.code), kind: input.kind, description: "", descriptionIt: "", categoryIds: [] });
    this.apply(coupon, input);
    if (await ctx.manager.getRepository(Coupon).existsBy({ code: coupon.code }))
      throw new InvalidInputError(`code ${coupon.code} is already used by another coupon`);
    return withTransaction(ctx, async (tx) => {
      const saved = await this.save(tx, coupon);
      const view = await this.view(tx, saved.id);
      await recordAudit(tx, {
        action: "coupon.create",
        targetType: "coupon",
        targetId: saved.id,
        summary: `Created coupon ${view.code}`,
        after: couponSettings(view),
      });
      return view;
    });
  }

  async update(ctx: RequestContext, id: number, input: CouponInput): Promise<CouponView> {
    ownerScope(ctx, "coupons:edit", "customer");
    return withTransaction(ctx, async (tx) => {
      const [coupon] = await tx.manager.getRepository(Coupon).find({ where: { id }, lock: { mode: "pessimistic_write" } });
      if (!coupon) throw new NotFoundError("Coupon");
      if (input.code && normalizeCode(input.code) !== coupon.code && (await tx.manager.getRepository(Coupon).existsBy({ code: normalizeCode(input.code) }))) {
        throw new InvalidInputError(`code ${normalizeCode(input.code)} is already used by another coupon`);
      }
      const before = couponSettings(await this.view(tx, id));
      this.apply(coupon, input);
      await this.save(tx, coupon);
      const view = await this.view(tx, id);
      const after = couponSettings(view);
      const action = before.enabled && !after.enabled ? "coupon.disable" : !before.enabled && after.enabled ? "coupon.enable" : "coupon.update";
      const verb = action === "coupon.disable" ? "Disabled" : action === "coupon.enable" ? "Enabled" : "Edited";
      await recordAudit(tx, {
        action,
        targetType: "coupon",
        targetId: id,
        summary: changeSummary(`${verb} coupon ${view.code}`, before, after),
        before,
        after,
      });
      return view;
    });
  }

  /** Saves; a code taken meanwhile by a concurrent save is the same refusal as a code in use. */
  private async save(ctx: RequestContext, coupon: Coupon): Promise<Coupon> {
    try {
      return await ctx.manager.getRepository(Coupon).save(coupon);
    } catch (e) {
      if (isUniqueViolation(e)) throw new InvalidInputError(`code ${coupon.code} is already used by another coupon`);
      throw e;
    }
  }

  /** Copies the given settings onto a coupon and checks that they make a coupon. */
  private apply(c: Coupon, i: CouponInput): void {
    if (i.code != null) c.code = normalizeCode(i.code);
    if (i.description != null) c.description = i.description.trim();
    if (i.descriptionIt != null) c.descriptionIt = i.descriptionIt.trim();
    if (i.kind != null) c.kind = i.kind;
    if (i.percentOff !== undefined) c.percentOff = i.percentOff;
    if (i.amounts !== undefined) {
      c.amountEur = minorOrNull(i.amounts?.eur);
      c.amountUsd = minorOrNull(i.amounts?.usd);
      c.amountGbp = minorOrNull(i.amounts?.gbp);
    }
    if (i.minimumPurchase !== undefined) {
      c.minPurchaseEur = minorOrNull(i.minimumPurchase?.eur) ?? 0;
      c.minPurchaseUsd = minorOrNull(i.minimumPurchase?.usd) ?? 0;
      c.minPurchaseGbp = minorOrNull(i.minimumPurchase?.gbp) ?? 0;
    }
    if (i.validFrom !== undefined) c.validFrom = i.validFrom;
    if (i.validUntil !== undefined) c.validUntil = i.validUntil;
    if (i.maxUses !== undefined) c.maxUses = i.maxUses;
    if (i.maxUsesPerUser !== undefined) c.maxUsesPerUser = i.maxUsesPerUser;
    if (i.categoryIds != null) c.categoryIds = [...new Set(i.categoryIds.map(Number))];
    if (i.enabled != null) c.enabled = i.enabled;
    if (c.kind === "percent") {
      if (c.percentOff == null) throw new InvalidInputError("percentOff is required for a percent coupon");
      c.amountEur = c.amountUsd = c.amountGbp = null;
    } else {
      if (c.amountEur == null && c.amountUsd == null && c.amountGbp == null)
        throw new InvalidInputError("amounts needs at least one currency for a fixed coupon");
      c.percentOff = null;
    }
    if (c.validFrom && c.validUntil && c.validUntil <= c.validFrom) throw new InvalidInputError("validUntil must be after validFrom");
  }
}

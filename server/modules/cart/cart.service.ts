/**
 * Carts. Signed-in users' carts live here (one per user); guests keep theirs in the browser
 * and have it priced by `quote`, then merged in when they sign in. Every read prices the lines
 * from the database (cart/pricing.ts) and checks the kept coupon again.
 *
 * Lifecycle (spec §4: Created, Abandoned, Recovered, Deleted, Completed, Restored):
 *  - Created when a cart gets its first line (again, after Deleted or Completed);
 *  - Abandoned by the abandonment job when untouched for CART_ABANDON_AFTER_MINUTES, with one
 *    recovery mail (en/it) whose link restores the lines it had then → Restored;
 *  - Recovered when the shopper changes an Abandoned cart themselves;
 *  - Deleted when its last line is removed; Completed when an order from it is paid.
 */
import { createHash, randomBytes } from "node:crypto";
import { CartLifecycle, CurrencyCode, Locale } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { UnauthenticatedError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import type { CouponsService } from "../coupons/coupons.service.js";
import { Cart, CartItem } from "./cart.entities.js";
import { CartLineProblem, CouponNotApplicableError, OutOfStockError, ProductUnavailableError, type CartProductView, type CartView } from "./cart.types.js";
import { clampQuantity, priceLines, type PricedLine } from "./pricing.js";

export interface CartScope {
  currency: CurrencyCode;
  locale: Locale;
}

/** A line as kept (server) or sent (guest): product, chosen offer, quantity. */
export interface StoredLine {
  productId: number;
  offerId: number | null;
  quantity: number;
}

/** Priced lines of a cart with the coupon applied: what the cart shows and checkout charges. */
export interface PricedCart {
  lines: (PricedLine & { discount: number; offerChanged: boolean })[];
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
  coupon: { code: string; description: string; id: number } | null;
  couponProblem: CouponNotApplicableError | null;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest();

export class CartService {
  constructor(private readonly coupons: CouponsService) {}

  private userId(ctx: RequestContext): string {
    if (!ctx.user) throw new UnauthenticatedError();
    return ctx.user.id;
  }

  /**
   * Prices lines and applies a coupon code. A line whose chosen offer is no longer sold is
   * priced from the best offer instead (`offerChanged`). Used by the cart, the guest quote and
   * checkout, so they can never disagree.
   */
  async price(ctx: RequestContext, stored: readonly StoredLine[], couponCode: string | null, scope: CartScope, userId: string | null): Promise<PricedCart> {
    const first = await priceLines(ctx, stored, scope.currency, scope.locale);
    const retry = first.map((l, i) => (l.problem === "UNAVAILABLE" && stored[i]!.offerId != null ? i : -1)).filter((i) => i >= 0);
    const fallback = retry.length
      ? await priceLines(
          ctx,
          retry.map((i) => ({ ...stored[i]!, offerId: null })),
          scope.currency,
          scope.locale,
        )
      : [];
    const lines = first.map((l, i) => {
      const k = retry.indexOf(i);
      const alt = k >= 0 ? fallback[k] : undefined;
      return alt && !alt.problem ? { ...alt, offerChanged: true } : { ...l, offerChanged: false };
    });
    let discounts = lines.map(() => 0);
    let coupon: PricedCart["coupon"] = null;
    let couponProblem: CouponNotApplicableError | null = null;
    if (couponCode) {
      const evaluation = await this.coupons.evaluate(ctx, couponCode, lines, userId);
      if (evaluation.ok) {
        discounts = evaluation.discounts;
        // The Italian description when the coupon has one and the cart is shown in Italian.
        const description = (scope.locale === "it" && evaluation.coupon.descriptionIt) || evaluation.coupon.description;
        coupon = { code: evaluation.coupon.code, description, id: evaluation.coupon.id };
      } else {
        couponProblem = new CouponNotApplicableError(
          evaluation.code,
          evaluation.problem,
          evaluation.minimum != null ? money(evaluation.minimum, scope.currency) : null,
        );
      }
    }
    const withDiscount = lines.map((l, i) => ({ ...l, discount: discounts[i]! }));
    const subtotal = withDiscount.reduce((n, l) => n + (l.problem ? 0 : l.unitPrice * l.quantity), 0);
    const discount = discounts.reduce((a, b) => a + b, 0);
    return { lines: withDiscount, subtotal, discount, total: subtotal - discount, couponCode, coupon, couponProblem };
  }

  /** The signed-in user's cart (an empty one when they have none yet). */
  async get(ctx: RequestContext, scope: CartScope): Promise<CartView> {
    const userId = this.userId(ctx);
    const cart = await ctx.manager.getRepository(Cart).findOneBy({ userId });
    return this.view(ctx, cart, scope);
  }

  /** A guest's local cart, priced (nothing stored). */
  async quote(ctx: RequestContext, items: readonly StoredLine[], couponCode: string | null, scope: CartScope): Promise<CartView> {
    const lines = mergeByProduct(items);
    const priced = await this.price(ctx, lines, couponCode, scope, ctx.user?.id ?? null);
    return toView(null, priced, scope, null);
  }

  /**
   * Adds a product (quantity 1 by default) to the line of that product, switching it to the
   * offer asked for; the line is capped at its maximum. Refused before any write when the product
   * cannot be bought or has no key left.
   */
  async add(
    ctx: RequestContext,
    input: { productId: number; offerId: number | null; quantity: number; addedFromCartPage: boolean; transactionId?: string },
    scope: CartScope,
  ): Promise<CartView | ProductUnavailableError | OutOfStockError> {
    const userId = this.userId(ctx);
    const [line] = await priceLines(ctx, [{ productId: input.productId, offerId: input.offerId, quantity: input.quantity }], scope.currency, scope.locale);
    if (line!.problem === "UNAVAILABLE") return new ProductUnavailableError(input.productId);
    if (line!.problem === "OUT_OF_STOCK") {
      return new OutOfStockError([{ productId: input.productId, offerId: line!.offerId, requested: input.quantity, quantityAvailable: 0 }]);
    }
    return withTransaction(ctx, async (tx) => {
      const cart = await this.ensureCart(tx, userId, scope);
      if (input.transactionId && cart.lastTransactionId === input.transactionId) return this.view(tx, cart, scope);
      await tx.manager.query(
        `INSERT INTO cart_items (cart_id, product_id, offer_id, quantity, added_from_cart_page) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (cart_id, product_id) DO UPDATE
           SET quantity = least($6::int, cart_items.quantity + EXCLUDED.quantity), offer_id = EXCLUDED.offer_id,
               added_from_cart_page = EXCLUDED.added_from_cart_page, added_at = now()`,
        [cart.id, input.productId, line!.offerId, clampQuantity(input.quantity, line!.maxQuantity), input.addedFromCartPage, line!.maxQuantity],
      );
      await this.touch(tx, cart, { lastTransactionId: input.transactionId ?? cart.lastTransactionId });
      return this.view(tx, cart, scope);
    });
  }

  /**
   * Adds several products in one change (REST addToCart): all are checked first, so one that
   * cannot be added leaves the cart as it was. A repeated `transactionId` changes nothing.
   */
  async addLines(
    ctx: RequestContext,
    lines: readonly StoredLine[],
    transactionId: string | null,
    scope: CartScope,
  ): Promise<CartView | ProductUnavailableError | OutOfStockError> {
    const userId = this.userId(ctx);
    const merged = mergeByProduct(lines);
    const priced = await priceLines(ctx, merged, scope.currency, scope.locale);
    const unavailable = priced.find((l) => l.problem === "UNAVAILABLE");
    if (unavailable) return new ProductUnavailableError(unavailable.productId);
    const sold = priced.filter((l) => l.problem === "OUT_OF_STOCK");
    if (sold.length)
      return new OutOfStockError(sold.map((l) => ({ productId: l.productId, offerId: l.offerId, requested: l.requestedQuantity, quantityAvailable: 0 })));
    return withTransaction(ctx, async (tx) => {
      const cart = await this.ensureCart(tx, userId, scope);
      if (transactionId && cart.lastTransactionId === transactionId) return this.view(tx, cart, scope);
      for (const l of priced) {
        await tx.manager.query(
          `INSERT INTO cart_items (cart_id, product_id, offer_id, quantity) VALUES ($1, $2, $3, $4)
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = least($5::int, cart_items.quantity + EXCLUDED.quantity), offer_id = EXCLUDED.offer_id, added_at = now()`,
          [cart.id, l.productId, l.offerId, l.quantity, l.maxQuantity],
        );
      }
      await this.touch(tx, cart, { lastTransactionId: transactionId ?? cart.lastTransactionId });
      return this.view(tx, cart, scope);
    });
  }

  /**
   * Makes the cart hold exactly these lines (REST updateCartSummary: the browser's mirrored cart
   * written back), each clamped to its maximum; unavailable ones are dropped. `couponCode`
   * undefined keeps the cart's coupon, null removes it.
   */
  async replace(ctx: RequestContext, lines: readonly StoredLine[], couponCode: string | null | undefined, scope: CartScope): Promise<CartView> {
    const userId = this.userId(ctx);
    return withTransaction(ctx, async (tx) => {
      const cart = await this.ensureCart(tx, userId, scope);
      const priced = (await priceLines(tx, mergeByProduct(lines), scope.currency, scope.locale)).filter((l) => !l.problem);
      await tx.manager.query(`DELETE FROM cart_items WHERE cart_id = $1 AND NOT (product_id = ANY($2::int[]))`, [cart.id, priced.map((l) => l.productId)]);
      for (const l of priced) {
        await tx.manager.query(
          `INSERT INTO cart_items (cart_id, product_id, offer_id, quantity) VALUES ($1, $2, $3, $4)
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, offer_id = EXCLUDED.offer_id`,
          [cart.id, l.productId, l.offerId, l.quantity],
        );
      }
      await this.touch(tx, cart, {
        ...(couponCode !== undefined ? { couponCode: couponCode ? couponCode.trim().toUpperCase() : null } : {}),
        ...(priced.length === 0 ? { lifecycle: CartLifecycle.Deleted } : {}),
      });
      return this.view(tx, cart, scope);
    });
  }

  /** The offer of a seller for a product (REST clients name the seller, as the spec's cart product does); null when none. */
  async resolveOffer(ctx: RequestContext, productId: number, sellerId: number): Promise<number | null> {
    const [row] = await ctx.manager.query(`SELECT id FROM offers WHERE product_id = $1 AND seller_id = $2`, [productId, sellerId]);
    return row?.id ?? null;
  }

  /** Sets a line's quantity, clamped between 1 and its maximum; 0 or null removes it. */
  async update(ctx: RequestContext, productId: number, quantity: number | null, scope: CartScope): Promise<CartView> {
    if (!quantity) return this.remove(ctx, productId, scope);
    const userId = this.userId(ctx);
    return withTransaction(ctx, async (tx) => {
      const cart = await this.ensureCart(tx, userId, scope);
      const item = await tx.manager.getRepository(CartItem).findOneBy({ cartId: cart.id, productId });
      if (item) {
        const [line] = await priceLines(tx, [{ productId, offerId: item.offerId, quantity }], scope.currency, scope.locale);
        // An unavailable line keeps what it asked for, within the shop's cap: it shows as unavailable.
        item.quantity = line!.problem ? clampQuantity(quantity, 5) : line!.quantity;
        await tx.manager.getRepository(CartItem).update({ id: item.id }, { quantity: item.quantity });
        await this.touch(tx, cart);
      }
      return this.view(tx, cart, scope);
    });
  }

  /** Removes a line (nothing happens when there is none). */
  async remove(ctx: RequestContext, productId: number, scope: CartScope): Promise<CartView> {
    const userId = this.userId(ctx);
    return withTransaction(ctx, async (tx) => {
      const cart = await tx.manager.getRepository(Cart).findOneBy({ userId });
      if (!cart) return this.view(tx, null, scope);
      const removed = await tx.manager.getRepository(CartItem).delete({ cartId: cart.id, productId });
      if (removed.affected) {
        const left = await tx.manager.getRepository(CartItem).countBy({ cartId: cart.id });
        await this.touch(tx, cart, left === 0 ? { lifecycle: CartLifecycle.Deleted, couponCode: null } : {});
      }
      return this.view(tx, cart, scope);
    });
  }

  /**
   * Merges a guest's local lines: products missing from the server cart are added (capped);
   * lines already there stay as they are (spec: on fetching, local products missing from the
   * server cart are merged in). Unavailable local lines are dropped.
   */
  async merge(ctx: RequestContext, items: readonly StoredLine[], scope: CartScope): Promise<CartView> {
    const userId = this.userId(ctx);
    return withTransaction(ctx, async (tx) => {
      const cart = await this.ensureCart(tx, userId, scope);
      const existing = new Set((await tx.manager.getRepository(CartItem).findBy({ cartId: cart.id })).map((i) => i.productId));
      const missing = mergeByProduct(items).filter((l) => !existing.has(l.productId));
      const priced = await priceLines(tx, missing, scope.currency, scope.locale);
      const rows = priced.filter((l) => !l.problem).map((l) => ({ cartId: cart.id, productId: l.productId, offerId: l.offerId!, quantity: l.quantity }));
      if (rows.length) {
        await tx.manager.createQueryBuilder().insert().into(CartItem).values(rows).orIgnore().execute();
        await this.touch(tx, cart);
      }
      return this.view(tx, cart, scope);
    });
  }

  /** Keeps a coupon on the cart when it applies now; otherwise says why and keeps nothing. */
  async applyCoupon(ctx: RequestContext, code: string, scope: CartScope): Promise<CartView | CouponNotApplicableError> {
    const userId = this.userId(ctx);
    return withTransaction(ctx, async (tx) => {
      const cart = await this.ensureCart(tx, userId, scope);
      const stored = await this.storedLines(tx, cart.id);
      const priced = await this.price(tx, stored, code, scope, userId);
      if (priced.couponProblem) return priced.couponProblem;
      await this.touch(tx, cart, { couponCode: priced.coupon!.code });
      return this.view(tx, cart, scope);
    });
  }

  async removeCoupon(ctx: RequestContext, scope: CartScope): Promise<CartView> {
    const userId = this.userId(ctx);
    return withTransaction(ctx, async (tx) => {
      const cart = await tx.manager.getRepository(Cart).findOneBy({ userId });
      if (cart?.couponCode) await this.touch(tx, cart, { couponCode: null });
      return this.view(tx, cart, scope);
    });
  }

  /** The lines of a cart as stored. */
  async storedLines(ctx: RequestContext, cartId: string): Promise<StoredLine[]> {
    const items = await ctx.manager.getRepository(CartItem).find({ where: { cartId }, order: { addedAt: "ASC", id: "ASC" } });
    return items.map((i) => ({ productId: i.productId, offerId: i.offerId, quantity: i.quantity }));
  }

  /** The user's cart row, if any (checkout reads it). */
  findCart(ctx: RequestContext, userId: string): Promise<Cart | null> {
    return ctx.manager.getRepository(Cart).findOneBy({ userId });
  }

  /** After a paid order: the ordered products leave the cart, which becomes Completed. */
  async complete(ctx: RequestContext, userId: string, productIds: readonly number[]): Promise<void> {
    const cart = await ctx.manager.getRepository(Cart).findOneBy({ userId });
    if (!cart) return;
    await ctx.manager.query(`DELETE FROM cart_items WHERE cart_id = $1 AND product_id = ANY($2)`, [cart.id, productIds]);
    await ctx.manager.getRepository(Cart).update({ id: cart.id }, { lifecycle: CartLifecycle.Completed, couponCode: null });
  }

  // ------------------------------------------------------------ abandonment

  /**
   * Marks carts untouched since `before` as Abandoned and returns them with a fresh recovery
   * token each (its hash is stored). Carts already mailed for this abandonment are skipped: one
   * mail per abandonment. Run by the abandonment job.
   */
  async markAbandoned(
    ctx: RequestContext,
    before: Date,
    limit = 200,
  ): Promise<{ cartId: string; userId: string; token: string; locale: Locale; currency: CurrencyCode }[]> {
    const candidates: { id: string; user_id: string; locale: Locale; currency: CurrencyCode }[] = await ctx.manager.query(
      `SELECT c.id, c.user_id, c.locale, c.currency FROM carts c
        WHERE c.lifecycle IN (${CartLifecycle.Created}, ${CartLifecycle.Recovered}, ${CartLifecycle.Restored})
          AND c.updated_at < $1 AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
        ORDER BY c.updated_at LIMIT $2`,
      [before, limit],
    );
    const out = [];
    for (const c of candidates) {
      const token = randomBytes(24).toString("base64url");
      // Conditional on the state read above: a cart changed meanwhile (or taken by another process) is skipped.
      const marked = returnedRows(
        await ctx.manager.query(
          `UPDATE carts SET lifecycle = ${CartLifecycle.Abandoned}, abandoned_at = now(), recovery_mailed_at = now(), recovery_token_hash = $2,
                abandoned_items = (SELECT jsonb_agg(jsonb_build_object('productId', product_id, 'offerId', offer_id, 'quantity', quantity) ORDER BY added_at, id)
                                     FROM cart_items WHERE cart_id = $1)
          WHERE id = $1 AND updated_at < $3 AND lifecycle IN (${CartLifecycle.Created}, ${CartLifecycle.Recovered}, ${CartLifecycle.Restored})
          RETURNING id`,
          [c.id, sha256(token), before],
        ),
      );
      if (marked.length) out.push({ cartId: c.id, userId: c.user_id, token, locale: c.locale, currency: c.currency });
    }
    return out;
  }

  /**
   * The recovery link: puts back the lines the cart had when it was abandoned (keeping lines
   * added since) and marks it Restored. Returns the owner's id, or null for an unknown token.
   * The link works for whoever holds it, as mailed links do; it only restores a cart.
   */
  async restore(ctx: RequestContext, token: string): Promise<{ userId: string; locale: Locale } | null> {
    return withTransaction(ctx, async (tx) => {
      const rows: { id: string; user_id: string; locale: Locale; abandoned_items: StoredLine[] | null }[] = await tx.manager.query(
        `SELECT id, user_id, locale, abandoned_items FROM carts WHERE recovery_token_hash = $1 FOR UPDATE`,
        [sha256(token)],
      );
      const cart = rows[0];
      if (!cart) return null;
      for (const l of cart.abandoned_items ?? []) {
        await tx.manager.query(
          `INSERT INTO cart_items (cart_id, product_id, offer_id, quantity) VALUES ($1, $2, $3, $4) ON CONFLICT (cart_id, product_id) DO NOTHING`,
          [cart.id, l.productId, l.offerId, clampQuantity(l.quantity, 5)],
        );
      }
      await tx.manager.query(`UPDATE carts SET lifecycle = ${CartLifecycle.Restored}, updated_at = now() WHERE id = $1`, [cart.id]);
      return { userId: cart.user_id, locale: cart.locale };
    });
  }

  // ------------------------------------------------------------ internals

  /** The user's cart, created (Created) when missing; a Deleted or Completed cart starts over as Created. */
  private async ensureCart(ctx: RequestContext, userId: string, scope: CartScope): Promise<Cart> {
    await ctx.manager.query(`INSERT INTO carts (user_id, currency, locale) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`, [
      userId,
      scope.currency,
      scope.locale,
    ]);
    // Locked for the transaction: one change of a cart at a time.
    const cart = await ctx.manager.getRepository(Cart).findOneOrFail({ where: { userId }, lock: { mode: "pessimistic_write" } });
    if (cart.currency !== scope.currency || cart.locale !== scope.locale) {
      await ctx.manager.getRepository(Cart).update({ id: cart.id }, { currency: scope.currency, locale: scope.locale });
      Object.assign(cart, { currency: scope.currency, locale: scope.locale });
    }
    return cart;
  }

  /** Records a change made by the shopper: lastUpdate, and the lifecycle that follows from it. */
  private async touch(ctx: RequestContext, cart: Cart, changes: Partial<Pick<Cart, "couponCode" | "lifecycle" | "lastTransactionId">> = {}): Promise<void> {
    const lifecycle =
      changes.lifecycle ??
      (cart.lifecycle === CartLifecycle.Abandoned
        ? CartLifecycle.Recovered
        : cart.lifecycle === CartLifecycle.Deleted || cart.lifecycle === CartLifecycle.Completed
          ? CartLifecycle.Created
          : cart.lifecycle);
    const set = { ...changes, lifecycle, updatedAt: new Date() };
    await ctx.manager.getRepository(Cart).update({ id: cart.id }, set);
    Object.assign(cart, set);
  }

  private async view(ctx: RequestContext, cart: Cart | null, scope: CartScope): Promise<CartView> {
    if (!cart) return toView(null, await this.price(ctx, [], null, scope, null), scope, null);
    const items = await ctx.manager.getRepository(CartItem).find({ where: { cartId: cart.id }, order: { addedAt: "ASC", id: "ASC" } });
    const stored = items.map((i) => ({ productId: i.productId, offerId: i.offerId, quantity: i.quantity }));
    const priced = await this.price(ctx, stored, cart.couponCode, scope, cart.userId);
    const recent = items.reduce<CartItem | null>((a, b) => (!a || b.addedAt >= a.addedAt ? b : a), null);
    return toView(cart, priced, scope, recent);
  }
}

/** One line per product: quantities add up, the last offer asked wins. */
export function mergeByProduct(items: readonly StoredLine[]): StoredLine[] {
  const by = new Map<number, StoredLine>();
  for (const i of items) {
    const prev = by.get(i.productId);
    by.set(i.productId, { productId: i.productId, offerId: i.offerId ?? prev?.offerId ?? null, quantity: (prev?.quantity ?? 0) + i.quantity });
  }
  return [...by.values()];
}

function toView(cart: Cart | null, priced: PricedCart, scope: CartScope, recent: CartItem | null): CartView {
  const products: CartProductView[] = priced.lines.map((l) => ({
    productId: l.productId,
    offerId: l.offerId,
    sellerId: l.sellerId,
    sellerName: l.sellerName,
    quantity: l.quantity,
    maxQuantity: l.maxQuantity,
    price: money(l.unitPrice, scope.currency).amount,
    currency: scope.currency,
    lineTotal: money(l.problem ? 0 : l.unitPrice * l.quantity, scope.currency),
    discount: money(l.discount, scope.currency),
    isZeroVat: l.isZeroVat,
    name: l.name,
    type: l.type,
    preOrder: l.preOrder,
    available: !l.problem,
    problem: l.problem ? CartLineProblem[l.problem] : null,
    offerChanged: l.offerChanged,
    locale: scope.locale,
  }));
  return {
    id: cart?.id ?? null,
    products,
    quantity: products.reduce((n, p) => n + p.quantity, 0),
    currency: scope.currency,
    subtotal: money(priced.subtotal, scope.currency),
    discount: money(priced.discount, scope.currency),
    total: money(priced.total, scope.currency),
    coupon: priced.coupon ? { code: priced.coupon.code, description: priced.coupon.description, discount: money(priced.discount, scope.currency) } : null,
    couponCode: priced.couponCode,
    couponProblem: priced.couponProblem?.reason ?? null,
    lastUpdate: cart?.updatedAt ?? null,
    recentItem: recent?.productId ?? null,
    addedFromCartPage: recent?.addedFromCartPage ?? false,
    lifecycle: cart?.lifecycle ?? null,
    purchasable: products.length > 0 && products.every((p) => p.available),
  };
}

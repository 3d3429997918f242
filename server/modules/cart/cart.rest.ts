/**
 * The spec's cart, coupon and favourite calls (/api/user/cart/*, /api/user/coupons/verify,
 * /api/user/favorites/*). Thin: validate with the same rules as GraphQL, guard, call one service
 * method, shape the answer in the spec's field names.
 */
import { Router, type Response } from "express";
import { z } from "zod";
import { requirePermission } from "../../core/auth/index.js";
import { ErrorCode, isErrorResult, NotFoundError, type ErrorResult } from "../../core/errors/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { currencySchema, endpoint, localeSchema, sendError } from "../../rest/rest.js";
import { mergeByProduct, type StoredLine } from "./cart.service.js";
import { money } from "../../common/money.js";
import { cartRules, MAX_CART_LINES, type CartView } from "./cart.types.js";

const scope = { currency: currencySchema, locale: localeSchema };

/** A spec cart product as clients send it: the product, and the seller (spec) or the offer; quantity 1 by default. */
const product = z.object({
  productId: cartRules.productId,
  offerId: cartRules.offerId.nullish(),
  sellerId: cartRules.productId.nullish(),
  quantity: cartRules.updateQuantity.default(1),
});
const products = z.array(product, { error: () => "must be an array of cart products" }).max(MAX_CART_LINES);

/** The spec's Cart shape (products, quantity, lastUpdate, id, recentItem, addedFromCartPage) with totals. */
export function cartShape(c: CartView) {
  return {
    id: c.id,
    products: c.products.map((p) => ({
      productId: p.productId,
      quantity: p.quantity,
      price: p.price,
      currency: p.currency,
      isZeroVat: p.isZeroVat,
      sellerId: p.sellerId,
      name: p.name,
      type: p.type,
      maxQuantity: p.maxQuantity,
      offerId: p.offerId,
      sellerName: p.sellerName,
      available: p.available,
      problem: p.problem,
    })),
    quantity: c.quantity,
    lastUpdate: c.lastUpdate,
    recentItem: c.recentItem,
    addedFromCartPage: c.addedFromCartPage,
    currency: c.currency,
    subtotal: c.subtotal.amount,
    discount: c.discount.amount,
    total: c.total.amount,
    couponCode: c.couponCode,
    couponProblem: c.couponProblem,
    lifecycle: c.lifecycle,
  };
}

/** REST clients name sellers; lines name offers. */
async function toLines(ctx: RequestContext, items: z.output<typeof products>): Promise<StoredLine[]> {
  const out: StoredLine[] = [];
  for (const i of items) {
    let offerId = i.offerId ?? null;
    if (offerId == null && i.sellerId != null) {
      offerId = await ctx.services.carts.resolveOffer(ctx, i.productId, i.sellerId);
      if (offerId == null) throw new NotFoundError("Offer");
    }
    out.push({ productId: i.productId, offerId, quantity: i.quantity });
  }
  return out;
}

/** An error result as the spec's cart failure: `success: false`, a null result, the code and message. */
function cartFailure(res: Response, e: ErrorResult) {
  res.status(400).json({
    success: false,
    updatedResult: null,
    result: "BAD_REQUEST",
    code: e.errorCode === ErrorCode.OUT_OF_STOCK ? "cart/out-of-stock" : "cart/product-unavailable",
    message: e.message,
    details: e,
  });
}

export function cartRoutes(): Router {
  const r = Router();

  r.get(
    "/user/cart/get",
    requirePermission("cart:info"),
    endpoint(z.object(scope), async (ctx, input) => cartShape(await ctx.services.carts.get(ctx, input))),
  );

  r.post(
    "/user/cart/addToCart",
    requirePermission("cart:edit"),
    endpoint(
      z.object({ transactionId: cartRules.transactionId.nullish(), products: products.min(1, "must hold at least one product"), ...scope }),
      async (ctx, input, _req, res) => {
        const lines = (await toLines(ctx, input.products)).map((l) => ({ ...l, quantity: Math.max(1, l.quantity) }));
        const out = await ctx.services.carts.addLines(ctx, lines, input.transactionId ?? null, input);
        if (isErrorResult(out)) return cartFailure(res, out);
        return { success: true, transactionId: input.transactionId ?? null, updatedResult: cartShape(out) };
      },
    ),
  );

  r.post(
    "/user/cart/updateCartProducts",
    requirePermission("cart:edit"),
    endpoint(z.object({ products: products.min(1, "must hold at least one product"), ...scope }), async (ctx, input) => {
      let cart: CartView | null = null;
      for (const p of input.products) cart = await ctx.services.carts.update(ctx, p.productId, p.quantity, input);
      return { success: true, updatedResult: cartShape(cart!) };
    }),
  );

  r.post(
    "/user/cart/updateCartSummary",
    requirePermission("cart:edit"),
    endpoint(z.object({ products, couponCode: cartRules.couponCode.nullish(), ...scope }), async (ctx, input) => {
      const cart = await ctx.services.carts.replace(ctx, await toLines(ctx, input.products), input.couponCode, input);
      return { success: true, updatedResult: cartShape(cart) };
    }),
  );

  r.post(
    "/user/coupons/verify",
    requirePermission("coupons:info"),
    endpoint(
      z.object({ couponCode: cartRules.couponCode, purchases: products.min(1, "must hold at least one product"), ...scope }),
      async (ctx, input, _req, res) => {
        const lines = mergeByProduct(await toLines(ctx, input.purchases));
        const priced = await ctx.services.carts.price(ctx, lines, input.couponCode, input, ctx.user!.id);
        if (priced.couponProblem || !priced.coupon) return sendError(res, priced.couponProblem!);
        const amount = (minor: number) => money(minor, input.currency).amount;
        return {
          valid: true,
          couponCode: priced.coupon.code,
          description: priced.coupon.description,
          currency: input.currency,
          discount: amount(priced.discount),
          subtotal: amount(priced.subtotal),
          total: amount(priced.total),
          lines: priced.lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            price: amount(l.unitPrice),
            discount: amount(l.discount),
            available: !l.problem,
          })),
        };
      },
    ),
  );

  // ---- favourites (spec: get, set {productId, date, userId}, delete {productId, userId})
  const ownUser = (ctx: RequestContext, userId: string | null | undefined) => {
    // Another user's id answers like an unknown one.
    if (userId && userId !== ctx.user!.id) throw new NotFoundError("User");
  };
  const favouriteShape = (f: { productId: number; createdAt: Date; userId: string; priceAlert: boolean }) => ({
    productId: f.productId,
    date: f.createdAt,
    userId: f.userId,
    priceAlert: f.priceAlert,
  });

  r.post(
    "/user/favorites/get",
    requirePermission("favourites:info"),
    endpoint(z.object({}).passthrough(), async (ctx) => (await ctx.services.favourites.list(ctx)).map(favouriteShape)),
  );
  r.post(
    "/user/favorites/set",
    requirePermission("favourites:add"),
    endpoint(
      z.object({
        productId: cartRules.productId,
        date: z.unknown().optional(),
        userId: z.string().max(100).nullish(),
        priceAlert: z.boolean().nullish(),
        currency: currencySchema,
      }),
      async (ctx, input) => {
        ownUser(ctx, input.userId);
        return {
          result: "SUCCESS",
          favorite: favouriteShape(await ctx.services.favourites.add(ctx, input.productId, { priceAlert: input.priceAlert, currency: input.currency })),
        };
      },
    ),
  );
  r.post(
    "/user/favorites/delete",
    requirePermission("favourites:delete"),
    endpoint(z.object({ productId: cartRules.productId, userId: z.string().max(100).nullish() }), async (ctx, input) => {
      ownUser(ctx, input.userId);
      return { result: "SUCCESS", deleted: await ctx.services.favourites.remove(ctx, input.productId) };
    }),
  );

  return r;
}

/** GraphQL of the cart: the signed-in user's cart and its changes, and the guest quote. Thin: one service call each. */
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { resultUnion } from "../../core/errors/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { ProductView } from "../catalog/catalog.types.js";
import type { StoredLine } from "./cart.service.js";
import {
  AddItemToCartInput,
  ApplyCouponInput,
  CartContextInput,
  CartItemInput,
  CartProductView,
  CartQuoteInput,
  CartView,
  CouponNotApplicableError,
  MergeCartInput,
  OutOfStockError,
  ProductUnavailableError,
  RemoveCartItemInput,
  UpdateCartItemInput,
} from "./cart.types.js";

export const AddItemToCartResult = resultUnion("AddItemToCartResult", "Adding to the cart: the cart, or why the product cannot be added.", CartView, [
  ProductUnavailableError,
  OutOfStockError,
]);
export const ApplyCouponResult = resultUnion(
  "ApplyCouponResult",
  "Applying a coupon: the cart with its discount, or why the coupon does not apply.",
  CartView,
  [CouponNotApplicableError],
);

const toLines = (items: readonly CartItemInput[]): StoredLine[] =>
  items.map((i) => ({ productId: Number(i.productId), offerId: i.offerId ? Number(i.offerId) : null, quantity: i.quantity }));
const scopeOf = (i: CartContextInput) => ({ currency: i.currency, locale: i.locale });

@Resolver()
export class CartResolver {
  @Authorized("cart:info")
  @Query(() => CartView, { description: "The signed-in user's cart, priced now. Users." })
  cart(
    @Ctx() ctx: RequestContext,
    @Arg("currency", () => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency of the prices." }) currency: CurrencyCode,
    @Arg("locale", () => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the names." }) locale: Locale,
  ): Promise<CartView> {
    return ctx.services.carts.get(ctx, { currency, locale });
  }

  @Query(() => CartView, { description: "Prices a guest's local cart (and a coupon's discount) without storing anything. Public." })
  cartQuote(@Arg("input", () => CartQuoteInput, { description: "The local lines." }) input: CartQuoteInput, @Ctx() ctx: RequestContext): Promise<CartView> {
    // Coupons and time change a quote without any catalogue change: never kept in the response cache.
    ctx.cacheDeps?.limitMaxAge(0);
    return ctx.services.carts.quote(ctx, toLines(input.items), input.couponCode ?? null, scopeOf(input));
  }

  @Authorized("cart:edit")
  @Mutation(() => AddItemToCartResult, { description: "Adds a product to the cart (quantity 1 by default, capped at the line's maximum). Users." })
  addItemToCart(@Arg("input", () => AddItemToCartInput, { description: "Product, offer, quantity." }) input: AddItemToCartInput, @Ctx() ctx: RequestContext) {
    return ctx.services.carts.add(
      ctx,
      {
        productId: Number(input.productId),
        offerId: input.offerId ? Number(input.offerId) : null,
        quantity: input.quantity,
        addedFromCartPage: input.addedFromCartPage,
      },
      scopeOf(input),
    );
  }

  @Authorized("cart:edit")
  @Mutation(() => CartView, { description: "Sets a line's quantity (clamped between 1 and its maximum); 0 or null removes it. Users." })
  updateCartItem(
    @Arg("input", () => UpdateCartItemInput, { description: "Line and quantity." }) input: UpdateCartItemInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CartView> {
    return ctx.services.carts.update(ctx, Number(input.productId), input.quantity ?? null, scopeOf(input));
  }

  @Authorized("cart:edit")
  @Mutation(() => CartView, { description: "Removes a line. Users." })
  removeCartItem(
    @Arg("input", () => RemoveCartItemInput, { description: "The line." }) input: RemoveCartItemInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CartView> {
    return ctx.services.carts.remove(ctx, Number(input.productId), scopeOf(input));
  }

  @Authorized("cart:edit")
  @Mutation(() => CartView, { description: "Merges a guest's local cart after signing in: products missing from the server cart are added. Users." })
  mergeCart(@Arg("input", () => MergeCartInput, { description: "The local lines." }) input: MergeCartInput, @Ctx() ctx: RequestContext): Promise<CartView> {
    return ctx.services.carts.merge(ctx, toLines(input.items), scopeOf(input));
  }

  @Authorized("cart:edit")
  @Mutation(() => ApplyCouponResult, { description: "Applies a coupon code to the cart when it applies now. Users." })
  applyCoupon(@Arg("input", () => ApplyCouponInput, { description: "The code." }) input: ApplyCouponInput, @Ctx() ctx: RequestContext) {
    return ctx.services.carts.applyCoupon(ctx, input.code, scopeOf(input));
  }

  @Authorized("cart:edit")
  @Mutation(() => CartView, { description: "Removes the cart's coupon. Users." })
  removeCoupon(
    @Arg("input", () => CartContextInput, { description: "Currency and language of the answer." }) input: CartContextInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CartView> {
    return ctx.services.carts.removeCoupon(ctx, scopeOf(input));
  }
}

@Resolver(() => CartProductView)
export class CartProductResolver {
  @FieldResolver(() => ProductView, { nullable: true, description: "The product (page URL, cover, platform …) in the cart's language." })
  product(@Root() line: CartProductView, @Ctx() ctx: RequestContext): Promise<ProductView | null> {
    return ctx.loaders.productById(line.locale).load(line.productId);
  }
}

/** GraphQL of back-in-stock alerts. Thin: one service call each. */
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { argRule } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { cartRules } from "../cart/cart.types.js";
import { ProductView } from "../catalog/catalog.types.js";
import { CreateStockAlertInput, CreateStockAlertResult, type CreateStockAlertOutcome, StockAlertView } from "./stock-alerts.types.js";

@Resolver(() => StockAlertView)
export class StockAlertsResolver {
  @Authorized("alerts:info")
  @Query(() => [StockAlertView], { description: "Your active back-in-stock alerts, newest first. Users." })
  stockAlerts(@Ctx() ctx: RequestContext): Promise<StockAlertView[]> {
    return ctx.services.stockAlerts.list(ctx);
  }

  @Mutation(() => CreateStockAlertResult, {
    description:
      "Mails once when an out-of-stock product has keys again. Signed in: active at once, at the account's address (asking again " +
      "changes nothing). Guests: `email` gets a confirmation link first (double opt-in), rate-limited per IP. Public.",
  })
  createStockAlert(
    @Arg("input", () => CreateStockAlertInput, { description: "Product, and a guest's address." }) input: CreateStockAlertInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateStockAlertOutcome> {
    return ctx.services.stockAlerts.create(ctx, input);
  }

  @Authorized("alerts:delete")
  @Mutation(() => Boolean, { description: "Cancels your alert on a product; false when you had none. Users." })
  cancelStockAlert(
    @Arg("productId", () => ID, { description: "The product.", validateFn: argRule("productId", cartRules.productId) }) productId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.stockAlerts.cancel(ctx, Number(productId));
  }

  @FieldResolver(() => ProductView, { nullable: true, description: "The product (null once it left the shop)." })
  product(
    @Root() a: StockAlertView,
    @Ctx() ctx: RequestContext,
    @Arg("locale", () => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the product's texts." }) locale: Locale,
  ) {
    return ctx.loaders.productById(locale).load(Number(a.productId));
  }
}

@Resolver(() => ProductView)
export class ProductStockAlertResolver {
  @FieldResolver(() => StockAlertView, {
    nullable: true,
    description: "The signed-in viewer's active back-in-stock alert on this product; null for guests and when there is none.",
  })
  stockAlert(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<StockAlertView | null> | null {
    return ctx.user ? ctx.loaders.stockAlertOf(ctx.user.id).load(p.id) : null;
  }
}

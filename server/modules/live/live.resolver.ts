/**
 * GraphQL subscriptions (graphql-ws over WebSocket at /graphql; server/graphql/live): an
 * order's progress for its buyer, a product's prices, offers and stock for anyone, and a
 * seller's offers with their competition for the seller console. Each sends the current state
 * at once, then the state after every change, whichever process made it (the database's
 * notifications reach every process). They are authorised like the matching queries: another's
 * order or offer is NOT_FOUND.
 */
import { Arg, Authorized, Ctx, ID, Resolver, Root, Subscription } from "type-graphql";
import { DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import type { RequestContext } from "../../graphql/context.js";
import { liveView, refreshLoaders } from "../../graphql/live/live-view.js";
import { orderTopic, productTopic } from "../../graphql/live/hub.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { argRule } from "../../core/validation/index.js";
import { catalogRules, ProductView } from "../catalog/catalog.types.js";
import { OrderView } from "../orders/orders.types.js";
import type { Order } from "../orders/order.entities.js";
import { SellerOfferView } from "../sellers/seller-offers.types.js";

const productIdRule = argRule("id", catalogRules.productId);

/** Offers one seller-console subscription may follow (a page of the offers list). */
export const MAX_LIVE_OFFERS = 50;

type SubscribeData<A> = { args: A; context: RequestContext };

@Resolver()
export class LiveResolver {
  @Authorized("orders:info")
  @Subscription(() => OrderView, {
    description:
      "One of your orders (staff: any order) now and after every change of its progress: status, payment, delivery, refunds. " +
      "Another's order is NOT_FOUND. Users. Over WebSocket (graphql-ws) at /graphql.",
    subscribe: ({ args, context }: SubscribeData<{ id: string }>) => liveView(context, [orderTopic(args.id)], (ctx) => ctx.services.orders.get(ctx, args.id)),
  })
  orderUpdated(@Root() order: Order, @Arg("id", () => ID, { description: "The order." }) _id: string, @Ctx() ctx: RequestContext): Order {
    refreshLoaders(ctx);
    return order;
  }

  @Subscription(() => ProductView, {
    description:
      "A product now and after every change of its prices, offers or stock (a sale, a seller's new price, keys uploaded). " +
      "Ends when the product is withdrawn; an unknown one is NOT_FOUND. Public. Over WebSocket (graphql-ws) at /graphql.",
    subscribe: ({ args, context }: SubscribeData<{ id: string; locale: Locale }>) => {
      // Checked here, once: TypeGraphQL would validate a subscription's arguments on every event,
      // after `subscribe` has already used them.
      productIdRule(args.id);
      const id = Number(args.id);
      let seen = false;
      return liveView(context, [productTopic(id)], async (ctx) => {
        const [product] = await ctx.services.catalog.productsByIds(ctx, [id], args.locale);
        if (!product && !seen) throw new NotFoundError("Product");
        seen = true;
        return product ?? null;
      });
    },
  })
  productUpdated(
    @Root() product: ProductView,
    @Arg("id", () => ID, { description: "The product." }) _id: string,
    @Arg("locale", () => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the texts." }) _locale: Locale,
    @Ctx() ctx: RequestContext,
  ): ProductView {
    refreshLoaders(ctx);
    return product;
  }

  @Authorized("offers:info")
  @Subscription(() => [SellerOfferView], {
    description:
      `Your offers (admins: any), in the order given, now and after every change of their products' competition, ` +
      `their stock or sales: the console's live list. Up to ${MAX_LIVE_OFFERS}; another seller's offer is NOT_FOUND. ` +
      "Sellers, admins. Over WebSocket (graphql-ws) at /graphql.",
    subscribe: async ({ args, context }: SubscribeData<{ ids: string[] }>) => {
      if (args.ids.length === 0 || args.ids.length > MAX_LIVE_OFFERS) throw new InvalidInputError(`ids must hold 1 to ${MAX_LIVE_OFFERS} offers`);
      // Read once for the products to follow; liveView then listens before it reads the first state,
      // so that a change made between the two reads is not missed.
      const offers = await context.services.sellerOffers.getMany(context, args.ids);
      const topics = [...new Set(offers.map((o) => productTopic(o.productId)))];
      return liveView(context, topics, (ctx) => ctx.services.sellerOffers.getMany(ctx, args.ids));
    },
  })
  sellerOffersUpdated(
    @Root() offers: SellerOfferView[],
    @Arg("ids", () => [ID], { description: `Up to ${MAX_LIVE_OFFERS} of your offers.` }) _ids: string[],
    @Ctx() ctx: RequestContext,
  ): SellerOfferView[] {
    refreshLoaders(ctx);
    return offers;
  }
}

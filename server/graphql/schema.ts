import "reflect-metadata";
import { buildSchema, getMetadataStorage, type PubSub } from "type-graphql";
import { GraphQLEnumType, GraphQLSchema, lexicographicSortSchema, specifiedDirectives } from "graphql";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { cacheControlDirective } from "./cache-hints.js";
import "../common/enums.js";
import {
  CategoryResolver,
  MacrocategoryResolver,
  OfferResolver,
  PlatformResolver,
  ProductListResolver,
  ProductResolver,
} from "../modules/catalog/catalog.resolver.js";
import { SiteResolver } from "../modules/site/site.resolver.js";
import { AccountsResolver } from "../modules/accounts/accounts.resolver.js";
import { SellersResolver } from "../modules/sellers/sellers.resolver.js";
import { ProductProposalsResolver, SellerOffersResolver } from "../modules/sellers/seller-offers.resolver.js";
import { AdminSellerResolver, SellerApprovalResolver, SellerProfileApprovalResolver } from "../modules/sellers/seller-approval.resolver.js";
import { AdminResolver } from "../modules/admin/admin.resolver.js";
import { CartProductResolver, CartResolver } from "../modules/cart/cart.resolver.js";
import { OrderEventResolver, OrderItemResolver, OrderResolver } from "../modules/orders/orders.resolver.js";
import { FavouritesResolver } from "../modules/favourites/favourites.resolver.js";
import { CouponsResolver } from "../modules/coupons/coupons.resolver.js";
import { KeysResolver } from "../modules/keys/keys.resolver.js";
import { SearchSynonymsResolver } from "../modules/catalog/search-synonyms.js";
import { CategoryAdminResolver } from "../modules/catalog/category-admin.resolver.js";
import { ProductImagesResolver } from "../modules/catalog/product-images.resolver.js";
import { ProductAdminResolver } from "../modules/catalog/product-admin.resolver.js";
import { ProductStockAlertResolver, StockAlertsResolver } from "../modules/stock-alerts/stock-alerts.resolver.js";
import { ContactResolver } from "../modules/contact/contact.resolver.js";
import { SellerApiResolver } from "../modules/seller-api/seller-api.resolver.js";
import { ApiClientsResolver } from "../modules/api-clients/api-clients.resolver.js";
import { SalesResolver } from "../modules/payouts/sales.resolver.js";
import { PayoutsAdminResolver } from "../modules/payouts/payouts-admin.resolver.js";
import { AuditLogResolver } from "../modules/audit/audit-log.resolver.js";
import { AdminDashboardResolver } from "../modules/admin-dashboard/dashboard.resolver.js";
import { AdminJobsResolver } from "../modules/admin-jobs/admin-jobs.resolver.js";
import { TicketsResolver } from "../modules/tickets/tickets.resolver.js";
import { SupplierImportRunResolver, SuppliersResolver } from "../modules/suppliers/suppliers.resolver.js";
import { OfferRankResolver, OrderItemRatingResolver, RatingsResolver } from "../modules/ratings/ratings.resolver.js";
import { LiveResolver } from "../modules/live/live.resolver.js";
import { authChecker } from "../core/auth/index.js";
import { validateArgs } from "../core/validation/index.js";

export const resolvers = [
  ProductResolver,
  ProductListResolver,
  OfferResolver,
  CategoryResolver,
  MacrocategoryResolver,
  PlatformResolver,
  SiteResolver,
  AccountsResolver,
  SellersResolver,
  SellerOffersResolver,
  ProductProposalsResolver,
  SellerApprovalResolver,
  AdminSellerResolver,
  SellerProfileApprovalResolver,
  AdminResolver,
  CartResolver,
  CartProductResolver,
  OrderResolver,
  OrderItemResolver,
  OrderEventResolver,
  FavouritesResolver,
  CouponsResolver,
  KeysResolver,
  SearchSynonymsResolver,
  CategoryAdminResolver,
  ProductImagesResolver,
  ProductAdminResolver,
  StockAlertsResolver,
  ProductStockAlertResolver,
  ContactResolver,
  SellerApiResolver,
  ApiClientsResolver,
  SalesResolver,
  PayoutsAdminResolver,
  AuditLogResolver,
  AdminDashboardResolver,
  AdminJobsResolver,
  SuppliersResolver,
  SupplierImportRunResolver,
  RatingsResolver,
  OrderItemRatingResolver,
  OfferRankResolver,
  TicketsResolver,
  LiveResolver,
] as const;

/** TypeGraphQL asks for a PubSub once a schema has subscriptions; ours never publish to topics. */
const TOPICS_UNUSED: PubSub = {
  publish() {
    throw new Error("Subscriptions use server/graphql/live, not TypeGraphQL topics");
  },
  subscribe() {
    throw new Error("Subscriptions use server/graphql/live, not TypeGraphQL topics");
  },
};

/** Builds the public GraphQL schema from the resolver classes. */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...resolvers],
    authChecker,
    // One validation source: the zod rules of server/core/validation, shared with the REST payloads.
    validate: false,
    validateFn: validateArgs,
    // Every subscription brings its own event stream (`subscribe`, over server/graphql/live, whose
    // events cross processes); TypeGraphQL's topics, which would live in one process, are not used.
    pubSub: TOPICS_UNUSED,
    // GraphQL's own directives (@skip, @include, @deprecated, @specifiedBy, @oneOf: TypeGraphQL
    // replaces the list it is given) and the cache hints (@cacheControl on the public
    // catalogue's queries: the HTTP Cache-Control of GETs).
    directives: [...specifiedDirectives, cacheControlDirective],
  });
  return withAllEnums(schema);
}

/**
 * Adds the registered enums no field uses yet, so every enumeration of the spec is part
 * of the published schema (integrators see the values before the fields that carry them).
 */
function withAllEnums(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  // By name: a process that loads the enums module twice (jest workers) registers them twice.
  const registered = new Map(getMetadataStorage().enums.map((e) => [e.name, e]));
  const missing = [...registered.values()]
    .filter((e) => !schema.getType(e.name))
    .map(
      (e) =>
        new GraphQLEnumType({
          name: e.name,
          description: e.description,
          values: Object.fromEntries(
            Object.keys(e.enumObj)
              .filter((k) => Number.isNaN(Number(k)))
              .map((k) => [k, { value: (e.enumObj as Record<string, unknown>)[k], description: e.valuesConfig[k]?.description }]),
          ),
        }),
    );
  const complete = missing.length ? new GraphQLSchema({ ...config, types: [...config.types, ...missing] }) : schema;
  complete.getQueryType()!.description = "Reads. Public catalogue queries need no authentication.";
  const mutation = complete.getMutationType();
  if (mutation) mutation.description = "Changes. Cookie-authenticated calls send the km_csrf cookie's value in x-csrf-token.";
  const subscription = complete.getSubscriptionType();
  if (subscription) {
    subscription.description =
      "Live updates over WebSocket (graphql-ws, protocol graphql-transport-ws) at /graphql: the current state at once, then after every change.";
  }
  return complete;
}

/** The schema as SDL, sorted so the committed file only changes when the schema does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return (
    "# Generated by `npm run schema` from the TypeGraphQL resolvers. Do not edit by hand:\n" +
    "# `npm test` fails when this file is stale.\n\n" +
    printSchemaWithDirectives(lexicographicSortSchema(schema)) +
    "\n"
  );
}

import type { EntityManager } from "typeorm";
import { createCatalogLoaders, type CatalogLoaders } from "../modules/catalog/catalog.loaders.js";
import { createCommerceLoaders, type CommerceLoaders } from "../modules/orders/orders.loaders.js";
import { createStockAlertLoaders, type StockAlertLoaders } from "../modules/stock-alerts/stock-alerts.loaders.js";
import { createRatingLoaders, type RatingLoaders } from "../modules/ratings/ratings.loaders.js";
import { createTicketLoaders, type TicketLoaders } from "../modules/tickets/tickets.loaders.js";

/** Every DataLoader of one request. */
export type Loaders = CatalogLoaders & CommerceLoaders & StockAlertLoaders & RatingLoaders & TicketLoaders;

/** New loaders for a request; `manager` is read lazily so loaders follow the current transaction. */
export function createLoaders(manager: () => EntityManager): Loaders {
  return {
    ...createCatalogLoaders(manager),
    ...createCommerceLoaders(manager),
    ...createStockAlertLoaders(manager),
    ...createRatingLoaders(manager),
    ...createTicketLoaders(manager),
  };
}

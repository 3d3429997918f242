/**
 * Per-request DataLoader of the viewer's back-in-stock alerts: `Product.stockAlert` over a
 * page of products costs one statement, whatever the page size.
 */
import DataLoader from "dataloader";
import type { EntityManager } from "typeorm";
import { ALERT_VIEW_COLUMNS, activeAlert } from "./stock-alerts.sql.js";
import type { StockAlertView } from "./stock-alerts.types.js";

export interface StockAlertLoaders {
  /** A user's active alert per product (null: none). Keyed by user so it can never answer for someone else. */
  stockAlertOf(userId: string): DataLoader<number, StockAlertView | null>;
}

export function createStockAlertLoaders(manager: () => EntityManager): StockAlertLoaders {
  const byUser = new Map<string, DataLoader<number, StockAlertView | null>>();
  const stockAlertOf = (userId: string) => {
    let loader = byUser.get(userId);
    if (!loader) {
      loader = new DataLoader<number, StockAlertView | null>(async (productIds) => {
        const rows: StockAlertView[] = await manager().query(
          `SELECT ${ALERT_VIEW_COLUMNS} FROM stock_alerts a JOIN users u ON u.id = a.user_id
            WHERE a.user_id = $1 AND a.product_id = ANY($2::int[]) AND ${activeAlert("a")}`,
          [userId, productIds],
        );
        const by = new Map(rows.map((r) => [Number(r.productId), r]));
        return productIds.map((id) => by.get(id) ?? null);
      });
      byUser.set(userId, loader);
    }
    return loader;
  };
  return { stockAlertOf };
}

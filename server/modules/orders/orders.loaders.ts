/**
 * Per-request DataLoaders of orders, carts and favourites: the lines of orders, the keys of lines
 * and products by id, one statement per relation whatever the page size.
 */
import DataLoader from "dataloader";
import type { EntityManager } from "typeorm";
import { CurrencyCode, Locale } from "../../common/enums.js";
import { PRODUCT_COLUMNS } from "../catalog/catalog.sql.js";
import type { ProductView } from "../catalog/catalog.types.js";
import { OrderItem } from "./order.entities.js";

export interface KeyRow {
  id: string;
  orderItemId: string;
  state: number;
  contentType: string;
  deliveredAt: Date | null;
  revealedAt: Date | null;
}

/** An order line with its order's currency and language (its money and product name need them). */
export type OrderLine = OrderItem & { currency: CurrencyCode; locale: Locale };

export interface CommerceLoaders {
  itemsByOrder: DataLoader<string, OrderLine[]>;
  keysByItem: DataLoader<string, KeyRow[]>;
  /** Products by id in a language, enabled or not (orders keep naming products that left the shop). */
  productById(locale: Locale): DataLoader<number, ProductView | null>;
}

export function createCommerceLoaders(manager: () => EntityManager): CommerceLoaders {
  const itemsByOrder = new DataLoader<string, OrderLine[]>(async (ids) => {
    const rows = await manager()
      .getRepository(OrderItem)
      .createQueryBuilder("i")
      .innerJoin("i.order", "o")
      .addSelect(["o.currency", "o.locale"])
      .where("i.orderId = ANY(:ids)", { ids })
      .orderBy("i.createdAt")
      .addOrderBy("i.id")
      .getMany();
    const lines = rows.map((r) => Object.assign(r, { currency: r.order!.currency, locale: r.order!.locale }) as OrderLine);
    return ids.map((id) => lines.filter((r) => r.orderId === id));
  });
  const keysByItem = new DataLoader<string, KeyRow[]>(async (ids) => {
    const rows: KeyRow[] = await manager().query(
      `SELECT id, order_item_id AS "orderItemId", state, content_type AS "contentType", delivered_at AS "deliveredAt", revealed_at AS "revealedAt"
         FROM product_keys WHERE order_item_id = ANY($1::uuid[]) ORDER BY delivered_at NULLS LAST, id`,
      [ids],
    );
    return ids.map((id) => rows.filter((r) => r.orderItemId === id));
  });
  const byLocale = new Map<Locale, DataLoader<number, ProductView | null>>();
  const productById = (locale: Locale) => {
    let loader = byLocale.get(locale);
    if (!loader) {
      loader = new DataLoader<number, ProductView | null>(async (ids) => {
        const rows: ProductView[] = await manager().query(
          `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = $2 WHERE p.id = ANY($1)`,
          [ids, locale],
        );
        const by = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => by.get(id) ?? null);
      });
      byLocale.set(locale, loader);
    }
    return loader;
  };
  return { itemsByOrder, keysByItem, productById };
}

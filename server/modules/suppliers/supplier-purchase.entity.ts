/**
 * Supplier purchases (migration SupplierFulfilment): one row per order line and supplier
 * connection asked for keys when the line's offer had none (supplier-fulfilment.ts).
 *
 *  reserved  placeOrder took `stock_reserved` keys off the supplier's stock for the line;
 *  buying    a caller claimed it and is asking the supplier now (outside any transaction);
 *  retrying  the supplier could not be reached: asked again at `next_attempt_at` (same reference);
 *  bought    the codes were stored encrypted and given to the line;
 *  stocked   the codes arrived after the order was cancelled or refunded: they are Available keys
 *            of the connection shop's offer (never delivered to that order, never lost);
 *  failed    the supplier refused (or was unreachable on every attempt): the next source was tried;
 *  released  the order was cancelled before anything was bought: the stock went back.
 *
 * The supplier reference (idempotency key) is the order line id: asking again never buys twice.
 */
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from "typeorm";
import { Offer } from "../catalog/catalog.entities.js";
import { OrderItem } from "../orders/order.entities.js";
import { SupplierConnection, SupplierProductLink } from "./supplier.entities.js";

export type SupplierPurchaseStatus = "reserved" | "buying" | "retrying" | "bought" | "stocked" | "failed" | "released";

@Entity("supplier_purchases")
@Check("chk_supplier_purchases_status", `"status" IN ('reserved', 'buying', 'retrying', 'bought', 'stocked', 'failed', 'released')`)
@Check("chk_supplier_purchases_quantity", `"quantity" >= 1`)
@Index("uq_supplier_purchases_item_connection", ["orderItemId", "connectionId"], { unique: true })
@Index("idx_supplier_purchases_retry", ["nextAttemptAt"], { where: `"status" = 'retrying'` })
export class SupplierPurchase {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_supplier_purchases" })
  id: string;

  /** The order line the keys are for (its id is the supplier reference). */
  @Column("uuid")
  orderItemId: string;

  @ManyToOne(() => OrderItem, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_item_id" })
  orderItem?: Relation<OrderItem>;

  @Column("uuid")
  connectionId: string;

  @ManyToOne(() => SupplierConnection, { onDelete: "CASCADE" })
  @JoinColumn({ name: "connection_id" })
  connection?: Relation<SupplierConnection>;

  /** The supplier product mapping used (null once removed). */
  @Column("integer", { nullable: true })
  linkId: number | null;

  @ManyToOne(() => SupplierProductLink, { onDelete: "SET NULL" })
  @JoinColumn({ name: "link_id" })
  link?: Relation<SupplierProductLink>;

  /** The supplier's product id. */
  @Column("text")
  externalId: string;

  /** The connection shop's offer the codes are stored under. */
  @Column("integer")
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: "CASCADE" })
  @JoinColumn({ name: "offer_id" })
  offer?: Relation<Offer>;

  /** Keys asked of the supplier. */
  @Column("integer")
  quantity: number;

  /** Keys taken off the mapping's stock when the order was placed (given back if never bought). */
  @Column("integer", { default: 0 })
  stockReserved: number;

  @Column("text", { default: "reserved" })
  status: SupplierPurchaseStatus;

  /** Calls made to the supplier. */
  @Column("smallint", { default: 0 })
  attempts: number;

  /** When a `retrying` purchase is asked again. */
  @Column("timestamptz", { nullable: true })
  nextAttemptAt: Date | null;

  /** The supplier's order id. */
  @Column("text", { nullable: true })
  externalOrderId: string | null;

  /** What was paid per key, in minor units of `currency`. */
  @Column("integer", { nullable: true })
  unitPrice: number | null;

  @Column("text", { nullable: true })
  currency: string | null;

  /** Codes received and stored. */
  @Column("integer", { default: 0 })
  codes: number;

  /** The last refusal or failure, as the supplier (or the timeout) said it. */
  @Column("text", { nullable: true })
  error: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { CurrencyCode, PayoutState } from "../../common/enums.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";
import { ProductKey } from "../keys/product-key.entity.js";
import { Order, OrderItem } from "../orders/order.entities.js";
import { User } from "../accounts/user.entity.js";

/**
 * One payout made to a seller (a bank transfer outside KeyMarket), recorded by an admin: the
 * Waiting lines of that seller and currency it settled (`payout_lines.batch_id`), their totals,
 * the transfer's reference, the cut-off it was made up to, who recorded it and when.
 */
@Entity("payout_batches")
@Check("chk_payout_batches_amounts", `"net" = "gross" - "commission" AND "lines" > 0`)
@Index("idx_payout_batches_created", ["createdAt", "id"])
@Index("idx_payout_batches_seller", ["sellerId", "createdAt"])
export class PayoutBatch {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  @Column("text")
  currency: CurrencyCode;

  /** The transfer's reference (bank transfer id), as the admin typed it. */
  @Column("text")
  reference: string;

  /** Lines written up to this moment were settled. */
  @Column("timestamptz")
  upTo: Date;

  /** Ledger lines settled (sales and reversals). */
  @Column("integer")
  lines: number;

  /** Sums of the settled lines, minor units; `net` is the amount paid. */
  @Column("bigint")
  gross: string;

  @Column("bigint")
  commission: string;

  @Column("bigint")
  net: string;

  /** The admin who recorded it (null once that account is gone, or for payouts recorded before batches were kept). */
  @Column("uuid", { nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "created_by" })
  creator?: Relation<User>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/**
 * The sellers' ledger: one line per sold key (gross price, the marketplace's commission, what the
 * seller is owed), Waiting until a payout batch marks it Payed. A refunded key adds a `reversal`
 * line with the opposite amounts, so the balance is always the sum of the lines.
 */
@Entity("payout_lines")
@Check("chk_payout_lines_state", `"state" IN (0, 1)`)
@Check("chk_payout_lines_kind", `"kind" IN ('sale', 'reversal')`)
@Check("chk_payout_lines_amounts", `"net" = "gross" - "commission"`)
@Index(["sellerId", "state", "currency"])
@Index("idx_payout_lines_seller_created", ["sellerId", "createdAt"]) // a seller's sales by date: lists, the daily chart, CSV exports
@Index(["keyId", "orderItemId", "kind"], { unique: true }) // one sale and at most one reversal per key and order line
@Index("idx_payout_lines_batch", ["batchId"]) // a payout batch's lines (its CSV export)
export class PayoutLine {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column("uuid")
  orderItemId: string;

  @ManyToOne(() => OrderItem, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "order_item_id" })
  orderItem?: Relation<OrderItem>;

  @Column("uuid")
  keyId: string;

  @ManyToOne(() => ProductKey, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "key_id" })
  key?: Relation<ProductKey>;

  @Column("text")
  kind: "sale" | "reversal";

  @Column("text")
  currency: CurrencyCode;

  /** Price the buyer paid for this key after its share of the discount, minor units (negative for a reversal). */
  @Column("integer")
  gross: number;

  @Column("integer")
  commission: number;

  @Column("integer")
  net: number;

  @Column("smallint", { default: PayoutState.Waiting })
  state: PayoutState;

  @Column("timestamptz", { nullable: true })
  paidAt: Date | null;

  /** The payout batch's reference (bank transfer id). */
  @Column("text", { nullable: true })
  reference: string | null;

  /** The payout batch that settled it (null while Waiting). */
  @Column("bigint", { nullable: true })
  batchId: string | null;

  @ManyToOne(() => PayoutBatch, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "batch_id" })
  batch?: Relation<PayoutBatch>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { CurrencyCode, Locale, OrderStatus, PaymentStatus, type FraudDecision, type PaymentDecision, type PaymentProvider } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { Offer, Product } from "../catalog/catalog.entities.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";
import { ProductKey } from "../keys/product-key.entity.js";

/** The billing address of an order (spec §3 Address/billing). */
export interface BillingAddress {
  name: string;
  surname: string;
  email: string;
  address: string;
  city: string;
  code: string;
  country: string;
  country_code: string;
}

/**
 * A purchase. Its status (spec: Processing, PaymentProcessing, Sold, Closed, Cancelled, Refunded,
 * RefundedPartially, Manual, PreOrder) and payment status move only along the transitions of
 * orders/order-state.ts, each recorded in `order_events` with time and actor. Money is in minor
 * units of `currency`; every amount was priced from the database at checkout.
 */
@Entity("orders")
@Check("chk_orders_status", `"status" BETWEEN 0 AND 8`)
@Check("chk_orders_currency", `"currency" IN ('eur', 'usd', 'gbp')`)
@Check(
  "chk_orders_amounts",
  `"subtotal" >= 0 AND "discount" >= 0 AND "total" >= 0 AND "total" = "subtotal" - "discount" AND "refunded_amount" BETWEEN 0 AND "total"`,
)
@Index(["userId", "createdAt"])
@Index(["status", "reservationExpiresAt"])
@Index(["ip", "createdAt"])
@Index("idx_orders_review", ["createdAt"], { where: `"status" = 6` }) // the admin review queue (Manual)
@Index("idx_orders_created", ["createdAt", "number"]) // the admins' list, newest or oldest first
@Index("idx_orders_email_trgm", { synchronize: false }) // GIN trigram on lower(email): the admins' customer filter
@Index("idx_orders_paid_at", ["paidAt"], { where: `"paid_at" IS NOT NULL` }) // the admin dashboard's periods
export class Order {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Shown to people as KM-000123. */
  @Column({ type: "integer", generated: "increment", unique: true })
  number: number;

  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("smallint", { default: OrderStatus.Processing })
  status: OrderStatus;

  @Column("text", { default: PaymentStatus.not_used })
  paymentStatus: PaymentStatus;

  @Column("text", { nullable: true })
  paymentDecision: PaymentDecision | null;

  @Column("text", { nullable: true })
  fraudDecision: FraudDecision | null;

  @Column("integer", { default: 0 })
  fraudScore: number;

  /** Names of the risk rules that fired (rule_1 … rule_3ds_2). */
  @Column("text", { array: true, default: () => "'{}'" })
  fraudRules: string[];

  /** The spec's approval reason of the last approval or cancellation. */
  @Column("text", { nullable: true })
  approvalReason: string | null;

  @Column("text")
  currency: CurrencyCode;

  @Column("integer")
  subtotal: number;

  @Column("integer", { default: 0 })
  discount: number;

  @Column("integer")
  total: number;

  @Column("integer", { default: 0 })
  refundedAmount: number;

  @Column("integer", { nullable: true })
  couponId: number | null;

  @Column("text", { nullable: true })
  couponCode: string | null;

  @Column("jsonb")
  billing: BillingAddress;

  /** The buyer's address when they ordered (mails go here even if the account changes). */
  @Column("text")
  email: string;

  @Column("text", { default: Locale.en })
  locale: Locale;

  @Column("text", { nullable: true })
  ip: string | null;

  /** Country of the IP (from the proxy's country header), for the billing-country rule. */
  @Column("text", { nullable: true })
  ipCountry: string | null;

  @Column("text")
  provider: PaymentProvider;

  /** The shopper accepted the terms of sale. */
  @Column("timestamptz")
  termsAcceptedAt: Date;

  /** The shopper asked for immediate delivery and acknowledged losing the right of withdrawal (EU digital content). */
  @Column("timestamptz")
  withdrawalWaivedAt: Date;

  /** Reserved keys go back to stock after this unless the payment completed. */
  @Column("timestamptz", { nullable: true })
  reservationExpiresAt: Date | null;

  @Column("timestamptz", { nullable: true })
  paidAt: Date | null;

  @Column("timestamptz", { nullable: true })
  deliveredAt: Date | null;

  @Column("timestamptz", { nullable: true })
  closedAt: Date | null;

  /** Attribution values present at checkout (consented tracking cookies). */
  @Column("jsonb", { default: () => "'{}'" })
  tracking: Record<string, string>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** One product of an order, from one seller, at the price the order was placed at. */
@Entity("order_items")
@Check("chk_order_items_quantity", `"quantity" BETWEEN 1 AND 5 AND "refunded_quantity" BETWEEN 0 AND "quantity"`)
@Check("chk_order_items_amounts", `"unit_price" > 0 AND "discount" >= 0 AND "total" = "unit_price" * "quantity" - "discount"`)
@Index(["orderId"])
@Index(["sellerId", "createdAt"])
export class OrderItem {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column("integer")
  productId: number;

  @ManyToOne(() => Product, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  @Column("integer")
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "offer_id" })
  offer?: Relation<Offer>;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  @Column("smallint")
  quantity: number;

  /** Price of one key, minor units, from the offer at checkout. */
  @Column("integer")
  unitPrice: number;

  /** Coupon discount on this line, minor units. */
  @Column("integer", { default: 0 })
  discount: number;

  @Column("integer")
  total: number;

  /** Product name in the order's language when it was placed. */
  @Column("text")
  name: string;

  /** Root category slug (games, softwares, cards, accounts): the spec's cart product `type`. */
  @Column("text")
  type: string;

  /** The product was in pre-order: keys come when the seller uploads them. */
  @Column("boolean", { default: false })
  preOrder: boolean;

  @Column("boolean", { default: false })
  isZeroVat: boolean;

  @Column("smallint", { default: 0 })
  refundedQuantity: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** Who did something to an order: the spec's actor labels, plus the customer. */
export type OrderActor = "System" | "Admin" | "Customer";

/** The timeline of an order: every status and payment-status change, with actor and reason. */
@Entity("order_events")
@Check("chk_order_events_actor", `"actor" IN ('System', 'Admin', 'Customer')`)
@Index(["orderId", "id"])
export class OrderEvent {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column("text")
  actor: OrderActor;

  @Column("uuid", { nullable: true })
  actorUserId: string | null;

  @Column("text")
  type: string;

  @Column("smallint", { nullable: true })
  fromStatus: OrderStatus | null;

  @Column("smallint", { nullable: true })
  toStatus: OrderStatus | null;

  @Column("text", { nullable: true })
  paymentStatus: PaymentStatus | null;

  /** An approval reason of the spec, or a free text reason. */
  @Column("text", { nullable: true })
  reason: string | null;

  @Column("jsonb", { default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** Audit of key reveals: who saw a key's value, when, from where. */
@Entity("key_reveals")
@Index(["keyId"])
export class KeyReveal {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("uuid")
  keyId: string;

  @ManyToOne(() => ProductKey, { onDelete: "CASCADE" })
  @JoinColumn({ name: "key_id" })
  key?: Relation<ProductKey>;

  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("text", { nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { CurrencyCode, PaymentProvider, PaymentStatus } from "../../common/enums.js";
import { Order } from "../orders/order.entities.js";

/** One attempt to pay an order at a provider (an order has one; a retry after a decline is a new order). */
@Entity("payments")
@Check("chk_payments_amount", `"amount" >= 0`)
@Index(["provider", "providerRef"], { unique: true, where: `"provider_ref" IS NOT NULL` })
@Index(["orderId"])
export class Payment {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column("text")
  provider: PaymentProvider;

  /** The provider's id (PayPal order id, Checkout.com payment id, sandbox payment id). */
  @Column("text", { nullable: true })
  providerRef: string | null;

  /** The provider's capture id, once captured (refunds need it). */
  @Column("text", { nullable: true })
  captureRef: string | null;

  @Column("text", { default: PaymentStatus.created })
  status: PaymentStatus;

  @Column("integer")
  amount: number;

  @Column("text")
  currency: CurrencyCode;

  /** Where the shopper was sent to pay. */
  @Column("text", { nullable: true })
  redirectUrl: string | null;

  @Column("boolean", { default: false })
  threeDsRequested: boolean;

  @Column("boolean", { default: false })
  threeDsAuthenticated: boolean;

  /** The provider's card fingerprint (never card data), for velocity rules. */
  @Column("text", { nullable: true })
  cardFingerprint: string | null;

  @Column("text", { nullable: true })
  declineReason: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A provider's webhook event, kept so that the same event processed twice acts once. */
@Entity("payment_events")
export class PaymentEvent {
  @PrimaryColumn("text")
  provider: PaymentProvider;

  @PrimaryColumn("text")
  eventId: string;

  @Column("text")
  type: string;

  @Column("text", { nullable: true })
  providerRef: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  receivedAt: Date;
}

/** Money given back for (part of) an order. */
@Entity("refunds")
@Check("chk_refunds_amount", `"amount" > 0`)
@Check("chk_refunds_status", `"status" IN ('pending', 'completed', 'failed')`)
@Index(["orderId"])
export class Refund {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column("uuid")
  paymentId: string;

  @ManyToOne(() => Payment, { onDelete: "CASCADE" })
  @JoinColumn({ name: "payment_id" })
  payment?: Relation<Payment>;

  @Column("integer")
  amount: number;

  @Column("text")
  currency: CurrencyCode;

  @Column("text")
  reason: string;

  @Column("text", { default: "pending" })
  status: "pending" | "completed" | "failed";

  @Column("text", { nullable: true })
  providerRef: string | null;

  /** Lines and quantities refunded: [{ orderItemId, quantity }]. */
  @Column("jsonb", { default: () => "'[]'" })
  items: { orderItemId: string; quantity: number }[];

  @Column("uuid", { nullable: true })
  actorUserId: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** The built-in sandbox provider's own payments (no money moves). */
@Entity("sandbox_payments")
@Check("chk_sandbox_payments_status", `"status" IN ('created', 'challenge', 'captured', 'declined', 'cancelled')`)
export class SandboxPayment {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { unique: true })
  orderId: string;

  @Column("text")
  orderNumber: string;

  @Column("integer")
  amount: number;

  @Column("text")
  currency: CurrencyCode;

  @Column("text", { default: "created" })
  status: "created" | "challenge" | "captured" | "declined" | "cancelled";

  @Column("boolean", { default: false })
  threeDsRequested: boolean;

  @Column("boolean", { default: false })
  threeDsAuthenticated: boolean;

  @Column("text", { nullable: true })
  cardLast4: string | null;

  @Column("text", { nullable: true })
  cardFingerprint: string | null;

  @Column("text", { nullable: true })
  declineReason: string | null;

  @Column("text")
  returnUrl: string;

  @Column("text")
  cancelUrl: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { SellerProfile } from "../sellers/seller-profile.entity.js";

/**
 * A seller's webhook endpoint: an https URL (http only where WEBHOOK_ALLOW_HTTP allows it) and
 * the events it wants. Its signing secret is kept encrypted with the key vault (the seller can
 * reveal it again), never in a list.
 */
@Entity("webhook_endpoints")
@Index("idx_webhook_endpoints_seller", ["sellerId", "createdAt"])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  /** Where deliveries are POSTed. */
  @Column("text")
  url: string;

  /** The seller's note ("ERP production"). */
  @Column("text", { nullable: true })
  description: string | null;

  /** Event types sent to it (key.sold, key.refunded, preorder.waiting). */
  @Column("text", { array: true })
  events: string[];

  /** Switched off: events are no longer sent to it (nothing is queued for it). */
  @Column("boolean", { default: true })
  enabled: boolean;

  /** The signing secret, AES-256-GCM encrypted (KeyVault). */
  @Column("bytea")
  secretCipher: Buffer;

  /** The key vault entry that encrypted it. */
  @Column("text")
  secretKeyId: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * One event sent to one endpoint (a replay is a new delivery of the same event: same event id
 * and body). `body` is the exact JSON text that is signed and sent, every attempt alike.
 */
@Entity("webhook_deliveries")
@Check("chk_webhook_deliveries_status", `"status" IN ('pending', 'sending', 'retrying', 'succeeded', 'failed')`)
@Index("idx_webhook_deliveries_seller", ["sellerId", "createdAt"])
@Index("idx_webhook_deliveries_endpoint", ["endpointId", "createdAt"])
@Index("idx_webhook_deliveries_pending", ["status", "createdAt"])
export class WebhookDelivery {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: "CASCADE" })
  @JoinColumn({ name: "endpoint_id" })
  endpoint?: Relation<WebhookEndpoint>;

  /** The endpoint's seller (the owner column every query filters by). */
  @Column("integer")
  sellerId: number;

  /** The event's id: the same in every attempt and replay (integrators deduplicate by it). */
  @Column("uuid")
  eventId: string;

  @Column("text")
  eventType: string;

  /** The JSON body sent. */
  @Column("text")
  body: string;

  /** pending → sending → succeeded, or retrying (backoff) … → failed after the last attempt. */
  @Column("text", { default: "pending" })
  status: "pending" | "sending" | "retrying" | "succeeded" | "failed";

  /** Attempts so far. */
  @Column("integer", { default: 0 })
  attempts: number;

  /** HTTP status of the last attempt's answer; null when there was none (refused, timeout, network). */
  @Column("integer", { nullable: true })
  lastStatusCode: number | null;

  /** Why the last attempt failed without an answer (timeout, refused address …). */
  @Column("text", { nullable: true })
  lastError: string | null;

  @Column("timestamptz", { nullable: true })
  lastAttemptAt: Date | null;

  /** When it succeeded or gave up. */
  @Column("timestamptz", { nullable: true })
  completedAt: Date | null;

  /** The delivery this one replays, if it is a replay. */
  @Column("uuid", { nullable: true })
  replayOf: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** One HTTP attempt of a delivery: what the endpoint answered, how fast. */
@Entity("webhook_attempts")
@Index("idx_webhook_attempts_delivery", ["deliveryId", "attempt"], { unique: true })
export class WebhookAttempt {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: "CASCADE" })
  @JoinColumn({ name: "delivery_id" })
  delivery?: Relation<WebhookDelivery>;

  /** 1 for the first try. */
  @Column("integer")
  attempt: number;

  /** The answer's HTTP status; null without an answer. */
  @Column("integer", { nullable: true })
  statusCode: number | null;

  /** Why there was no answer (timeout, refused address, connection error). */
  @Column("text", { nullable: true })
  error: string | null;

  @Column("integer")
  durationMs: number;

  /** The start of the answer's body (at most 2,000 characters). */
  @Column("text", { nullable: true })
  response: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { KeyContentType, KeyState } from "../../common/enums.js";
import { Offer } from "../catalog/catalog.entities.js";

/**
 * One sellable key. The value is encrypted at rest (AES-256-GCM, see keys.crypto.ts) and
 * never selected by default; `valueHash` (HMAC) lets uploads reject duplicates without
 * decrypting anything.
 */
@Entity("product_keys")
@Check("chk_product_keys_state", `"state" BETWEEN 0 AND 6`)
@Check("chk_product_keys_content_type", `"content_type" IN ('text', 'jpeg', 'jpg', 'png', 'gif', 'credentials', 'url')`)
// A key's keyed fingerprint is unique across the whole marketplace: the same code offered by a
// second seller (or for a second product) is refused at upload.
@Index("idx_product_keys_value_hash", ["valueHash"], { unique: true })
@Index(["sellerId"])
@Index(["orderItemId"])
@Index("idx_product_keys_available", ["offerId", "createdAt"], { where: `"state" = 0` }) // allocation: FOR UPDATE SKIP LOCKED, oldest first
@Check(
  "chk_product_keys_order_item",
  // An Available key belongs to no order, a reserved (Using) one to exactly one; sold states may predate orders (demo history).
  `("state" = 0 AND "order_item_id" IS NULL) OR ("state" = 1 AND "order_item_id" IS NOT NULL) OR "state" >= 2`,
)
@Index("idx_product_keys_usable", { synchronize: false }) // partial (offer_id) WHERE state IN (0,1)
export class ProductKey {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("integer")
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: "CASCADE" })
  @JoinColumn({ name: "offer_id" })
  offer?: Relation<Offer>;

  @Column("integer")
  productId: number;

  @Column("integer")
  sellerId: number;

  @Column("text", { default: KeyContentType.text })
  contentType: KeyContentType;

  @Column("smallint", { default: KeyState.Available })
  state: KeyState;

  /** iv ‖ tag ‖ ciphertext */
  @Column("bytea", { select: false })
  valueCiphertext: Buffer;

  /** Which keyring entry encrypted the value. */
  @Column("text")
  valueKeyId: string;

  @Column("bytea", { select: false })
  valueHash: Buffer;

  /**
   * The order line the key is reserved for (Using) or was sold with (Delivered, Revealed …);
   * null while Available. (The relation names its entity by string: the orders module depends
   * on keys, not the other way round.)
   */
  @Column("uuid", { nullable: true })
  orderItemId: string | null;

  @ManyToOne("OrderItem", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "order_item_id" })
  orderItem?: unknown;

  /** When a checkout reserved it (Using). */
  @Column("timestamptz", { nullable: true })
  reservedAt: Date | null;

  @Column("timestamptz", { nullable: true })
  deliveredAt: Date | null;

  /** When the buyer first revealed it. */
  @Column("timestamptz", { nullable: true })
  revealedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

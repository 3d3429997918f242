import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { CurrencyCode, Locale } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { Product } from "../catalog/catalog.entities.js";

/**
 * "Email me when it's back in stock" for one product: a signed-in user's (mailed at the
 * account's address, active at once) or a guest's (`email`, active once the address confirmed
 * it through the mailed link: double opt-in). One per product and user, and one per product
 * and address (any case: `idx_stock_alerts_product_email`, an expression index the migration
 * creates). Active = confirmed, not notified, younger than 180 days; the delivery job mails an
 * active alert once when its product has stock again and stamps `notifiedAt`.
 */
@Entity("stock_alerts")
@Check("chk_stock_alerts_owner", `("user_id" IS NULL) <> ("email" IS NULL)`)
@Check("chk_stock_alerts_currency", `"currency" IN ('eur', 'usd', 'gbp')`)
@Check("chk_stock_alerts_locale", `"locale" IN ('en', 'it')`)
@Index("idx_stock_alerts_product_user", ["productId", "userId"], { unique: true })
@Index("idx_stock_alerts_product_email", { synchronize: false }) // UNIQUE (product_id, lower(email))
@Index("idx_stock_alerts_pending", { synchronize: false }) // (product_id, id) WHERE confirmed and not notified: the delivery job's
@Index("idx_stock_alerts_token", ["tokenHash"], { unique: true })
@Index("idx_stock_alerts_user", ["userId", "createdAt"])
@Index("idx_stock_alerts_created", ["createdAt"])
export class StockAlert {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("integer")
  productId: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  /** The signed-in user who asked (mailed at the account's current address); null for a guest. */
  @Column("uuid", { nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** A guest's address, as typed (trimmed); null for a user's alert. */
  @Column("text", { nullable: true })
  email: string | null;

  /** Language of the mails (the page's when the alert was set). */
  @Column("text", { default: Locale.en })
  locale: Locale;

  /** Currency of the best price the mail shows. */
  @Column("text", { default: CurrencyCode.EUR })
  currency: CurrencyCode;

  /**
   * SHA-256 of the token of the last mailed link (confirm, unsubscribe): a guest's from the
   * confirmation mail, replaced by a fresh one when the back-in-stock mail is sent.
   */
  @Column("bytea", { nullable: true })
  tokenHash: Buffer | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** When the alert became active: at once for users, on the confirmation link for guests. */
  @Column("timestamptz", { nullable: true })
  confirmedAt: Date | null;

  /** When the back-in-stock mail was queued; an alert is mailed once. */
  @Column("timestamptz", { nullable: true })
  notifiedAt: Date | null;
}

import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { CartLifecycle, CurrencyCode, Locale } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { Offer, Product } from "../catalog/catalog.entities.js";

/**
 * The server-side cart of a signed-in user (guests keep theirs in the browser's local storage
 * and merge it in when they sign in). One per user; its lines are `cart_items`.
 */
@Entity("carts")
@Check("chk_carts_lifecycle", `"lifecycle" BETWEEN 0 AND 5`)
@Check("chk_carts_currency", `"currency" IN ('eur', 'usd', 'gbp')`)
@Index("idx_carts_abandonment", ["lifecycle", "updatedAt"])
export class Cart {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** The currency the shopper last looked at the cart in (the recovery mail's prices). */
  @Column("text", { default: CurrencyCode.EUR })
  currency: CurrencyCode;

  @Column("text", { default: Locale.en })
  locale: Locale;

  /** Coupon applied to the cart (upper case), checked again at every read and at checkout. */
  @Column("text", { nullable: true })
  couponCode: string | null;

  /** Spec lifecycle: Created, Abandoned, Recovered, Deleted, Completed, Restored. */
  @Column("smallint", { default: CartLifecycle.Created })
  lifecycle: CartLifecycle;

  /** When the abandonment job marked it Abandoned. */
  @Column("timestamptz", { nullable: true })
  abandonedAt: Date | null;

  /** When the one recovery mail was sent (never twice for one abandonment). */
  @Column("timestamptz", { nullable: true })
  recoveryMailedAt: Date | null;

  /** SHA-256 of the recovery link's token. */
  @Column("bytea", { nullable: true, select: false })
  recoveryTokenHash: Buffer | null;

  /** The lines when the cart was abandoned: what the recovery link restores. */
  @Column("jsonb", { nullable: true })
  abandonedItems: { productId: number; offerId: number; quantity: number }[] | null;

  /** The last add-to-cart transaction id (REST addToCart): a repeated one changes nothing. */
  @Column("text", { nullable: true })
  lastTransactionId: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** The spec's lastUpdate: the last change of the lines or the coupon. */
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** One product in a cart, from one seller's offer; one line per product. */
@Entity("cart_items")
@Check("chk_cart_items_quantity", `"quantity" BETWEEN 1 AND 5`)
@Index(["cartId", "productId"], { unique: true })
export class CartItem {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("uuid")
  cartId: string;

  @ManyToOne(() => Cart, { onDelete: "CASCADE" })
  @JoinColumn({ name: "cart_id" })
  cart?: Relation<Cart>;

  @Column("integer")
  productId: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  /** The seller's offer chosen (the best one when the shopper did not choose). */
  @Column("integer")
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: "CASCADE" })
  @JoinColumn({ name: "offer_id" })
  offer?: Relation<Offer>;

  @Column("smallint")
  quantity: number;

  /** Added from the cart page (spec: the add ends in idle rather than succeeded). */
  @Column("boolean", { default: false })
  addedFromCartPage: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  addedAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { CurrencyCode } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { Product } from "../catalog/catalog.entities.js";

/**
 * A product a user keeps an eye on (spec Favourite: productId, date, userId), with the opt-in
 * price-drop alert: a mail when the best price in `referenceCurrency` falls below the price
 * it had when it was favourited, and never twice for the same drop (`alertedPrice`).
 */
@Entity("favourites")
@Check("chk_favourites_currency", `"reference_currency" IN ('eur', 'usd', 'gbp')`)
@Index(["productId"])
export class Favourite {
  @PrimaryColumn("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @PrimaryColumn("integer")
  productId: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  /** The spec's `date`: when it was favourited. */
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** Mail me when the price drops (opt-in). */
  @Column("boolean", { default: false })
  priceAlert: boolean;

  @Column("text", { default: CurrencyCode.EUR })
  referenceCurrency: CurrencyCode;

  /** Best price (minor units) when favourited; null when it had no offer then. */
  @Column("integer", { nullable: true })
  referencePrice: number | null;

  /** The price of the last alert sent: a new alert needs a price below it. */
  @Column("integer", { nullable: true })
  alertedPrice: number | null;

  @Column("timestamptz", { nullable: true })
  alertedAt: Date | null;
}

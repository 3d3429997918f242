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
import { User } from "../accounts/user.entity.js";
import { OrderItem } from "../orders/order.entities.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";

/**
 * A customer's rating of the seller of one order line (one per line), given once a key of the
 * line was revealed; editable for RATING_EDIT_DAYS after `createdAt`. The seller's count and sum
 * (seller_profiles.rating_count / rating_sum) change in the same transaction.
 */
@Entity("seller_ratings")
@Check("chk_seller_ratings_score", `"score" BETWEEN 1 AND 5`)
@Check("chk_seller_ratings_comment", `"comment" IS NULL OR char_length("comment") <= 1000`)
@Index("idx_seller_ratings_seller", ["sellerId", "createdAt"])
@Index("idx_seller_ratings_user", ["userId"])
export class SellerRating {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("uuid", { unique: true })
  orderItemId: string;

  @OneToOne(() => OrderItem, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_item_id" })
  orderItem?: Relation<OrderItem>;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  /** The customer who rated. */
  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("smallint")
  score: number;

  @Column("text", { nullable: true })
  comment: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

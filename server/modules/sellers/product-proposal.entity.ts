import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Category, Platform, Product } from "../catalog/catalog.entities.js";
import { SellerProfile } from "./seller-profile.entity.js";

/** Where a product proposal stands: waiting for an admin, accepted into the catalogue, or refused. */
export enum ProposalState {
  Waiting = 0,
  Accepted = 1,
  Refused = 2,
}

/**
 * A product a seller could not find in the catalogue and asked the admins to add. An admin
 * accepts it (the product is created, `productId` points at it, the seller can offer it) or
 * refuses it with a reason the seller reads.
 */
@Entity("product_proposals")
@Check("chk_product_proposals_state", `"state" IN (0, 1, 2)`)
@Check("chk_product_proposals_decision", `("state" = 0) = ("decided_at" IS NULL) AND ("state" <> 2 OR "reason" IS NOT NULL)`)
@Index("idx_product_proposals_seller", ["sellerId", "createdAt"])
@Index("idx_product_proposals_state", ["state", "createdAt"])
export class ProductProposal {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS", primaryKeyConstraintName: "PK_product_proposals" })
  id: number;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id", foreignKeyConstraintName: "FK_product_proposals_seller" })
  seller?: Relation<SellerProfile>;

  /** The product's name in English (the catalogue's default language). */
  @Column("text")
  name: string;

  /** The Italian name, when it differs; the English one otherwise. */
  @Column("text", { nullable: true })
  nameIt: string | null;

  @Column("integer")
  platformId: number;

  @ManyToOne(() => Platform, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "platform_id", foreignKeyConstraintName: "FK_product_proposals_platform" })
  platform?: Relation<Platform>;

  @Column("integer")
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "category_id", foreignKeyConstraintName: "FK_product_proposals_category" })
  category?: Relation<Category>;

  @Column("text", { default: "" })
  description: string;

  @Column("text", { default: "" })
  descriptionIt: string;

  @Column("text", { nullable: true })
  publisher: string | null;

  @Column("smallint", { default: ProposalState.Waiting })
  state: ProposalState;

  /** Why it was refused (required then); an optional note when accepted. */
  @Column("text", { nullable: true })
  reason: string | null;

  /** The catalogue product created on acceptance. */
  @Column("integer", { nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "FK_product_proposals_product" })
  product?: Relation<Product> | null;

  /** The admin who decided. */
  @Column("uuid", { nullable: true })
  decidedBy: string | null;

  @Column("timestamptz", { nullable: true })
  decidedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

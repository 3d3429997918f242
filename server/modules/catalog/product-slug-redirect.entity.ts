import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Locale } from "../../common/enums.js";
import { Product } from "./catalog.entities.js";

/**
 * A product's earlier slug in a language: the storefront answers its old URL with a 301 to the
 * product's current one. Written by the product administration when a slug changes; a live
 * slug always wins over an old one (taking a slug removes its old entry).
 */
@Entity("product_slug_redirects")
@Check("chk_product_slug_redirects_locale", `"locale" IN ('en', 'it')`)
export class ProductSlugRedirect {
  @PrimaryColumn("text", { primaryKeyConstraintName: "PK_product_slug_redirects" })
  locale: Locale;

  @PrimaryColumn("text", { primaryKeyConstraintName: "PK_product_slug_redirects" })
  slug: string;

  @Index("IDX_product_slug_redirects_product")
  @Column("integer")
  productId: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "FK_product_slug_redirects_product" })
  product?: Relation<Product>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

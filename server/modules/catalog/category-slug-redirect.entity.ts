import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Locale } from "../../common/enums.js";
import { Category } from "./catalog.entities.js";

/**
 * A category's earlier slug in a language: the storefront answers it with a 301 to the
 * category's current URL. Written by the category administration (a slug change, or a
 * deletion that moved the products elsewhere); a live slug always wins over an old one.
 */
@Entity("category_slug_redirects")
@Check("chk_category_slug_redirects_locale", `"locale" IN ('en', 'it')`)
export class CategorySlugRedirect {
  @PrimaryColumn("text", { primaryKeyConstraintName: "PK_category_slug_redirects" })
  locale: Locale;

  @PrimaryColumn("text", { primaryKeyConstraintName: "PK_category_slug_redirects" })
  slug: string;

  @Index("IDX_category_slug_redirects_category")
  @Column("integer")
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: "CASCADE" })
  @JoinColumn({ name: "category_id", foreignKeyConstraintName: "FK_category_slug_redirects_category" })
  category?: Relation<Category>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { EnabledState } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";

/** The shop a seller runs on the marketplace (spec §3 Seller registration). */
@Entity("seller_profiles")
@Check("chk_seller_profiles_state", `"state" BETWEEN 0 AND 3`)
@Check("chk_seller_profiles_rating", `"rating" BETWEEN 0 AND 100`)
export class SellerProfile {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("uuid", { unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** Public shop name shown on offers. */
  @Column("text")
  name: string;

  /** Contact email of the business. */
  @Column("text")
  email: string;

  /** Legal name of the business. */
  @Column("text")
  registrationName: string;

  @Column("text")
  vatNumber: string;

  @Column("text", { nullable: true })
  image: string | null;

  @Column("smallint", { default: EnabledState.Waiting })
  state: EnabledState;

  /** Share of positive buyer feedback, 0–100. */
  @Column("smallint", { default: 100 })
  rating: number;

  @Column("integer", { default: 0 })
  salesCount: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

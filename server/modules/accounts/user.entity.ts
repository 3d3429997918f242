import { Check, Column, Index, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Locale, LoginMethod, Role } from "../../common/enums.js";

/** A person with an account: customer, seller or admin (spec §3 User). */
@Entity("users")
@Check("chk_users_role", `"role" IN ('user', 'seller', 'support', 'admin')`)
@Check("chk_users_locale", `"locale" IN ('en', 'it')`)
@Check("chk_users_login_method", `"login_method" IN ('password', 'google')`)
@Index("idx_users_email_lower", { synchronize: false }) // UNIQUE (lower(email))
@Index("idx_users_search_trgm", { synchronize: false }) // GIN trigram on lower(email || name || surname): admin search
@Index("idx_users_created_at", ["createdAt"]) // signups per day (admin dashboard)
export class User {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Stored as typed; uniqueness is case-insensitive (unique index on lower(email)). */
  @Column("text")
  email: string;

  @Column("text", { default: "" })
  name: string;

  @Column("text", { default: "" })
  surname: string;

  @Column("text", { nullable: true })
  image: string | null;

  @Column("boolean", { default: false })
  marketingConsent: boolean;

  @Column("boolean", { default: false })
  blocked: boolean;

  @Column("text", { default: Locale.en })
  locale: Locale;

  @Column("text", { default: LoginMethod.password })
  loginMethod: LoginMethod;

  /** Customer id at the payment provider, once one exists. */
  @Column("text", { nullable: true })
  customerId: string | null;

  /** user, seller, support or admin; guests have no row. */
  @Column("text", { default: Role.user })
  role: Role;

  /** argon2id hash; null for accounts that only sign in with Google. */
  @Column("text", { nullable: true, select: false })
  passwordHash: string | null;

  @Column("timestamptz", { nullable: true })
  emailVerifiedAt: Date | null;

  @Column("text", { nullable: true })
  referrer: string | null;

  /** Google's stable subject id ("sub") once the account signed in with Google. */
  @Index("idx_users_google_subject", { unique: true, where: `"google_subject" IS NOT NULL` })
  @Column("text", { nullable: true })
  googleSubject: string | null;

  /** When the account was deleted (personal data erased, row kept for orders). */
  @Column("timestamptz", { nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

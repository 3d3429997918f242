import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from "typeorm";

/**
 * A Google sign-in in progress: PKCE verifier, nonce and where to go afterwards, keyed by
 * the SHA-256 of the OAuth `state` (also kept in a short-lived cookie of the browser that
 * started it). Single use; expires after 10 minutes.
 */
@Entity("oidc_logins")
export class OidcLogin {
  @PrimaryColumn("bytea")
  stateHash: Buffer;

  @Column("text")
  codeVerifier: string;

  @Column("text")
  nonce: string;

  /** Profile details asked for at the start: locale, referrer, marketingConsent, destination. */
  @Column("jsonb")
  details: { locale: string; referrer: string | null; marketingConsent: boolean; destination: string };

  @Index("idx_oidc_logins_expires_at")
  @Column("timestamptz")
  expiresAt: Date;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

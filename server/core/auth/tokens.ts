/** Opaque tokens: sessions, mailed one-time links, OAuth state. Only their SHA-256 is stored. */
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: session tokens, mailed one-time tokens, OAuth state. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token: what the database keeps instead of the token. */
export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

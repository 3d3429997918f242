/**
 * Encryption of product keys at rest: AES-256-GCM with a random 96-bit IV per value and
 * the keyring entry's id stored beside the ciphertext, so keys can be rotated (new values
 * use the first entry, old values still decrypt with theirs).
 *
 * Duplicate detection uses an HMAC-SHA256 of the normalised value, keyed from the LAST
 * (oldest) keyring entry: keep that entry when rotating, or duplicates of older uploads
 * are no longer recognised.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface EncryptedValue {
  ciphertext: Buffer;
  keyId: string;
}

export class KeyVault {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentId: string;
  private readonly hashKey: Buffer;

  /**
   * @param keyring "id:base64[,id:base64…]", each key 32 bytes. When absent (development and
   *   tests only; config refuses it in production) a fixed development key is used.
   */
  constructor(keyring: string | undefined) {
    const entries = keyring
      ? keyring.split(",").map((entry) => {
          const [id, b64] = entry.trim().split(":");
          const key = Buffer.from(b64 ?? "", "base64");
          if (!id || key.length !== 32) throw new Error("KEY_ENCRYPTION_KEYS: each entry must be id:<32 bytes in base64>");
          return [id, key] as const;
        })
      : [["dev", Buffer.from(hkdfSync("sha256", "keymarket-development-only", "", "km-dev", 32))] as const];
    for (const [id, key] of entries) this.keys.set(id, key);
    this.currentId = entries[0]![0];
    this.hashKey = Buffer.from(hkdfSync("sha256", entries[entries.length - 1]![1], "", "km-key-hash", 32));
  }

  /** The id of the entry new values are encrypted with (the first of the keyring). */
  get currentKeyId(): string {
    return this.currentId;
  }

  encrypt(value: string): EncryptedValue {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.keys.get(this.currentId)!, iv);
    const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
    return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]), keyId: this.currentId };
  }

  decrypt(ciphertext: Buffer, keyId: string): string {
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`no keyring entry "${keyId}" to decrypt this value`);
    const iv = ciphertext.subarray(0, IV_BYTES);
    const tag = ciphertext.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  }

  /** Keyed hash of a value, for uniqueness checks; whitespace and case do not matter. */
  hash(value: string): Buffer {
    return createHmac("sha256", this.hashKey).update(value.trim().toUpperCase()).digest();
  }
}

/**
 * Adding keys to an offer: each value is encrypted (the key vault) and fingerprinted; a value
 * whose fingerprint is already in the marketplace (any seller, any product) or twice in the same
 * upload is refused, and the other seller is never named. A seller adds to its own offers only.
 * When keys arrive for an offer with waiting pre-orders, their delivery job is asked to run.
 */
import { KeyContentType, KeyState } from "../../common/enums.js";
import { NotFoundError } from "../../core/errors/index.js";
import { narrowScope, ownedSql, ownerScope } from "../../core/auth/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { SqlParams } from "../../db/sql.js";
import type { KeyVault } from "./key-vault.js";

export interface UploadReport {
  accepted: number;
  /** 1-based line numbers of the upload. */
  malformed: number[];
  duplicateInUpload: number[];
  duplicateInMarketplace: number[];
}

/** Longest key value accepted (credentials and URLs included). */
export const MAX_KEY_LENGTH = 2000;

export class KeysService {
  constructor(
    private readonly vault: KeyVault,
    private readonly afterUpload: (offerId: number) => Promise<void>,
  ) {}

  /** Adds text, credentials or URL keys to one of the caller's offers (admins: any offer). */
  async add(ctx: RequestContext, offerId: number, values: readonly string[], contentType: KeyContentType = KeyContentType.text): Promise<UploadReport> {
    const scope = ownerScope(ctx, "keys:add", "seller");
    const p = new SqlParams();
    const idParam = p.add(offerId);
    const [offer] = await ctx.manager.query(
      `SELECT id FROM offers o WHERE o.id = ${idParam} AND ${ownedSql(narrowScope(scope), "o.seller_id", (v) => p.add(v))}`,
      p.values,
    );
    if (!offer) throw new NotFoundError("Offer");

    const report: UploadReport = { accepted: 0, malformed: [], duplicateInUpload: [], duplicateInMarketplace: [] };
    const seen = new Map<string, number>();
    const rows: { line: number; hash: Buffer; cipher: Buffer; keyId: string }[] = [];
    for (const [i, raw] of values.entries()) {
      const line = i + 1;
      const value = raw.trim();
      const malformed =
        !value || value.length > MAX_KEY_LENGTH || value.includes("\u0000") || (contentType === KeyContentType.url && !/^https?:\/\/\S+$/i.test(value));
      if (malformed) {
        report.malformed.push(line);
        continue;
      }
      const hash = this.vault.hash(value);
      const fp = hash.toString("hex");
      if (seen.has(fp)) {
        report.duplicateInUpload.push(line);
        continue;
      }
      seen.set(fp, line);
      const enc = this.vault.encrypt(value);
      rows.push({ line, hash, cipher: enc.ciphertext, keyId: enc.keyId });
    }
    if (rows.length) {
      const inserted: { value_hash: Buffer }[] = await ctx.manager.query(
        `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
         SELECT o.id, o.product_id, o.seller_id, $2, ${KeyState.Available}, t.c, t.k, t.h
           FROM offers o, unnest($3::bytea[], $4::text[], $5::bytea[]) AS t(c, k, h) WHERE o.id = $1
         ON CONFLICT (value_hash) DO NOTHING
         RETURNING value_hash`,
        [offerId, contentType, rows.map((r) => r.cipher), rows.map((r) => r.keyId), rows.map((r) => r.hash)],
      );
      const stored = new Set(inserted.map((r) => Buffer.from(r.value_hash).toString("hex")));
      for (const r of rows) {
        if (stored.has(r.hash.toString("hex"))) report.accepted++;
        else report.duplicateInMarketplace.push(r.line);
      }
    }
    if (report.accepted) await this.afterUpload(offerId).catch(() => undefined);
    return report;
  }
}

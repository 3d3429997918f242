/**
 * A seller's keys: bulk uploads, counts per state, the list of keys (values never shown, only
 * the last characters of unsold text keys), and withdrawing unsold keys.
 *
 * An upload is a `key_uploads` row with its progress and per-line report. Each value is checked
 * (key-upload-parse.ts), fingerprinted (the key vault's HMAC) and encrypted before it is stored;
 * a value twice in the upload or already anywhere in the marketplace (any seller, any product:
 * the unique fingerprint) is refused for its line, and the other seller is never named.
 * Small uploads run in the request; large ones are staged encrypted and run by a pg-boss job in
 * chunks, each chunk's keys and the progress committed together, so a job that dies resumes
 * where it stopped and two runs never insert the same chunk twice. The staging is cleared when
 * the upload ends. New keys may complete waiting pre-orders: `afterUpload` asks for their
 * delivery after every chunk that added keys.
 */
import type { EntityManager } from "typeorm";
import { KeyContentType, KeyState } from "../../common/enums.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { type Permission, narrowScope, ownedSql, ownerScope } from "../../core/auth/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { returnedRows, SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { Logger } from "../../logger.js";
import type { KeyVault } from "./key-vault.js";
import type { KeyUpload, KeyUploadReportData } from "./key-upload.entity.js";
import { type KeyLineProblem, parseUpload, type UploadLine, type UploadPayload } from "./key-upload-parse.js";
import { claimRun } from "../jobs/claim-run.js";
import { runInProcess } from "../jobs/run-in-process.js";

export { MAX_KEY_LENGTH } from "./key-upload-parse.js";

/** Uploads of at most this many lines run in the request; larger ones run as a job. */
export const INLINE_MAX_LINES = 500;
/** Lines per transaction (and per progress update) of an upload. */
export const UPLOAD_CHUNK = 2000;
/** Runs of one upload's job before it is given up as failed. */
const MAX_ATTEMPTS = 3;
/** An upload that has not moved for this long is failed (its job is gone) and its staging cleared. */
const STALLED_MINUTES = 60;

/** Name of the pg-boss job that processes one staged upload. */
export const KEY_UPLOAD_JOB = "keys.process-upload";

/** A line's fate in an upload's report. */
export enum KeyUploadLineStatus {
  accepted = "accepted",
  malformed = "malformed",
  duplicateInUpload = "duplicateInUpload",
  duplicateInMarketplace = "duplicateInMarketplace",
}

export interface KeyUploadLineEntry {
  line: number;
  status: KeyUploadLineStatus;
  problem: KeyLineProblem | null;
}

/** The report with the accepted lines, as stored in `key_uploads.report`. */
type FullReport = KeyUploadReportData & { accepted: [number, number][] };

export interface OfferKeyCounts {
  offerId: number;
  available: number;
  using: number;
  delivered: number;
  revealed: number;
  notDelivered: number;
  changed: number;
  replaced: number;
}

export interface SellerKeyEntry {
  id: string;
  state: KeyState;
  contentType: KeyContentType;
  createdAt: Date;
  /** Last characters of an Available text or URL key; null for everything else. */
  hint: string | null;
}

export type WithdrawOutcome = { withdrawn: number } | { notWithdrawable: string[] };

/** Appends a line to ranges kept in increasing order. */
function pushLine(ranges: [number, number][], line: number): void {
  const last = ranges[ranges.length - 1];
  if (last && last[1] === line - 1) last[1] = line;
  else ranges.push([line, line]);
}

const emptyReport = (): FullReport => ({ accepted: [], malformed: {}, duplicateInUpload: [], duplicateInMarketplace: [] });

const UPLOAD_COLUMNS = `id, offer_id AS "offerId", seller_id AS "sellerId", content_type AS "contentType", source, file_name AS "fileName", state,
  total_lines AS "totalLines", processed, accepted, malformed, duplicate_in_upload AS "duplicateInUpload",
  duplicate_in_marketplace AS "duplicateInMarketplace", report, attempts, error, created_at AS "createdAt",
  started_at AS "startedAt", finished_at AS "finishedAt", updated_at AS "updatedAt"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class KeysService {
  constructor(
    private readonly vault: KeyVault,
    private readonly afterUpload: (offerId: number) => Promise<void>,
    /** Queues the job of a staged upload in the transaction of `manager`; false when no queue runs (then it runs here). */
    private readonly queue: (uploadId: string, manager: EntityManager) => Promise<boolean> = async () => false,
    private readonly logger?: Logger,
  ) {}

  /** One of the caller's offers (admins: any), or NOT_FOUND (a foreign offer answers like an unknown one). */
  private async ownedOffer(ctx: RequestContext, offerId: number, permission: Permission): Promise<{ id: number; sellerId: number }> {
    const scope = ownerScope(ctx, permission, "seller");
    const p = new SqlParams();
    const idParam = p.add(offerId);
    const [offer] = await ctx.manager.query(
      `SELECT o.id, o.seller_id AS "sellerId" FROM offers o WHERE o.id = ${idParam} AND ${ownedSql(narrowScope(scope), "o.seller_id", (v) => p.add(v))}`,
      p.values,
    );
    if (!offer) throw new NotFoundError("Offer");
    return offer;
  }

  /**
   * Starts an upload to one of the caller's offers and answers it: done already for small
   * uploads, queued for the job otherwise. An upload that cannot be read at all (a broken CSV
   * file, no keys, too many) is refused with BAD_USER_INPUT; a bad line is reported per line.
   */
  async upload(ctx: RequestContext, offerId: number, payload: UploadPayload): Promise<KeyUpload> {
    const offer = await this.ownedOffer(ctx, offerId, "keys:add");
    const parsed = await parseUpload(payload);
    const base = {
      offerId: offer.id,
      sellerId: offer.sellerId,
      contentType: parsed.contentType,
      source: parsed.source,
      fileName: parsed.fileName?.slice(0, 200) ?? null,
      totalLines: parsed.lines.length,
    };
    if (parsed.lines.length <= INLINE_MAX_LINES) {
      const [row] = await ctx.manager.query(
        `INSERT INTO key_uploads (offer_id, seller_id, content_type, source, file_name, total_lines, report, state, attempts, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'running', 1, now()) RETURNING id`,
        [base.offerId, base.sellerId, base.contentType, base.source, base.fileName, base.totalLines, JSON.stringify(emptyReport())],
      );
      await this.runLines(ctx, row.id, offer.id, parsed.lines, 0, emptyReport());
      return this.loadUpload(ctx, row.id);
    }
    // Large: the lines wait for the job encrypted, never in clear text.
    const staged = this.vault.encrypt(JSON.stringify(parsed.lines.map((l) => [l.line, l.value, l.contentType, l.problem ?? null])));
    const { id, queued } = await withTransaction(ctx, async (tx) => {
      const [row] = await tx.manager.query(
        `INSERT INTO key_uploads (offer_id, seller_id, content_type, source, file_name, total_lines, report, staged_ciphertext, staged_key_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          base.offerId,
          base.sellerId,
          base.contentType,
          base.source,
          base.fileName,
          base.totalLines,
          JSON.stringify(emptyReport()),
          staged.ciphertext,
          staged.keyId,
        ],
      );
      return { id: row.id as string, queued: await this.queue(row.id, tx.manager) };
    });
    if (!queued) this.runHere(ctx, id);
    return this.loadUpload(ctx, id);
  }

  /**
   * An upload to the caller's own offer of a product (the REST shim's Key entries: productId and
   * keys); a product the caller does not sell is NOT_FOUND. Admins have no offers of their own.
   */
  async uploadForProduct(ctx: RequestContext, productId: number, payload: UploadPayload): Promise<KeyUpload> {
    const scope = ownerScope(ctx, "keys:add", "seller");
    const sellerId = scope.kind === "seller" ? scope.sellerId : ctx.user?.sellerId;
    const [offer] = sellerId != null ? await ctx.manager.query(`SELECT id FROM offers WHERE product_id = $1 AND seller_id = $2`, [productId, sellerId]) : [];
    if (!offer) throw new NotFoundError("Offer");
    return this.upload(ctx, offer.id, payload);
  }

  /** Without a job queue (development without JOBS): the upload runs in this process, after the answer. */
  private runHere(ctx: RequestContext, id: string): void {
    runInProcess(
      ctx,
      MAX_ATTEMPTS,
      (system) => this.processUpload(system, id),
      (e) => this.logger?.warn({ err: e, uploadId: id }, "key upload failed (retried)"),
    );
  }

  /**
   * The job: processes a staged upload from where it stands (a retried job resumes after the
   * last committed chunk), then clears the staging. Safe to run twice at once: each chunk
   * commits only if the progress it started from is still the upload's.
   */
  async processUpload(ctx: RequestContext, uploadId: string): Promise<void> {
    const row = await claimRun<{
      offer_id: number;
      processed: number;
      report: FullReport;
      staged_ciphertext: Buffer | null;
      staged_key_id: string | null;
      attempts: number;
    }>(ctx, "key_uploads", uploadId, ["offer_id", "processed", "report", "staged_ciphertext", "staged_key_id", "attempts"]);
    if (!row) return; // done or failed already
    if (!row.staged_ciphertext || !row.staged_key_id) return this.fail(ctx, uploadId, "The upload's data is gone");
    if (row.attempts > MAX_ATTEMPTS) return this.fail(ctx, uploadId, `Gave up after ${MAX_ATTEMPTS} attempts`);
    const lines: UploadLine[] = (
      JSON.parse(this.vault.decrypt(Buffer.from(row.staged_ciphertext), row.staged_key_id)) as [number, string, KeyContentType, KeyLineProblem | null][]
    ).map(([line, value, contentType, problem]) => ({ line, value, contentType, ...(problem ? { problem } : {}) }));
    try {
      await this.runLines(ctx, uploadId, row.offer_id, lines, row.processed, { ...emptyReport(), ...row.report });
    } catch (e) {
      if (row.attempts >= MAX_ATTEMPTS) return this.fail(ctx, uploadId, "The upload could not be completed");
      throw e;
    }
  }

  private async fail(ctx: RequestContext, uploadId: string, error: string): Promise<void> {
    await ctx.manager.query(
      `UPDATE key_uploads SET state = 'failed', error = $2, finished_at = now(), staged_ciphertext = NULL, staged_key_id = NULL, updated_at = now()
        WHERE id = $1 AND state IN ('queued', 'running')`,
      [uploadId, error],
    );
  }

  /** Fails uploads whose job is gone (nothing moved for an hour) and clears their staging. */
  async failStalled(ctx: RequestContext): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await ctx.manager.query(
        `UPDATE key_uploads SET state = 'failed', error = 'The upload stopped', finished_at = now(), staged_ciphertext = NULL, staged_key_id = NULL, updated_at = now()
          WHERE state IN ('queued', 'running') AND updated_at < now() - make_interval(mins => $1) RETURNING id`,
        [STALLED_MINUTES],
      ),
    );
    return rows.length;
  }

  /**
   * Processes `lines` from index `from` in chunks: check, fingerprint, encrypt, insert; each
   * chunk's keys, counts and report committed in one transaction. Ends the upload as done.
   */
  private async runLines(
    ctx: RequestContext,
    uploadId: string,
    offerId: number,
    lines: readonly UploadLine[],
    from: number,
    report: FullReport,
  ): Promise<void> {
    // The fingerprints of the lines already processed, for duplicates within the upload.
    const seen = new Set<string>();
    for (let i = 0; i < from; i++) if (!lines[i]!.problem) seen.add(this.vault.hash(lines[i]!.value).toString("hex"));
    const counts = { accepted: 0, malformed: 0, duplicateInUpload: 0, duplicateInMarketplace: 0 };
    const count = (r: [number, number][]) => r.reduce((n, [a, b]) => n + b - a + 1, 0);
    counts.accepted = count(report.accepted);
    counts.duplicateInUpload = count(report.duplicateInUpload);
    counts.duplicateInMarketplace = count(report.duplicateInMarketplace);
    counts.malformed = Object.values(report.malformed).reduce((n, r) => n + count(r ?? []), 0);

    for (let start = from; start < lines.length; start += UPLOAD_CHUNK) {
      const chunk = lines.slice(start, start + UPLOAD_CHUNK);
      const before = structuredClone(report);
      const beforeCounts = { ...counts };
      const rows: { line: number; hash: Buffer; cipher: Buffer; keyId: string; contentType: KeyContentType }[] = [];
      // Lines in order: each category's ranges stay sorted.
      const fate = new Map<number, "row" | "upload" | KeyLineProblem>();
      for (const l of chunk) {
        if (l.problem) {
          fate.set(l.line, l.problem);
          continue;
        }
        const hash = this.vault.hash(l.value);
        const fp = hash.toString("hex");
        if (seen.has(fp)) {
          fate.set(l.line, "upload");
          continue;
        }
        seen.add(fp);
        const enc = this.vault.encrypt(l.value);
        rows.push({ line: l.line, hash, cipher: enc.ciphertext, keyId: enc.keyId, contentType: l.contentType });
        fate.set(l.line, "row");
      }
      let added = 0;
      try {
        await withTransaction(ctx, async (tx) => {
          const stored = new Set<string>();
          if (rows.length) {
            const inserted: { value_hash: Buffer }[] = await tx.manager.query(
              `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
               SELECT o.id, o.product_id, o.seller_id, t.t, ${KeyState.Available}, t.c, t.k, t.h
                 FROM offers o, unnest($2::text[], $3::bytea[], $4::text[], $5::bytea[]) AS t(t, c, k, h) WHERE o.id = $1
               ON CONFLICT (value_hash) DO NOTHING
               RETURNING value_hash`,
              [offerId, rows.map((r) => r.contentType), rows.map((r) => r.cipher), rows.map((r) => r.keyId), rows.map((r) => r.hash)],
            );
            for (const r of inserted) stored.add(Buffer.from(r.value_hash).toString("hex"));
          }
          const rowByLine = new Map(rows.map((r) => [r.line, r]));
          added = 0;
          for (const l of chunk) {
            const f = fate.get(l.line)!;
            if (f === "upload") {
              pushLine(report.duplicateInUpload, l.line);
              counts.duplicateInUpload++;
            } else if (f === "row") {
              if (stored.has(rowByLine.get(l.line)!.hash.toString("hex"))) {
                pushLine(report.accepted, l.line);
                counts.accepted++;
                added++;
              } else {
                pushLine(report.duplicateInMarketplace, l.line);
                counts.duplicateInMarketplace++;
              }
            } else {
              pushLine((report.malformed[f] ??= []), l.line);
              counts.malformed++;
            }
          }
          const done = start + chunk.length >= lines.length;
          const updated = returnedRows(
            await tx.manager.query(
              `UPDATE key_uploads SET processed = $3, accepted = $4, malformed = $5, duplicate_in_upload = $6, duplicate_in_marketplace = $7,
                 report = $8::jsonb, updated_at = now()
                 ${done ? `, state = 'done', finished_at = now(), staged_ciphertext = NULL, staged_key_id = NULL` : ""}
               WHERE id = $1 AND processed = $2 AND state = 'running' RETURNING id`,
              [
                uploadId,
                start,
                start + chunk.length,
                counts.accepted,
                counts.malformed,
                counts.duplicateInUpload,
                counts.duplicateInMarketplace,
                JSON.stringify(report),
              ],
            ),
          );
          // Another run moved the upload on: this chunk is theirs (rolled back here).
          if (!updated.length) throw new UploadOvertaken();
        });
      } catch (e) {
        Object.assign(report, before);
        Object.assign(counts, beforeCounts);
        if (e instanceof UploadOvertaken) return;
        throw e;
      }
      if (added) await this.afterUpload(offerId).catch(() => undefined);
    }
  }

  private async loadUpload(ctx: RequestContext, id: string): Promise<KeyUpload> {
    const [row] = await ctx.manager.query(`SELECT ${UPLOAD_COLUMNS} FROM key_uploads WHERE id = $1`, [id]);
    return row;
  }

  /** One of the caller's uploads (admins: any); unknown and foreign ids are NOT_FOUND. */
  async getUpload(ctx: RequestContext, id: string): Promise<KeyUpload> {
    const scope = ownerScope(ctx, "keys:info", "seller");
    if (!UUID.test(id)) throw new NotFoundError("Key upload");
    const p = new SqlParams();
    const idParam = p.add(id);
    const [row] = await ctx.manager.query(
      `SELECT ${UPLOAD_COLUMNS} FROM key_uploads WHERE id = ${idParam} AND ${ownedSql(scope, "seller_id", (v) => p.add(v))}`,
      p.values,
    );
    if (!row) throw new NotFoundError("Key upload");
    return row;
  }

  /** The uploads of one of the caller's offers, newest first. */
  async listUploads(ctx: RequestContext, offerId: number, skip: number, take: number): Promise<{ items: KeyUpload[]; totalItems: number }> {
    const offer = await this.ownedOffer(ctx, offerId, "keys:info");
    const items = await ctx.manager.query(`SELECT ${UPLOAD_COLUMNS} FROM key_uploads WHERE offer_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [
      offer.id,
      take,
      skip,
    ]);
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM key_uploads WHERE offer_id = $1`, [offer.id]);
    return { items, totalItems: n };
  }

  /** The per-line report of an upload (every line, one status, or every line not accepted), a page at a time in line order. */
  reportLines(
    upload: KeyUpload,
    status: KeyUploadLineStatus | "problems" | null,
    skip: number,
    take: number,
  ): { items: KeyUploadLineEntry[]; totalItems: number } {
    const report = { ...emptyReport(), ...(upload.report as Partial<FullReport>) };
    const groups: { status: KeyUploadLineStatus; problem: KeyLineProblem | null; ranges: [number, number][] }[] = [
      { status: KeyUploadLineStatus.accepted, problem: null, ranges: report.accepted },
      ...Object.entries(report.malformed).map(([problem, ranges]) => ({
        status: KeyUploadLineStatus.malformed,
        problem: problem as KeyLineProblem,
        ranges: ranges ?? [],
      })),
      { status: KeyUploadLineStatus.duplicateInUpload, problem: null, ranges: report.duplicateInUpload },
      { status: KeyUploadLineStatus.duplicateInMarketplace, problem: null, ranges: report.duplicateInMarketplace },
    ].filter((g) => (status === "problems" ? g.status !== KeyUploadLineStatus.accepted : status == null || g.status === status));
    // Merge the groups' ranges in line order, then cut the page without expanding the rest.
    const spans = groups.flatMap((g) => g.ranges.map(([a, b]) => ({ a, b, status: g.status, problem: g.problem }))).sort((x, y) => x.a - y.a);
    const totalItems = spans.reduce((n, s) => n + s.b - s.a + 1, 0);
    const items: KeyUploadLineEntry[] = [];
    let toSkip = skip;
    for (const s of spans) {
      const len = s.b - s.a + 1;
      if (toSkip >= len) {
        toSkip -= len;
        continue;
      }
      for (let line = s.a + toSkip; line <= s.b && items.length < take; line++) items.push({ line, status: s.status, problem: s.problem });
      toSkip = 0;
      if (items.length >= take) break;
    }
    return { items, totalItems };
  }

  /** How many keys of one of the caller's offers are in each state. */
  async counts(ctx: RequestContext, offerId: number): Promise<OfferKeyCounts> {
    const offer = await this.ownedOffer(ctx, offerId, "keys:info");
    const rows: { state: number; n: number }[] = await ctx.manager.query(
      `SELECT state, count(*)::int AS n FROM product_keys WHERE offer_id = $1 GROUP BY state`,
      [offer.id],
    );
    const of = (s: KeyState) => rows.find((r) => r.state === s)?.n ?? 0;
    return {
      offerId: offer.id,
      available: of(KeyState.Available),
      using: of(KeyState.Using),
      delivered: of(KeyState.Delivered),
      revealed: of(KeyState.Revealed),
      notDelivered: of(KeyState.NotDelivered),
      changed: of(KeyState.Changed),
      replaced: of(KeyState.Replaced),
    };
  }

  /**
   * The keys of one of the caller's offers, newest first, optionally in one state. Values are
   * never shown: an Available text or URL key shows its last 4 characters (to tell keys apart
   * when withdrawing), every other key nothing.
   */
  async listKeys(
    ctx: RequestContext,
    offerId: number,
    state: KeyState | null,
    skip: number,
    take: number,
  ): Promise<{ items: SellerKeyEntry[]; totalItems: number }> {
    const offer = await this.ownedOffer(ctx, offerId, "keys:info");
    const p = new SqlParams();
    const where = `offer_id = ${p.add(offer.id)}${state != null ? ` AND state = ${p.add(state)}` : ""}`;
    const rows: (Omit<SellerKeyEntry, "hint"> & { cipher: Buffer | null; keyId: string })[] = await ctx.manager.query(
      `SELECT id, state, content_type AS "contentType", created_at AS "createdAt", value_key_id AS "keyId",
              CASE WHEN state = ${KeyState.Available} AND content_type IN ('text', 'url') THEN value_ciphertext END AS cipher
         FROM product_keys WHERE ${where} ORDER BY created_at DESC, id LIMIT ${p.add(take)} OFFSET ${p.add(skip)}`,
      p.values,
    );
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM product_keys WHERE ${where}`, p.values.slice(0, state != null ? 2 : 1));
    return {
      items: rows.map(({ cipher, keyId, ...k }) => {
        let hint: string | null = null;
        if (cipher) {
          try {
            hint = this.vault.decrypt(Buffer.from(cipher), keyId).slice(-4);
          } catch {
            hint = null;
          }
        }
        return { ...k, hint };
      }),
      totalItems: n,
    };
  }

  /**
   * Withdraws unsold keys of one of the caller's offers: the chosen ones, or every Available
   * one. A withdrawn key is deleted (it never sells; its value may be uploaded again). Chosen
   * keys that are not Available (reserved by a checkout, sold, or unknown) refuse the whole
   * withdrawal, before anything changes. Locks the chosen rows, so a checkout reserving one at
   * the same moment either gets it first (refused here) or skips it (SKIP LOCKED).
   */
  async withdraw(ctx: RequestContext, offerId: number, choice: { keyIds?: readonly string[] | null; all?: boolean | null }): Promise<WithdrawOutcome> {
    const offer = await this.ownedOffer(ctx, offerId, "keys:delete");
    if (!choice.all && !choice.keyIds?.length) throw new InvalidInputError("Choose the keys to withdraw, or all");
    return withTransaction(ctx, async (tx) => {
      if (choice.all) {
        const deleted = returnedRows(
          await tx.manager.query(`DELETE FROM product_keys WHERE offer_id = $1 AND state = ${KeyState.Available} RETURNING id`, [offer.id]),
        );
        return { withdrawn: deleted.length };
      }
      const ids = [...new Set(choice.keyIds ?? [])];
      const valid = ids.filter((id) => UUID.test(id));
      const rows: { id: string; state: number }[] = valid.length
        ? await tx.manager.query(`SELECT id, state FROM product_keys WHERE offer_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`, [offer.id, valid])
        : [];
      const available = new Set(rows.filter((r) => r.state === KeyState.Available).map((r) => r.id));
      const refused = ids.filter((id) => !available.has(id));
      if (refused.length) return { notWithdrawable: refused };
      const deleted = returnedRows(
        await tx.manager.query(`DELETE FROM product_keys WHERE id = ANY($1::uuid[]) AND state = ${KeyState.Available} RETURNING id`, [ids]),
      );
      return { withdrawn: deleted.length };
    });
  }
}

/** Thrown inside a chunk's transaction when another run already committed it. */
class UploadOvertaken extends Error {}

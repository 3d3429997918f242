/**
 * Supplier connections (admins): a wholesale supplier account (CodesWholesale, PrepaidForge, the
 * sandbox supplier) connected to one seller shop, which owns what its imports create. The
 * credentials are stored as JSON encrypted with the product keys' keyring (KeyVault, AES-256-GCM
 * with the key id beside the ciphertext) and are never answered, logged or put in the audit log:
 * screens see only that they are set and the last 4 characters of the client id (or login).
 */
import type { EntityManager } from "typeorm";
import { checkPermission, type Permission } from "../../core/auth/index.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import { recordAudit } from "../audit/audit.js";
import type { KeyVault } from "../keys/key-vault.js";
import type { SupplierAdapter, SupplierCredentials } from "./supplier-adapter.js";
import { SupplierError } from "./supplier-adapter.js";
import type { ConnectionIntegration } from "./supplier.entities.js";
import {
  type CreateSupplierConnectionInput,
  SellerNotFoundError,
  SupplierConnectionExistsError,
  type SupplierConnectionIntegration,
  SupplierCredentialsInvalidError,
  type SupplierCredentialsInput,
  type SupplierImportRunView,
  type UpdateSupplierConnectionInput,
} from "./suppliers.types.js";

/** Builds the adapter of a connection's credentials (adapters/index.ts `createSupplierAdapter`). */
export type AdapterFactory = (credentials: SupplierCredentials) => SupplierAdapter;

/** How long a connection test may take. */
const VERIFY_TIMEOUT_MS = 15_000;

/** A connection as the API shows it (no credentials). */
export interface ConnectionRow {
  id: string;
  integration: SupplierConnectionIntegration;
  name: string;
  sellerId: number;
  sellerName: string;
  credentialsSet: boolean;
  credentialsHint: string;
  marginPercent: number;
  roundPrices: boolean;
  enabled: boolean;
  importHour: number | null;
  mappedProducts: number;
  lastRun: SupplierImportRunView | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns of a run as the API shows it (shared with the import service). */
export const RUN_COLUMNS = `r.id, r.connection_id AS "connectionId", r.status, r.scheduled, r.processed, r.counts, r.error,
  r.failure_code AS "failureCode", r.failure_params AS "failureParams",
  r.actor_email AS "createdByEmail", r.created_at AS "createdAt", r.started_at AS "startedAt", r.finished_at AS "finishedAt"`;

const CONNECTION_SELECT = `
  SELECT c.id, c.integration, c.name, c.seller_id AS "sellerId", s.name AS "sellerName", true AS "credentialsSet",
         c.credentials_hint AS "credentialsHint", c.margin_bps / 100.0 AS "marginPercent", c.round_prices AS "roundPrices",
         c.enabled, c.import_hour AS "importHour", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
         (SELECT count(*)::int FROM supplier_products sp WHERE sp.connection_id = c.id AND sp.offer_id IS NOT NULL) AS "mappedProducts",
         (SELECT row_to_json(x) FROM (SELECT ${RUN_COLUMNS} FROM supplier_import_runs r WHERE r.connection_id = c.id
                                      ORDER BY r.created_at DESC, r.id LIMIT 1) x) AS "lastRun"
    FROM supplier_connections c JOIN seller_profiles s ON s.id = c.seller_id`;

/** The stored row of a connection, credentials still encrypted. */
interface StoredConnection {
  id: string;
  integration: ConnectionIntegration;
  seller_id: number;
  credentials_cipher: Buffer;
  credentials_key_id: string;
  margin_bps: number;
  round_prices: boolean;
  enabled: boolean;
  import_hour: number | null;
  updated_by: string | null;
}

export function allow(ctx: RequestContext, permission: Permission): void {
  const verdict = checkPermission(ctx.role, ctx.user != null, [permission], ctx.apiToken?.scope);
  if (verdict === "unauthenticated") throw new UnauthenticatedError();
  if (verdict === "forbidden") throw new ForbiddenError();
}

/** A run row as read back from SQL or JSON (dates as strings in JSON). */
export function runView(r: Record<string, unknown> | null): SupplierImportRunView | null {
  if (!r) return null;
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return { ...(r as unknown as SupplierImportRunView), createdAt: date(r.createdAt)!, startedAt: date(r.startedAt), finishedAt: date(r.finishedAt) };
}

const present = (v: string | null | undefined): v is string => v != null && v.trim() !== "";

/**
 * The credentials of an integration from the input, or why they do not fit: each integration's
 * fields must all be given, and no other integration's.
 */
export function checkCredentials(integration: ConnectionIntegration, input: SupplierCredentialsInput): SupplierCredentials | SupplierCredentialsInvalidError {
  const wanted: Record<ConnectionIntegration, (keyof SupplierCredentialsInput)[]> = {
    codeswholesale: ["clientId", "clientSecret"],
    prepaidforge: ["email", "password"],
    sandbox: [],
  };
  const all: (keyof SupplierCredentialsInput)[] = ["clientId", "clientSecret", "email", "password"];
  const missing = wanted[integration].filter((f) => !present(input[f]));
  const extra = all.filter((f) => !wanted[integration].includes(f) && present(input[f]));
  if (missing.length || extra.length) {
    const parts = [
      missing.length ? `${integration} needs ${missing.join(" and ")}` : "",
      extra.length ? `${extra.join(" and ")} ${extra.length === 1 ? "is" : "are"} not used by ${integration}` : "",
    ].filter(Boolean);
    return new SupplierCredentialsInvalidError(`credentials: ${parts.join("; ")}`, [...missing, ...extra]);
  }
  const baseUrl = present(input.baseUrl) ? input.baseUrl.trim() : undefined;
  if (integration === "codeswholesale") return { integration, clientId: input.clientId!.trim(), clientSecret: input.clientSecret!, baseUrl };
  if (integration === "prepaidforge") return { integration, email: input.email!.trim(), password: input.password!, baseUrl };
  return { integration, baseUrl };
}

/** The only part of credentials ever shown: the last 4 characters of the client id or login. */
function hintOf(c: SupplierCredentials): string {
  const id = c.integration === "codeswholesale" ? c.clientId : c.integration === "prepaidforge" ? c.email : "";
  return id.slice(-4);
}

/** A seller id as given ("12"), or null when it is not one. */
function sellerIdOf(raw: string): number | null {
  const s = raw.trim();
  return /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : null;
}

export class SuppliersService {
  constructor(
    private readonly vault: KeyVault,
    /** Replaceable for tests that stand in for a supplier. */
    public createAdapter: AdapterFactory,
    /** Where this process's sandbox supplier answers (the server sets its own address once it listens). */
    public sandboxBaseUrl = "",
  ) {}

  /** Every connection, by name, with its latest run. */
  async list(ctx: RequestContext): Promise<{ items: ConnectionRow[]; totalItems: number }> {
    allow(ctx, "suppliers:info");
    const rows = await ctx.manager.query(`${CONNECTION_SELECT} ORDER BY c.name, c.id`);
    const items = rows.map((r: ConnectionRow) => this.shape(r));
    return { items, totalItems: items.length };
  }

  /** One connection; unknown ids are NOT_FOUND. */
  async get(ctx: RequestContext, id: string): Promise<ConnectionRow> {
    allow(ctx, "suppliers:info");
    return this.load(ctx.manager, id);
  }

  private shape(r: ConnectionRow): ConnectionRow {
    return { ...r, marginPercent: Number(r.marginPercent), lastRun: runView(r.lastRun as unknown as Record<string, unknown> | null) };
  }

  private async load(m: EntityManager, id: string): Promise<ConnectionRow> {
    if (!isUuid(id)) throw new NotFoundError("Supplier connection");
    const [row] = await m.query(`${CONNECTION_SELECT} WHERE c.id = $1`, [id]);
    if (!row) throw new NotFoundError("Supplier connection");
    return this.shape(row);
  }

  /** What the audit log keeps of a connection (never the credentials). */
  private auditShape(c: ConnectionRow) {
    return {
      integration: c.integration,
      name: c.name,
      sellerId: c.sellerId,
      credentialsHint: c.credentialsHint,
      marginPercent: c.marginPercent,
      roundPrices: c.roundPrices,
      enabled: c.enabled,
      importHour: c.importHour,
    };
  }

  private async sellerExists(m: EntityManager, raw: string): Promise<number | SellerNotFoundError> {
    const id = sellerIdOf(raw);
    const [row] = id == null ? [] : await m.query(`SELECT id FROM seller_profiles WHERE id = $1`, [id]);
    return row ? id! : new SellerNotFoundError(raw);
  }

  /** Connects a supplier account to a seller shop; one connection per shop and supplier. */
  async create(
    ctx: RequestContext,
    input: CreateSupplierConnectionInput,
  ): Promise<ConnectionRow | SellerNotFoundError | SupplierCredentialsInvalidError | SupplierConnectionExistsError> {
    allow(ctx, "suppliers:add");
    const credentials = checkCredentials(input.integration, input.credentials);
    if (credentials instanceof SupplierCredentialsInvalidError) return credentials;
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      const sellerId = await this.sellerExists(m, input.sellerId);
      if (sellerId instanceof SellerNotFoundError) return sellerId;
      const enc = this.vault.encrypt(JSON.stringify(credentials));
      const [row] = await m.query(
        `INSERT INTO supplier_connections (integration, name, seller_id, credentials_cipher, credentials_key_id, credentials_hint,
                                           margin_bps, round_prices, enabled, import_hour, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (seller_id, integration) DO NOTHING RETURNING id`,
        [
          input.integration,
          input.name.trim(),
          sellerId,
          enc.ciphertext,
          enc.keyId,
          hintOf(credentials),
          Math.round(input.marginPercent * 100),
          input.roundPrices,
          input.enabled,
          input.importHour ?? null,
          ctx.user?.id ?? null,
        ],
      );
      if (!row) {
        const [existing] = await m.query(`SELECT id FROM supplier_connections WHERE seller_id = $1 AND integration = $2`, [sellerId, input.integration]);
        return new SupplierConnectionExistsError(existing.id);
      }
      const after = await this.load(m, row.id);
      await recordAudit(tx, {
        action: "supplier_connection.create",
        targetType: "supplier_connection",
        targetId: row.id,
        summary: `Connected ${input.integration} "${after.name}" to shop ${after.sellerName}`,
        before: null,
        after: this.auditShape(after),
      });
      return after;
    });
  }

  /** Changes a connection; new credentials replace the stored ones whole. */
  async update(
    ctx: RequestContext,
    input: UpdateSupplierConnectionInput,
  ): Promise<ConnectionRow | SellerNotFoundError | SupplierCredentialsInvalidError | SupplierConnectionExistsError> {
    allow(ctx, "suppliers:edit");
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      if (!isUuid(input.id)) throw new NotFoundError("Supplier connection");
      const [stored] = await m.query(`SELECT id, integration FROM supplier_connections WHERE id = $1 FOR UPDATE`, [input.id]);
      if (!stored) throw new NotFoundError("Supplier connection");
      const before = await this.load(m, input.id);
      let credentials: SupplierCredentials | null = null;
      if (input.credentials) {
        const c = checkCredentials(stored.integration, input.credentials);
        if (c instanceof SupplierCredentialsInvalidError) return c;
        credentials = c;
      }
      let sellerId = before.sellerId;
      if (input.sellerId != null) {
        const s = await this.sellerExists(m, input.sellerId);
        if (s instanceof SellerNotFoundError) return s;
        sellerId = s;
        if (sellerId !== before.sellerId) {
          const [other] = await m.query(`SELECT id FROM supplier_connections WHERE seller_id = $1 AND integration = $2 AND id <> $3`, [
            sellerId,
            stored.integration,
            input.id,
          ]);
          if (other) return new SupplierConnectionExistsError(other.id);
        }
      }
      const enc = credentials ? this.vault.encrypt(JSON.stringify(credentials)) : null;
      const hour = input.importHour === -1 ? null : input.importHour === undefined || input.importHour === null ? before.importHour : input.importHour;
      await m.query(
        `UPDATE supplier_connections SET name = $2, seller_id = $3, margin_bps = $4, round_prices = $5, enabled = $6, import_hour = $7,
                credentials_cipher = coalesce($8, credentials_cipher), credentials_key_id = coalesce($9, credentials_key_id),
                credentials_hint = coalesce($10, credentials_hint), updated_by = $11, updated_at = now()
          WHERE id = $1`,
        [
          input.id,
          input.name?.trim() || before.name,
          sellerId,
          input.marginPercent == null ? Math.round(before.marginPercent * 100) : Math.round(input.marginPercent * 100),
          input.roundPrices ?? before.roundPrices,
          input.enabled ?? before.enabled,
          hour,
          enc?.ciphertext ?? null,
          enc?.keyId ?? null,
          credentials ? hintOf(credentials) : null,
          ctx.user?.id ?? null,
        ],
      );
      const after = await this.load(m, input.id);
      await recordAudit(tx, {
        action: "supplier_connection.update",
        targetType: "supplier_connection",
        targetId: input.id,
        summary: `Edited supplier connection "${after.name}"${credentials ? " (new credentials)" : ""}`,
        before: this.auditShape(before),
        after: { ...this.auditShape(after), ...(credentials ? { credentialsChanged: true } : {}) },
      });
      return after;
    });
  }

  /** Removes a connection, its runs and its mapping; the offers it created stay with the shop. */
  async delete(ctx: RequestContext, id: string): Promise<{ id: string }> {
    allow(ctx, "suppliers:delete");
    return withTransaction(ctx, async (tx) => {
      const before = await this.load(tx.manager, id);
      await tx.manager.query(`DELETE FROM supplier_connections WHERE id = $1`, [id]);
      await recordAudit(tx, {
        action: "supplier_connection.delete",
        targetType: "supplier_connection",
        targetId: id,
        summary: `Removed supplier connection "${before.name}"`,
        before: this.auditShape(before),
        after: null,
      });
      return { id };
    });
  }

  /** Asks the supplier whether the stored credentials work (its verify call). */
  async test(ctx: RequestContext, id: string): Promise<{ ok: boolean; errorKind: string | null; message: string | null }> {
    allow(ctx, "suppliers:edit");
    await this.load(ctx.manager, id);
    const adapter = await this.adapterOf(ctx.manager, id);
    try {
      await adapter.verify(AbortSignal.timeout(VERIFY_TIMEOUT_MS));
      return { ok: true, errorKind: null, message: null };
    } catch (e) {
      if (e instanceof SupplierError) return { ok: false, errorKind: e.kind, message: e.message };
      if ((e as Error)?.name === "TimeoutError" || (e as Error)?.name === "AbortError") {
        return { ok: false, errorKind: "unavailable", message: "The supplier did not answer in time" };
      }
      throw e;
    }
  }

  /** The stored row of a connection (credentials encrypted), or null. */
  async stored(m: EntityManager, id: string): Promise<StoredConnection | null> {
    const [row] = await m.query(`SELECT * FROM supplier_connections WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The adapter of a connection, built from its decrypted credentials (kept in memory only for the call). */
  async adapterOf(m: EntityManager, id: string): Promise<SupplierAdapter> {
    const row = await this.stored(m, id);
    if (!row) throw new NotFoundError("Supplier connection");
    const credentials = JSON.parse(this.vault.decrypt(row.credentials_cipher, row.credentials_key_id)) as SupplierCredentials;
    return this.createAdapter(credentials);
  }
}

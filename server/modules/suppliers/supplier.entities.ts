/**
 * Supplier connections and their imports (migration SupplierConnections):
 *
 *  - `supplier_connections`: a wholesale supplier account (CodesWholesale, PrepaidForge, the
 *    sandbox supplier) connected to one seller shop, which owns the imported offers; its
 *    credentials encrypted at rest with the keys' keyring, the margin rule and the schedule;
 *  - `supplier_import_runs`: one import (manual or scheduled), its progress and counts per result;
 *    at most one queued or running per connection (a partial unique index);
 *  - `supplier_import_items`: the report's rows, one per supplier product walked;
 *  - `supplier_products`: the mapping supplier product ↔ catalogue product and offer, with the
 *    supplier's last price and stock (imported offers have no uploaded keys).
 */
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from "typeorm";
import type { CreateResult, ImportResult } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { Offer, Product } from "../catalog/catalog.entities.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";

/** The integrations a connection can use (the supplier interface's adapters). */
export type ConnectionIntegration = "codeswholesale" | "prepaidforge" | "sandbox";

/** Counts of one run per import result. */
export type ImportCounts = Record<ImportResult, number>;

@Entity("supplier_connections")
@Check("chk_supplier_connections_integration", `"integration" IN ('codeswholesale', 'prepaidforge', 'sandbox')`)
@Check("chk_supplier_connections_margin", `"margin_bps" BETWEEN 0 AND 100000`)
@Check("chk_supplier_connections_hour", `"import_hour" IS NULL OR "import_hour" BETWEEN 0 AND 23`)
@Index("uq_supplier_connections_seller_integration", ["sellerId", "integration"], { unique: true })
export class SupplierConnection {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_supplier_connections" })
  id: string;

  @Column("text")
  integration: ConnectionIntegration;

  /** The operator's name for it ("CodesWholesale EU account"). */
  @Column("text")
  name: string;

  /** The seller shop that owns the imported offers. */
  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  /** The credentials as JSON, AES-256-GCM encrypted with the keys' keyring (never answered). */
  @Column("bytea")
  credentialsCipher: Buffer;

  @Column("text")
  credentialsKeyId: string;

  /** The last 4 characters of the client id (or login), the only part of the credentials shown. */
  @Column("text", { default: "" })
  credentialsHint: string;

  /** Offer price = purchase price + this margin, in basis points (2000 = 20 %). */
  @Column("integer", { default: 2000 })
  marginBps: number;

  /** Round offer prices up to the next .49 or .99. */
  @Column("boolean", { default: true })
  roundPrices: boolean;

  /** Scheduled imports on; a manual import works either way. */
  @Column("boolean", { default: false })
  enabled: boolean;

  /** The hour (UTC) of the daily scheduled import; null: none. */
  @Column("smallint", { nullable: true })
  importHour: number | null;

  /** The admin who last saved it: scheduled imports act as them in the audit log. */
  @Column("uuid", { nullable: true })
  updatedBy: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "updated_by" })
  updater?: Relation<User>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

@Entity("supplier_import_runs")
@Check("chk_supplier_import_runs_status", `"status" IN ('queued', 'running', 'done', 'failed')`)
@Index("idx_supplier_import_runs_connection", ["connectionId", "createdAt"])
@Index("uq_supplier_import_runs_active", ["connectionId"], { unique: true, where: `"status" IN ('queued', 'running')` })
export class SupplierImportRun {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_supplier_import_runs" })
  id: string;

  @Column("uuid")
  connectionId: string;

  @ManyToOne(() => SupplierConnection, { onDelete: "CASCADE" })
  @JoinColumn({ name: "connection_id" })
  connection?: Relation<SupplierConnection>;

  /** queued, running, done, failed (the admin jobs' states). */
  @Column("text", { default: "queued" })
  status: string;

  /** Started by the daily schedule (products it creates are recorded as Cronjob). */
  @Column("boolean", { default: false })
  scheduled: boolean;

  /** Supplier products walked so far. */
  @Column("integer", { default: 0 })
  processed: number;

  @Column("jsonb")
  counts: ImportCounts;

  @Column("text", { nullable: true })
  error: string | null;

  /** Why it failed as a code (supplier-messages.ts), `error` being its English text; null on rows from before the codes. */
  @Column("text", { nullable: true })
  failureCode: string | null;

  @Column("jsonb", { nullable: true })
  failureParams: Record<string, unknown> | null;

  @Column("smallint", { default: 0 })
  attempts: number;

  /** The admin who started it (or, scheduled, who last saved the connection). */
  @Column("uuid", { nullable: true })
  createdBy: string | null;

  @Column("text", { default: "" })
  actorEmail: string;

  @Column("text", { default: "" })
  actorRole: string;

  @Column("text", { default: "" })
  actorIp: string;

  @Column("text", { default: "" })
  requestId: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { nullable: true })
  startedAt: Date | null;

  @Column("timestamptz", { nullable: true })
  finishedAt: Date | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

@Entity("supplier_import_items")
@Check(
  "chk_supplier_import_items_result",
  `"result" IN ('ProductCreated', 'OfferCreated', 'TooManyEqualProducts', 'Error', 'AlreadyImported', 'OfferAlreadyExisting')`,
)
@Check("chk_supplier_import_items_create_result", `"create_result" IS NULL OR "create_result" IN ('Created', 'AlreadyExisting', 'Error', 'Cronjob')`)
@Index("uq_supplier_import_items_run_external", ["runId", "externalId"], { unique: true })
@Index("idx_supplier_import_items_run_result", ["runId", "result", "id"])
export class SupplierImportItem {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS", type: "bigint", primaryKeyConstraintName: "PK_supplier_import_items" })
  id: string;

  @Column("uuid")
  runId: string;

  @ManyToOne(() => SupplierImportRun, { onDelete: "CASCADE" })
  @JoinColumn({ name: "run_id" })
  run?: Relation<SupplierImportRun>;

  @Column("text")
  externalId: string;

  @Column("text")
  name: string;

  @Column("text", { nullable: true })
  platform: string | null;

  @Column("text", { nullable: true })
  region: string | null;

  @Column("text")
  result: ImportResult;

  /** Set when the item created (or tried to create) a catalogue product. */
  @Column("text", { nullable: true })
  createResult: CreateResult | null;

  /** The catalogue product matched or created (no foreign key: the report outlives it). */
  @Column("integer", { nullable: true })
  productId: number | null;

  @Column("integer", { nullable: true })
  offerId: number | null;

  /** The English text of `messageCode` with `messageParams` (rows from before the codes have only the text). */
  @Column("text", { default: "" })
  message: string;

  /** What the message says (supplier-messages.ts); null on rows from before the codes. */
  @Column("text", { nullable: true })
  messageCode: string | null;

  @Column("jsonb", { nullable: true })
  messageParams: Record<string, unknown> | null;
}

@Entity("supplier_products")
@Index("uq_supplier_products_connection_external", ["connectionId", "externalId"], { unique: true })
@Index("idx_supplier_products_offer", ["offerId"])
@Index("idx_supplier_products_product", ["productId"])
@Check("chk_supplier_products_stock", `"stock" >= 0`)
export class SupplierProductLink {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS", primaryKeyConstraintName: "PK_supplier_products" })
  id: number;

  @Column("uuid")
  connectionId: string;

  @ManyToOne(() => SupplierConnection, { onDelete: "CASCADE" })
  @JoinColumn({ name: "connection_id" })
  connection?: Relation<SupplierConnection>;

  @Column("text")
  externalId: string;

  @Column("text")
  name: string;

  @Column("integer", { nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: "SET NULL" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  /** The seller's offer fed by this supplier product; null once the offer is deleted. */
  @Column("integer", { nullable: true })
  offerId: number | null;

  @ManyToOne(() => Offer, { onDelete: "SET NULL" })
  @JoinColumn({ name: "offer_id" })
  offer?: Relation<Offer>;

  /** The import created the catalogue product (a hidden draft). */
  @Column("boolean", { default: false })
  createdProduct: boolean;

  /** The supplier's stock at the last import. */
  @Column("integer", { default: 0 })
  stock: number;

  /** The purchase price per key at the last import, in minor units of `currency`. */
  @Column("integer")
  purchasePrice: number;

  @Column("text")
  currency: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

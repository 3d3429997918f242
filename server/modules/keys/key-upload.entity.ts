import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { KeyContentType } from "../../common/enums.js";
import { Offer } from "../catalog/catalog.entities.js";

/** Where an upload's values came from. */
export enum KeyUploadSource {
  paste = "paste",
  csv = "csv",
  images = "images",
  credentials = "credentials",
  url = "url",
}

/** An upload's progress: queued (waiting for the job), running, done, failed. */
export enum KeyUploadState {
  queued = "queued",
  running = "running",
  done = "done",
  failed = "failed",
}

/**
 * The per-line report, stored compactly: line numbers (from 1) as ranges `[first, last]`,
 * malformed lines grouped by reason. Accepted lines are the ones in no list.
 */
export interface KeyUploadReportData {
  malformed: Partial<Record<string, [number, number][]>>;
  duplicateInUpload: [number, number][];
  duplicateInMarketplace: [number, number][];
}

/**
 * One bulk upload of keys to an offer, with its progress and per-line report. Large uploads
 * are staged encrypted (`staged_*`, the key vault) until the job has processed them; the
 * staging is cleared when the upload ends, so no upload sits in the database longer than needed.
 */
@Entity("key_uploads")
@Check("chk_key_uploads_source", `"source" IN ('paste', 'csv', 'images', 'credentials', 'url')`)
@Check("chk_key_uploads_state", `"state" IN ('queued', 'running', 'done', 'failed')`)
@Check("chk_key_uploads_content_type", `"content_type" IS NULL OR "content_type" IN ('text', 'jpeg', 'jpg', 'png', 'gif', 'credentials', 'url')`)
@Index("idx_key_uploads_offer", ["offerId", "createdAt"])
@Index("idx_key_uploads_seller", ["sellerId", "createdAt"])
export class KeyUpload {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("integer")
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: "CASCADE" })
  @JoinColumn({ name: "offer_id" })
  offer?: Relation<Offer>;

  @Column("integer")
  sellerId: number;

  /** Null for images: each image's type comes from its file. */
  @Column("text", { nullable: true })
  contentType: KeyContentType | null;

  @Column("text")
  source: KeyUploadSource;

  /** The uploaded file's name (CSV, images), for the seller's list. */
  @Column("text", { nullable: true })
  fileName: string | null;

  @Column("text", { default: KeyUploadState.queued })
  state: KeyUploadState;

  @Column("integer", { default: 0 })
  totalLines: number;

  @Column("integer", { default: 0 })
  processed: number;

  @Column("integer", { default: 0 })
  accepted: number;

  @Column("integer", { default: 0 })
  malformed: number;

  @Column("integer", { default: 0 })
  duplicateInUpload: number;

  @Column("integer", { default: 0 })
  duplicateInMarketplace: number;

  @Column("jsonb")
  report: KeyUploadReportData;

  /** The staged values (JSON), encrypted with the key vault; null once processed. */
  @Column("bytea", { nullable: true, select: false })
  stagedCiphertext: Buffer | null;

  @Column("text", { nullable: true })
  stagedKeyId: string | null;

  /** Job runs that started on it (a run that dies is retried; after three the upload fails). */
  @Column("smallint", { default: 0 })
  attempts: number;

  /** Why a failed upload failed (no key values in it). */
  @Column("text", { nullable: true })
  error: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { nullable: true })
  startedAt: Date | null;

  @Column("timestamptz", { nullable: true })
  finishedAt: Date | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

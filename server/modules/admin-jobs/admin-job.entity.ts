import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** What an admin job does. */
export enum AdminJobKind {
  /** One change applied to many catalogue products (enable, category, platform, pre-order, region, tags, list price). */
  productBulkEdit = "product_bulk_edit",
}

/** An admin job's progress: queued (waiting for a worker), running, done, failed (gave up). */
export enum AdminJobStatus {
  queued = "queued",
  running = "running",
  done = "done",
  failed = "failed",
}

/** One item that could not be processed, and why (a stable code and an English message). */
export interface AdminJobFailure {
  targetId: string;
  code: string;
  message: string;
}

/** The outcome so far: items changed, items already as asked (nothing to do), the failures (at most MAX_REPORTED_FAILURES listed). */
export interface AdminJobReportData {
  changed: number;
  unchanged: number;
  failures: AdminJobFailure[];
}

/**
 * A long admin operation run in the background (a pg-boss job), with its progress and report,
 * so the screen that started it can follow it, also after a reload. What to do is kept in the
 * row (`input`), the job only names the row: a retried or resumed run reads it again and
 * continues after the last committed batch (`done`). The admin who started it (`created_by`,
 * `actor_*`) is who the audit log names for each change.
 */
@Entity("admin_jobs")
@Check("chk_admin_jobs_kind", `"kind" IN ('product_bulk_edit')`)
@Check("chk_admin_jobs_status", `"status" IN ('queued', 'running', 'done', 'failed')`)
@Index("idx_admin_jobs_creator", ["createdBy", "createdAt"])
@Index("idx_admin_jobs_kind", ["kind", "createdAt"])
export class AdminJob {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_admin_jobs" })
  id: string;

  @Column("text")
  kind: AdminJobKind;

  @Column("text", { default: AdminJobStatus.queued })
  status: AdminJobStatus;

  /** Items to process. */
  @Column("integer", { default: 0 })
  total: number;

  /** Items processed so far (changed, unchanged or failed). */
  @Column("integer", { default: 0 })
  done: number;

  /** Items that failed so far. */
  @Column("integer", { default: 0 })
  failed: number;

  /** What to do (the kind's input: for a bulk edit the product ids and the changes). */
  @Column("jsonb")
  input: Record<string, unknown>;

  @Column("jsonb")
  report: AdminJobReportData;

  /** The admin who started it; null once that user is deleted. */
  @Column("uuid", { nullable: true })
  createdBy: string | null;

  /** Who started it, as the audit log names them (the user may change later). */
  @Column("text", { default: "" })
  actorEmail: string;

  @Column("text", { default: "" })
  actorRole: string;

  @Column("text", { default: "" })
  actorIp: string;

  @Column("text", { default: "" })
  requestId: string;

  /** Runs that started on it (a run that dies is retried; after three the job fails). */
  @Column("smallint", { default: 0 })
  attempts: number;

  /** Why a failed job failed. */
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

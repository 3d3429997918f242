/**
 * Background jobs on pg-boss (queues in the database's `pgboss` schema, so every process and
 * machine shares them and a job runs once). Modules declare their jobs (a name, a handler, and a
 * cron schedule or none); `start` creates the queues, schedules and workers. With JOBS off (or
 * before start) `send` is refused quietly: the periodic sweeps catch up with anything missed.
 */
import PgBoss from "pg-boss";
import type { EntityManager } from "typeorm";
import { Client } from "pg";

/** Arbitrary constant: one process at a time sets the job queues up. */
const JOBS_SETUP_LOCK = 7_251_003;
/** How often pg-boss checks that the workers it is stopping have stopped (its offWork loop). */
const WORKER_LOOP_MS = 1000;
import type { Logger } from "../../logger.js";

export interface JobDefinition<T extends object = object> {
  name: string;
  handler: (data: T) => Promise<unknown>;
  /** Cron expression (UTC) for periodic jobs. */
  cron?: string;
  /** Seconds a job may run before pg-boss retries it. */
  expireInSeconds?: number;
}

export class Jobs {
  private boss: PgBoss | null = null;
  /** Whether this process works the queues (JOBS): its pg-boss then has workers to wind down. */
  private working = false;
  private readonly definitions: JobDefinition[] = [];

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    /** Seconds between a worker's looks for new jobs (JOBS_POLL_SECONDS). */
    private readonly pollSeconds = 2,
  ) {}

  /** Declares a job; call before `start`. */
  define<T extends object>(job: JobDefinition<T>): void {
    this.definitions.push(job as JobDefinition);
  }

  get started(): boolean {
    return this.boss != null;
  }

  /** Starts pg-boss (installing or migrating its schema), the queues, schedules and workers. */
  async start(opts: { work: boolean }): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.url,
      schema: "pgboss",
      max: 3,
      application_name: "keymarket-jobs",
      schedule: opts.work,
      supervise: opts.work,
    });
    boss.on("error", (e) => this.logger.warn({ err: e }, "job queue error"));
    // Processes starting at once (cluster workers, several machines) would deadlock creating the
    // schema and the queues: one at a time, under an advisory lock.
    const lock = new Client({ connectionString: this.url, application_name: "keymarket-jobs-setup" });
    await lock.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [JOBS_SETUP_LOCK]);
      await boss.start();
      for (const d of this.definitions) {
        await boss.createQueue(d.name, { name: d.name, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: d.expireInSeconds ?? 300 });
        if (opts.work && d.cron) await boss.schedule(d.name, d.cron, {}, { tz: "UTC" });
      }
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [JOBS_SETUP_LOCK]).catch(() => undefined);
      await lock.end().catch(() => undefined);
    }
    this.working = opts.work;
    for (const d of this.definitions) {
      if (!opts.work) continue;
      await boss.work<object>(d.name, { batchSize: 1, pollingIntervalSeconds: this.pollSeconds }, async ([job]) => {
        try {
          await d.handler(job!.data ?? {});
        } catch (e) {
          this.logger.warn({ err: e, job: d.name }, "job failed (retried)");
          throw e;
        }
      });
    }
    this.boss = boss;
  }

  /**
   * Queues a job, at once or at `startAfter`; `singletonKey` keeps one queued job per key. With
   * `manager` (a transaction's), the job is queued in that transaction: it exists exactly when
   * what it is about was committed, and costs no commit of its own.
   */
  async send(
    name: string,
    data: object,
    opts: {
      startAfter?: Date;
      singletonKey?: string;
      /** With `singletonKey`: one job per key in each window of this many seconds (pg-boss throttling); a second send in the window is dropped. */
      singletonSeconds?: number;
      manager?: EntityManager;
      /** This job's retries instead of the queue's (3, from 5 s, doubling): attempts after the first, base delay, doubling or not. */
      retry?: { limit: number; delaySeconds: number; backoff: boolean };
    } = {},
  ): Promise<void> {
    if (!this.boss) return;
    const manager = opts.manager;
    const db = manager ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) } : undefined;
    await this.boss.send(name, data, {
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.singletonSeconds ? { singletonSeconds: opts.singletonSeconds } : {}),
      ...(opts.retry ? { retryLimit: opts.retry.limit, retryDelay: opts.retry.delaySeconds, retryBackoff: opts.retry.backoff } : {}),
      ...(db ? { db } : {}),
    });
  }

  /** The names of the declared queues (for the queue-depth metric). */
  queueNames(): string[] {
    return this.definitions.map((d) => d.name);
  }

  /** Jobs waiting in a queue (created or retrying); 0 before start. */
  async queueSize(name: string): Promise<number> {
    return this.boss ? this.boss.getQueueSize(name) : 0;
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: 5000 }).catch((e) => this.logger.warn({ err: e }, "job queue stop failed"));
    // pg-boss' stop resolves once no job is in progress, while its own loop that removes the stopped
    // workers still checks them every second (a timer of its own, after stop). Waiting out one more
    // check lets a process (or a test file) end with nothing of the queue still scheduled.
    if (boss && this.working) await new Promise((r) => setTimeout(r, WORKER_LOOP_MS + 100));
  }
}

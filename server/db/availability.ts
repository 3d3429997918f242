/**
 * Whether this process can use its database now: the readiness check behind /readyz, and
 * a log of outages that says when the database went away and when it came back without
 * writing a line per failed request.
 */
import type { DataSource } from "typeorm";
import type { Logger } from "../logger.js";

export interface Readiness {
  /** Resolves to null when the database answered, else the reason it did not. */
  check(): Promise<string | null>;
}

/**
 * `SELECT 1` through the process's own pool, so a pool that cannot hand out a connection
 * (database down, frozen, or every connection stuck) is "not ready" too. Concurrent checks
 * (probes from several balancers) share one query; the pool's connect and query timeouts
 * bound how long it takes.
 */
export function databaseReadiness(dataSource: DataSource, outages: OutageLog): Readiness {
  let inflight: Promise<string | null> | null = null;
  return {
    check() {
      inflight ??= dataSource
        .query("SELECT 1")
        .then(
          () => {
            outages.up();
            return null;
          },
          (e: unknown) => {
            outages.down(e);
            return e instanceof Error ? e.message : String(e);
          },
        )
        .finally(() => (inflight = null));
      return inflight;
    },
  };
}

/**
 * Logs the first failure of an outage (warn) and, at most every 30 s, how many requests
 * were answered 503 since; `up()` logs the end of the outage once.
 */
export class OutageLog {
  private since: number | null = null;
  private failed = 0;
  private lastLine = 0;

  constructor(private readonly logger: Logger) {}

  down(e: unknown): void {
    this.failed++;
    const now = Date.now();
    if (this.since === null) {
      this.since = now;
      this.lastLine = now;
      this.logger.warn({ err: e instanceof Error ? e.message : String(e) }, "database unavailable: answering 503 until it is back");
    } else if (now - this.lastLine >= 30_000) {
      this.lastLine = now;
      this.logger.warn(
        { err: e instanceof Error ? e.message : String(e), failed: this.failed },
        `database still unavailable after ${Math.round((now - this.since) / 1000)} s`,
      );
    }
  }

  up(): void {
    if (this.since === null) return;
    this.logger.info(`database available again after ${Math.round((Date.now() - this.since) / 1000)} s (${this.failed} requests answered 503)`);
    this.since = null;
    this.failed = 0;
  }

  get isDown(): boolean {
    return this.since !== null;
  }
}

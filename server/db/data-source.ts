import "reflect-metadata";
import { Client as PgClient } from "pg";
import { DataSource, type Logger as TypeOrmLogger } from "typeorm";
import { SnakeNamingStrategy } from "./naming-strategy.js";
import { entities } from "./entities.js";
import { migrations } from "../../migrations/index.js";
import { sqlCounter } from "./sql-counter.js";

/**
 * Counts statements (for the N+1 guard tests and the bench) and logs failing ones
 * without parameters: parameters may carry secrets.
 */
class CountingLogger implements TypeOrmLogger {
  constructor(private readonly onError?: (message: string) => void) {}
  logQuery(): void {
    sqlCounter.count++;
  }
  logQueryError(error: string | Error, query: string): void {
    sqlCounter.count++;
    this.onError?.(`${error instanceof Error ? error.message : error} — in: ${query.slice(0, 200)}`);
  }
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/**
 * How long the serving pool waits on the database (server/config.ts): without them a
 * database that stops answering holds every request for as long as it is silent.
 */
export interface DatabaseTimeouts {
  /** Waiting for a connection: a free one of the pool, or a new one (pool connectionTimeoutMillis). */
  connectMs: number;
  /** Postgres statement_timeout; the client gives up 1 s later when the server says nothing at all. */
  statementMs: number;
  /** Postgres idle_in_transaction_session_timeout. */
  idleInTransactionMs: number;
}

/** The driver's margin over statement_timeout before it stops waiting for a silent server. */
const SILENT_SERVER_MARGIN_MS = 1000;

/**
 * node-postgres' client, which drops its connection when a query got no answer within
 * query_timeout: the server is frozen or unreachable, and the connection may never answer
 * again. Dropped, it leaves the pool on release (a dead client is never handed out again;
 * the pool makes new ones when the database is back) instead of queueing the next request
 * behind the unanswered query.
 */
class DroppingClient extends PgClient {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(undefined, (e: unknown) => {
        if (e instanceof Error && e.message === "Query read timeout") {
          (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
      });
    }
    return result as never;
  }
}

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  onQueryError?: (message: string) => void;
  /**
   * Timeouts of a serving pool. Without them (migrations, the demo data, scripts) statements
   * may run as long as they need and connecting waits for the operating system's timeout.
   */
  timeouts?: DatabaseTimeouts;
}

/** The one TypeORM data source of a process. Migrations run explicitly, never `synchronize`. */
export function createDataSource(opts: DataSourceOptions): DataSource {
  const t = opts.timeouts;
  // Typo tolerance of product search ("minecaft" finds Minecraft); pg_trgm's default is 0.6.
  const settings = ["-c pg_trgm.word_similarity_threshold=0.5"];
  if (t) settings.push(`-c statement_timeout=${t.statementMs}`, `-c idle_in_transaction_session_timeout=${t.idleInTransactionMs}`);
  return new DataSource({
    type: "postgres",
    url: opts.url,
    entities,
    migrations,
    migrationsTableName: "migrations",
    migrationsTransactionMode: "each",
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    uuidExtension: "pgcrypto",
    installExtensions: false,
    logging: ["query", "error"],
    logger: new CountingLogger(opts.onQueryError),
    extra: {
      max: opts.poolSize ?? 10,
      application_name: "keymarket",
      options: settings.join(" "),
      // A connection that died while idle (database restarted, network cut) is dropped by
      // the pool when its socket closes; keep-alive probes find the ones that die silently.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(t
        ? {
            connectionTimeoutMillis: t.connectMs,
            query_timeout: t.statementMs + SILENT_SERVER_MARGIN_MS,
            Client: DroppingClient,
          }
        : {}),
    },
  });
}

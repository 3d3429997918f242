import "reflect-metadata";
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

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  onQueryError?: (message: string) => void;
}

/** The one TypeORM data source of a process. Migrations run explicitly, never `synchronize`. */
export function createDataSource(opts: DataSourceOptions): DataSource {
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
      // Typo tolerance of product search ("minecaft" finds Minecraft); pg_trgm's default is 0.6.
      options: "-c pg_trgm.word_similarity_threshold=0.5",
    },
  });
}

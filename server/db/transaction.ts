import type { EntityManager } from "typeorm";
import type { RequestContext } from "../graphql/context.js";

const RETRYABLE = new Set(["40001", "40P01"]); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

/**
 * Runs `fn` in a transaction and hands it a context whose `manager` is bound to it.
 * Nested calls join the outer transaction. Serialization failures and deadlocks are
 * retried with jittered backoff, so callers must keep side effects (mail, payment calls)
 * outside `fn`.
 */
export async function withTransaction<T>(
  ctx: RequestContext,
  fn: (ctx: RequestContext) => Promise<T>,
  isolation: "READ COMMITTED" | "REPEATABLE READ" | "SERIALIZABLE" = "READ COMMITTED",
): Promise<T> {
  if (ctx.manager.queryRunner?.isTransactionActive) return fn(ctx);
  for (let attempt = 1; ; attempt++) {
    try {
      const run = (manager: EntityManager) => fn({ ...ctx, manager });
      // READ COMMITTED is Postgres' own default: naming it would cost a SET statement per transaction.
      return await (isolation === "READ COMMITTED" ? ctx.dataSource.transaction(run) : ctx.dataSource.transaction(isolation, run));
    } catch (e) {
      const code = (e as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (e as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
}

/**
 * Without a job queue (development without JOBS): queued work runs in this process after the
 * answer, as the system (the request's transaction is over), tried up to `attempts` times. A
 * failure is reported through `onFailure` each time; the work itself must be safe to run again
 * (every job of this shop resumes from the progress it committed).
 */
import type { RequestContext } from "../../graphql/context.js";

export function runInProcess(ctx: RequestContext, attempts: number, work: (system: RequestContext) => Promise<void>, onFailure: (e: unknown) => void): void {
  const system = { ...ctx, manager: ctx.dataSource.manager };
  setImmediate(async () => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await work(system);
        return;
      } catch (e) {
        onFailure(e);
      }
    }
  });
}

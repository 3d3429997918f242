/**
 * The feeds job: rewrites every feed file under DATA_DIR/feeds. Queued a few minutes after a
 * catalogue change that feeds show (a product's texts, images, prices, offers or in-stock flag,
 * lists, categories and platforms: the `p`, `l…` and "everything" tags of the catalogue's
 * notifications), once per FEEDS_DEBOUNCE_SECONDS window however many changes land in it, and
 * daily at 03:40 UTC (stock counts, which alone do not queue a rebuild, are refreshed then and
 * with any other rebuild).
 */
import type { Services } from "../../services.js";
import type { FeedsService } from "./feeds.service.js";

export const FEEDS_JOB = "feeds.build";
/** Delay between a change and the rebuild it queues; changes within one window share one rebuild. */
export const FEEDS_DEBOUNCE_SECONDS = 120;

export function defineFeedJobs(services: Services, feeds: FeedsService): void {
  services.jobs.define({
    name: FEEDS_JOB,
    cron: "40 3 * * *",
    // A large catalogue takes a while: 18 files of every sellable product.
    expireInSeconds: 3600,
    handler: async () => {
      const started = Date.now();
      const rows = await feeds.buildFiles();
      services.logger.info({ files: Object.keys(rows).length, ms: Date.now() - started }, "product feeds written");
    },
  });
}

/** Whether a catalogue change (its tags, or "all") touches what the feeds show. */
export function feedsAffectedBy(change: string[] | "all"): boolean {
  return change === "all" || change.some((t) => t.startsWith("p") || t.startsWith("l"));
}

/**
 * A catalogue change handler that queues the rebuild: one job per debounce window (pg-boss
 * singleton slot, shared by every process), started when the window ends; in-process, one send
 * per window too.
 */
export function feedRebuildQueuer(services: Services, debounceSeconds = FEEDS_DEBOUNCE_SECONDS): (change: string[] | "all") => void {
  let lastSent = 0;
  return (change) => {
    if (!feedsAffectedBy(change)) return;
    const now = Date.now();
    if (now - lastSent < debounceSeconds * 1000) return;
    lastSent = now;
    services.jobs
      .send(FEEDS_JOB, {}, { singletonKey: "feeds", singletonSeconds: debounceSeconds, startAfter: new Date(now + debounceSeconds * 1000) })
      .catch((e) => services.logger.warn({ err: e }, "feed rebuild could not be queued"));
  };
}

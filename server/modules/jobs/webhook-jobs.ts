/**
 * The seller webhook jobs: one attempt of one delivery (queued with the event, in its
 * transaction; pg-boss retries a failed attempt with exponential backoff, WEBHOOK_RETRY_LIMIT
 * times from WEBHOOK_RETRY_DELAY_SECONDS), a sweep that queues again deliveries whose job was
 * lost, and the daily purge of the log's finished deliveries older than 90 days. Attempts claim
 * their delivery, so a delivery queued twice is sent once.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { WEBHOOK_DELIVER_JOB } from "../seller-api/webhooks.service.js";

export function defineWebhookJobs(services: Services, dataSource: DataSource): void {
  const { jobs, webhooks } = services;
  const ctx = () => systemContext(dataSource, services);

  jobs.define<{ deliveryId?: unknown }>({
    name: WEBHOOK_DELIVER_JOB,
    // An attempt lasts at most WEBHOOK_TIMEOUT_MS (≤ 60 s) plus two writes.
    expireInSeconds: 120,
    handler: ({ deliveryId }) => (typeof deliveryId === "string" ? webhooks.attempt(ctx(), deliveryId) : Promise.resolve()),
  });

  jobs.define({ name: "webhooks.requeue-stale", cron: "*/5 * * * *", handler: () => webhooks.requeueStale(ctx()) });
  // The delivery log keeps 90 days of finished deliveries.
  jobs.define({ name: "webhooks.purge-log", cron: "23 3 * * *", handler: () => webhooks.purgeLog(ctx()) });
}

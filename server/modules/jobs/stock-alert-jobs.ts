/**
 * The back-in-stock alert jobs: delivery (asked for by the restock listener with the products
 * that have keys again, and every 5 minutes for everything, which catches what a listener
 * missed) and expiry (hourly). Delivery is idempotent: each alert is stamped notified in the
 * transaction that queues its mail, so a retried or doubled job mails nobody twice.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { STOCK_ALERTS_DELIVER_JOB } from "../stock-alerts/stock-alerts.service.js";

export function defineStockAlertJobs(services: Services, dataSource: DataSource): void {
  const { jobs, stockAlerts } = services;
  const ctx = () => systemContext(dataSource, services);

  jobs.define<{ productIds?: unknown }>({
    name: STOCK_ALERTS_DELIVER_JOB,
    cron: "*/5 * * * *",
    // Thousands of mails are sent in batches within one run; a retry picks up only what is left.
    expireInSeconds: 1800,
    handler: ({ productIds }) => {
      const ids = Array.isArray(productIds) ? productIds.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : null;
      return stockAlerts.deliverDue(ctx(), { productIds: ids });
    },
  });

  jobs.define({ name: "stock-alerts.expire", cron: "17 * * * *", handler: () => stockAlerts.expire(ctx()) });
}

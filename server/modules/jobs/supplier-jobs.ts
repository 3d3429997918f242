/**
 * The supplier imports: running one import (queued by startSupplierImport or by the schedule,
 * in the transaction that creates the run; resumable, see SupplierImportService.processRun),
 * the hourly schedule that starts each enabled connection's daily import at its hour, and a
 * sweep that fails runs whose worker is gone.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { SUPPLIER_IMPORT_JOB } from "../suppliers/supplier-import.service.js";
import { SUPPLIER_FULFIL_JOB } from "../suppliers/supplier-fulfilment.js";

export function defineSupplierJobs(services: Services, dataSource: DataSource): void {
  const { jobs, supplierImports } = services;
  const ctx = () => systemContext(dataSource, services);

  jobs.define<{ runId?: unknown }>({
    name: SUPPLIER_IMPORT_JOB,
    // A large catalogue takes minutes (the supplier's pages); a run that dies is retried and skips what it reported.
    expireInSeconds: 3600,
    handler: async ({ runId }) => {
      if (typeof runId === "string") await supplierImports.processRun(ctx(), runId);
    },
  });

  jobs.define({ name: "suppliers.schedule-imports", cron: "2 * * * *", handler: () => supplierImports.startScheduled(ctx()) });
  jobs.define({ name: "suppliers.fail-stalled-imports", cron: "53 * * * *", handler: () => supplierImports.failStalled(ctx()) });

  // Supplier fallback: an unreachable supplier asked again for an order's lines (same reference), and the sweep behind it.
  jobs.define<{ orderId?: unknown }>({
    name: SUPPLIER_FULFIL_JOB,
    handler: async ({ orderId }) => {
      if (typeof orderId === "string") await services.supplierFulfilment.retry(ctx(), orderId);
    },
  });
  jobs.define({ name: "suppliers.fulfil-sweep", cron: "*/5 * * * *", handler: () => services.supplierFulfilment.sweep(ctx()) });
}

/**
 * The admin jobs: running one admin job (a product bulk edit; queued by the mutation, in the
 * transaction that creates it; resumable, see AdminJobsService.processJob), and an hourly sweep
 * that fails jobs whose worker is gone.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { ADMIN_JOB } from "../admin-jobs/admin-jobs.service.js";

export function defineAdminJobs(services: Services, dataSource: DataSource): void {
  const { jobs, adminJobs } = services;
  const ctx = () => systemContext(dataSource, services);

  jobs.define<{ jobId?: unknown }>({
    name: ADMIN_JOB,
    // 10,000 products take well under a minute; a run that dies is retried and resumes.
    expireInSeconds: 900,
    handler: async ({ jobId }) => {
      if (typeof jobId === "string") await adminJobs.processJob(ctx(), jobId);
    },
  });

  jobs.define({ name: "admin.fail-stalled-jobs", cron: "47 * * * *", handler: () => adminJobs.failStalled(ctx()) });
}

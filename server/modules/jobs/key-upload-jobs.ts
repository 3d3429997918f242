/**
 * The key upload jobs: processing one staged upload (queued by the upload, in the transaction
 * that staged it; resumable, see KeysService.processUpload), and an hourly sweep that fails
 * uploads whose job is gone and clears their encrypted staging.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { KEY_UPLOAD_JOB } from "../keys/keys.service.js";

export function defineKeyUploadJobs(services: Services, dataSource: DataSource): void {
  const { jobs, keys } = services;
  const ctx = () => systemContext(dataSource, services);

  jobs.define<{ uploadId?: unknown }>({
    name: KEY_UPLOAD_JOB,
    // 20,000 keys take well under a minute; a run that dies is retried and resumes.
    expireInSeconds: 900,
    handler: async ({ uploadId }) => {
      if (typeof uploadId === "string") await keys.processUpload(ctx(), uploadId);
    },
  });

  jobs.define({ name: "keys.fail-stalled-uploads", cron: "41 * * * *", handler: () => keys.failStalled(ctx()) });
}

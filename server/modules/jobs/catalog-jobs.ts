/**
 * The catalogue's jobs: the search vocabulary (the words of the product names that misspelt
 * searches are corrected against) is rebuilt every ten minutes, so that new and renamed products
 * are found by their misspellings too. Rebuilt at start-up as well (server/db/prepare.ts).
 */
import type { DataSource } from "typeorm";
import type { Services } from "../../services.js";
import { refreshSearchWords } from "../catalog/search.js";

export function defineCatalogJobs(services: Services, dataSource: DataSource): void {
  services.jobs.define({ name: "catalog.search-words", cron: "*/10 * * * *", handler: () => refreshSearchWords(dataSource) });
}

/**
 * Automatic pricing's job (server/modules/sellers/offer-repricer.ts): `offers.reprice` reprices
 * the auto-priced offers of the products a competing change touched (queued by the `km_reprice`
 * listener with their ids), and every five minutes of every product whose competition moved
 * since (what a listener missed, or a process that was down). Idempotent: an offer already
 * repriced for its product's current competition is left alone.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { REPRICE_JOB } from "../sellers/offer-repricer.js";

export function defineOfferPricingJobs(services: Services, dataSource: DataSource): void {
  services.jobs.define<{ productIds?: unknown }>({
    name: REPRICE_JOB,
    cron: "*/5 * * * *",
    handler: ({ productIds }) => {
      const ids = Array.isArray(productIds) ? productIds.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : null;
      return services.offerRepricer.repriceProducts(systemContext(dataSource, services), ids);
    },
  });
}

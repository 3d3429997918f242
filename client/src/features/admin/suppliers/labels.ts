/** Labels of the supplier screens: integrations, run states, import and create results. */
import type { CreateResult, ImportResult, SupplierConnectionIntegration, SupplierImportStatus } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

export const INTEGRATIONS: readonly SupplierConnectionIntegration[] = ["codeswholesale", "prepaidforge", "sandbox"];

export const INTEGRATION_LABELS: Record<SupplierConnectionIntegration, MessageId> = {
  codeswholesale: "admin.suppliers.integration.codeswholesale",
  prepaidforge: "admin.suppliers.integration.prepaidforge",
  sandbox: "admin.suppliers.integration.sandbox",
};

export const STATUS_LABELS: Record<SupplierImportStatus, MessageId> = {
  queued: "admin.suppliers.status.queued",
  running: "admin.suppliers.status.running",
  done: "admin.suppliers.status.done",
  failed: "admin.suppliers.status.failed",
};

export const STATUS_PALETTES: Record<SupplierImportStatus, string> = { queued: "gray", running: "purple", done: "green", failed: "red" };

/** The results in the order the report shows them (what was created first, what needs a look last). */
export const IMPORT_RESULTS: readonly ImportResult[] = [
  "OfferCreated",
  "ProductCreated",
  "AlreadyImported",
  "OfferAlreadyExisting",
  "TooManyEqualProducts",
  "Error",
];

export const RESULT_LABELS: Record<ImportResult, MessageId> = {
  OfferCreated: "admin.suppliers.result.OfferCreated",
  ProductCreated: "admin.suppliers.result.ProductCreated",
  AlreadyImported: "admin.suppliers.result.AlreadyImported",
  OfferAlreadyExisting: "admin.suppliers.result.OfferAlreadyExisting",
  TooManyEqualProducts: "admin.suppliers.result.TooManyEqualProducts",
  Error: "admin.suppliers.result.Error",
};

export const RESULT_PALETTES: Record<ImportResult, string> = {
  OfferCreated: "green",
  ProductCreated: "green",
  AlreadyImported: "gray",
  OfferAlreadyExisting: "gray",
  TooManyEqualProducts: "orange",
  Error: "red",
};

export const CREATE_LABELS: Record<CreateResult, MessageId> = {
  Created: "admin.suppliers.create.Created",
  AlreadyExisting: "admin.suppliers.create.AlreadyExisting",
  Error: "admin.suppliers.create.Error",
  Cronjob: "admin.suppliers.create.Cronjob",
};

/** A run that a worker has yet to finish. */
export const isActive = (status: SupplierImportStatus | undefined | null) => status === "queued" || status === "running";

/** Labels of the supplier screens: integrations, run states, import and create results. */
import type {
  CreateResult,
  ImportResult,
  SupplierConnectionIntegration,
  SupplierImportFailureCode,
  SupplierImportMessageCode,
  SupplierImportStatus,
} from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";
import { euros } from "../../../i18n/coded-text";

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

/** The report items' messages in the reader's language, by code (the English `message` when the code is unknown). */
export const MESSAGE_LABELS: Record<SupplierImportMessageCode, MessageId> = {
  NoName: "admin.suppliers.msg.NoName",
  NoPurchasePrice: "admin.suppliers.msg.NoPurchasePrice",
  PriceRefreshed: "admin.suppliers.msg.PriceRefreshed",
  PriceKept: "admin.suppliers.msg.PriceKept",
  UnknownPlatform: "admin.suppliers.msg.UnknownPlatform",
  UnknownRegion: "admin.suppliers.msg.UnknownRegion",
  PriceOutOfBounds: "admin.suppliers.msg.PriceOutOfBounds",
  NameOnlyPlatformRegion: "admin.suppliers.msg.NameOnlyPlatformRegion",
  TooManyEqualProducts: "admin.suppliers.msg.TooManyEqualProducts",
  OfferAlreadyExisting: "admin.suppliers.msg.OfferAlreadyExisting",
  NoMatchNoPlatform: "admin.suppliers.msg.NoMatchNoPlatform",
  NoActorForDraft: "admin.suppliers.msg.NoActorForDraft",
  NoCategoryForDraft: "admin.suppliers.msg.NoCategoryForDraft",
  ProductNotCreated: "admin.suppliers.msg.ProductNotCreated",
  OfferCreated: "admin.suppliers.msg.OfferCreated",
  DraftProductCreated: "admin.suppliers.msg.DraftProductCreated",
  InternalError: "admin.suppliers.msg.InternalError",
};

/** Why a run failed, by code. */
export const FAILURE_LABELS: Record<SupplierImportFailureCode, MessageId> = {
  GaveUp: "admin.suppliers.failure.GaveUp",
  ConnectionRemoved: "admin.suppliers.failure.ConnectionRemoved",
  SupplierRefused: "admin.suppliers.failure.SupplierRefused",
  SupplierUnavailable: "admin.suppliers.failure.SupplierUnavailable",
  NotCompleted: "admin.suppliers.failure.NotCompleted",
  Stopped: "admin.suppliers.failure.Stopped",
};

/** The amounts among the codes' parameters: euro cents. */
export const MESSAGE_AMOUNTS = { price: euros, min: euros, max: euros };

/**
 * The texts of supplier imports, defined once: each report item's message and each failed
 * run's error is a code with parameters, and the English text (the API's `message` and
 * `error`) is built from the code's template. The admin report says the code's message in the
 * viewer's language (client i18n `admin.suppliers.msg.*` and `admin.suppliers.failure.*`).
 * Amounts are euro cents.
 */
import { type ArgsOf, type CodedTemplate, codedText, type CodedText, registerCodes } from "../../common/coded-text.js";

const euros = (v: unknown) => (Number(v) / 100).toFixed(2);

/** Report item messages: code → English template. */
export const SUPPLIER_IMPORT_MESSAGES = {
  NoName: { en: "The supplier gave no name" },
  NoPurchasePrice: { en: "The supplier gave no usable purchase price" },
  PriceRefreshed: { en: "Stock {stock}; price {price} EUR", format: { price: euros }, about: "price: the offer's new price in euro cents" },
  PriceKept: { en: "Stock {stock}; price kept: the new one would be outside the allowed offer prices" },
  UnknownPlatform: { en: 'Unknown platform "{platform}"', about: "platform: the supplier's platform name" },
  UnknownRegion: { en: 'Unknown region "{region}"', about: "region: the supplier's region name" },
  PriceOutOfBounds: {
    en: "The offer price ({price} EUR) would be outside the allowed {min}–{max} EUR",
    format: { price: euros, min: euros, max: euros },
    about: "price, min, max: euro cents",
  },
  NameOnlyPlatformRegion: { en: "The name says nothing but the platform or region" },
  TooManyEqualProducts: {
    en: "{count} catalogue products match: {productIds}",
    about: "count: the products matching; productIds: the first 5 of their ids",
  },
  OfferAlreadyExisting: { en: "The shop already has its own offer on this product" },
  NoMatchNoPlatform: { en: "No catalogue product matches, and without a platform none can be created" },
  NoActorForDraft: { en: "The product could not be created: nobody to act for: save the connection again so scheduled imports act as you" },
  NoCategoryForDraft: { en: "The product could not be created: no shown subcategory to put it in" },
  ProductNotCreated: { en: "The product could not be created: {reason}", about: "reason: the product rules' refusal, in English" },
  OfferCreated: { en: "stock {stock}; price {price} EUR", format: { price: euros }, about: "price: the new offer's price in euro cents" },
  DraftProductCreated: {
    en: "Hidden draft product created; stock {stock}; price {price} EUR",
    format: { price: euros },
    about: "price: the new offer's price in euro cents",
  },
  InternalError: { en: "The item could not be imported (internal error)" },
} as const satisfies Record<string, CodedTemplate>;

/** Why a run failed: code → English template. */
export const SUPPLIER_IMPORT_FAILURES = {
  GaveUp: { en: "Gave up after {attempts} attempts" },
  ConnectionRemoved: { en: "The connection was removed" },
  SupplierRefused: { en: "The supplier refused ({kind}): {detail}", about: "kind: auth, rejected, invalid_answer, …; detail: the supplier's words" },
  SupplierUnavailable: { en: "The supplier is unavailable: {detail}", about: "detail: the supplier's words" },
  NotCompleted: { en: "The import could not be completed" },
  Stopped: { en: "The import stopped", about: "its worker went away: nothing moved for an hour" },
} as const satisfies Record<string, CodedTemplate>;

export type SupplierImportMessageCode = keyof typeof SUPPLIER_IMPORT_MESSAGES;
export type SupplierImportFailureCode = keyof typeof SUPPLIER_IMPORT_FAILURES;

export const SupplierImportMessageCode = registerCodes(
  SUPPLIER_IMPORT_MESSAGES,
  "SupplierImportMessageCode",
  "What a supplier import item's message says, as a code (`messageParams` holds its parameters): each value's description is its English text.",
);
export const SupplierImportFailureCode = registerCodes(
  SUPPLIER_IMPORT_FAILURES,
  "SupplierImportFailureCode",
  "Why a supplier import failed, as a code (`failureParams` holds its parameters): each value's description is its English text.",
);

/** An item's message. */
export const importMessage = <C extends SupplierImportMessageCode>(code: C, ...args: ArgsOf<(typeof SUPPLIER_IMPORT_MESSAGES)[C]>): CodedText<C> =>
  codedText(SUPPLIER_IMPORT_MESSAGES, code, ...args);

/** A run's failure. */
export const importFailure = <C extends SupplierImportFailureCode>(code: C, ...args: ArgsOf<(typeof SUPPLIER_IMPORT_FAILURES)[C]>): CodedText<C> =>
  codedText(SUPPLIER_IMPORT_FAILURES, code, ...args);

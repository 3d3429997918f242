/**
 * Every enumeration of the product specification (§4, §6, §9), defined once and
 * registered in GraphQL so the schema, the services, the REST shims and the client
 * share one list of values. Numeric enums keep the spec's numbers as their values
 * (they are what the database stores); string enums keep the spec's spelling.
 */
import { registerEnumType } from "type-graphql";

export enum Locale {
  en = "en",
  it = "it",
}
export const LOCALES = Object.values(Locale);
export const DEFAULT_LOCALE = Locale.en;

export enum CurrencyCode {
  EUR = "eur",
  USD = "usd",
  GBP = "gbp",
}
export const CURRENCIES = Object.values(CurrencyCode);
export const DEFAULT_CURRENCY = CurrencyCode.EUR;

export enum Role {
  guest = "guest",
  user = "user",
  seller = "seller",
  /** Customer service staff: reads every order and user and resends mails; refunds, reviews and the catalogue stay with admins. */
  support = "support",
  admin = "admin",
}

export enum PermissionAction {
  info = "info",
  delete = "delete",
  add = "add",
  new = "new",
  sell = "sell",
  edit = "edit",
  keys = "keys",
  refund = "refund",
  refresh = "refresh",
  none = "none",
}

export enum LoginMethod {
  password = "password",
  google = "google",
}

export enum Device {
  desktop = "desktop",
  mobile = "mobile",
  tablet = "tablet",
  default = "default",
}

export enum PreOrderState {
  None = 0,
  InPreOrder = 1,
  WasInPreOrder = 2,
}

export enum EnabledState {
  Enabled = 0,
  Waiting = 1,
  Blocked = 2,
  Progress = 3,
}

export enum EnabledFlag {
  Disabled = 0,
  Enabled = 1,
}

export enum PaymentStatus {
  captured = "captured",
  created = "created",
  submitted = "submitted",
  approved = "approved",
  declined = "declined",
  processing = "processing",
  failed = "failed",
  not_used = "not used",
}

export enum FraudDecision {
  ALLOW = "ALLOW",
  REVIEW = "REVIEW",
  DECLINE = "DECLINE",
}

export enum OrderStatus {
  Sold = 0,
  Closed = 1,
  Cancelled = 2,
  Refunded = 3,
  RefundedPartially = 4,
  Processing = 5,
  Manual = 6,
  PreOrder = 7,
  PaymentProcessing = 8,
}

export enum TicketStatus {
  Open = 2,
  Pending = 3,
  Resolved = 4,
  Closed = 5,
}

export enum TicketPriority {
  Low = 1,
  Medium = 2,
  High = 3,
  Urgent = 4,
}

export enum KeyContentType {
  text = "text",
  jpeg = "jpeg",
  jpg = "jpg",
  png = "png",
  gif = "gif",
  credentials = "credentials",
  url = "url",
}

export enum KeyState {
  Available = 0,
  Using = 1,
  Delivered = 2,
  Revealed = 3,
  NotDelivered = 4,
  Changed = 5,
  Replaced = 6,
}
/** Only these key states count as stock (spec §4). */
export const USABLE_KEY_STATES: readonly KeyState[] = [KeyState.Available, KeyState.Using];

export enum PayoutState {
  Payed = 0,
  Waiting = 1,
}

export enum CartLifecycle {
  Created = 0,
  Abandoned = 1,
  Recovered = 2,
  Deleted = 3,
  Completed = 4,
  Restored = 5,
}

export enum ImportResult {
  ProductCreated = "ProductCreated",
  OfferCreated = "OfferCreated",
  TooManyEqualProducts = "TooManyEqualProducts",
  Error = "Error",
  AlreadyImported = "AlreadyImported",
  OfferAlreadyExisting = "OfferAlreadyExisting",
}

export enum CreateResult {
  Created = "Created",
  AlreadyExisting = "AlreadyExisting",
  Error = "Error",
  Cronjob = "Cronjob",
}

export enum PaymentDecision {
  approved = "approved",
  declined = "declined",
  cancelled = "cancelled",
  declined_fraud = "declined_fraud",
  declined_business = "declined_business",
}

export enum ApprovalReason {
  AdminApprovedAfterDecline = "admin_approved_after_decline",
  AutomaticApprovalCorrectPayment = "automatic_approval_correct_payment",
  ApprovedSoftwareProduct = "approved_software_product",
  RiskRule1 = "risk_rule_1",
  RiskRule2Cancelled = "risk_rule_2_cancelled",
  RiskRule3 = "risk_rule_3",
  RiskRule4 = "risk_rule_4",
  RiskRule5 = "risk_rule_5",
  AdminCancelled = "admin_cancelled",
  AutomaticCancelled = "automatic_cancelled",
  CancelledBusinessRules = "cancelled_business_rules",
}

export enum RiskRule {
  rule_1 = "rule_1",
  rule_2 = "rule_2",
  rule_3 = "rule_3",
  rule_4 = "rule_4",
  rule_5 = "rule_5",
  rule_fps = "rule_fps",
  rule_3ds_1 = "rule_3ds_1",
  rule_3ds_2 = "rule_3ds_2",
}

export enum ImageRefreshMode {
  REFRESH = 0,
  REPLACE = 1,
}

export enum SortOrder {
  ascending = 1,
  descending = -1,
}

export enum ProductTag {
  Exclusive = "Exclusive",
  New = "New",
}

export enum BadgeShape {
  rectangle = "rectangle",
  rounding = "rounding",
}

export enum BadgeSize {
  small = "small",
  large = "large",
}

export enum ProductListType {
  bestsellers = "bestsellers",
  similar = "similar",
  topdeals = "topdeals",
  recommended = "recommended",
  popularsoftware = "popularsoftware",
  trending = "trending",
  latestarrival = "latestarrival",
  trustpilot = "trustpilot",
}

export enum SupplierIntegration {
  prepaidforge = "prepaidforge",
  wock = "wock",
  codeswholesale = "codeswholesale",
  buygamesguru = "buygamesguru",
  rokky = "rokky",
  sellerdashboard = "sellerdashboard",
  bamboo = "bamboo",
}

export enum PaymentProvider {
  Paypal = "Paypal",
  Checkout = "Checkout",
  /** KeyMarket's built-in test provider: its own payment page, test cards, no money moves. */
  Sandbox = "Sandbox",
}

export enum GenericResult {
  SUCCESS = "SUCCESS",
  BAD_REQUEST = "BAD_REQUEST",
  INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR",
}

export enum Actor {
  Admin = "Admin",
  System = "System",
}

export enum ThemeChoice {
  light = "light",
  dark = "dark",
}

/** Region a key activates in. */
export enum Region {
  GLOBAL = "GLOBAL",
  EUROPE = "EUROPE",
  NORTH_AMERICA = "NORTH_AMERICA",
  UNITED_KINGDOM = "UNITED_KINGDOM",
  ITALY = "ITALY",
}

/** Root category kinds (spec §1). */
export enum RootCategory {
  games = "games",
  softwares = "softwares",
  cards = "cards",
  accounts = "accounts",
}

const described = <T extends object>(e: T, name: string, description: string) => registerEnumType(e, { name, description });

described(Locale, "Locale", "Language of texts and URLs: English (default) or Italian (under /it).");
described(CurrencyCode, "CurrencyCode", "Currency a price is expressed in. EUR is the default.");
described(
  Role,
  "Role",
  "Who is asking: a guest, a customer, a seller, a support operator (customer service: reads orders and users, resends mails) or an admin.",
);
described(PermissionAction, "PermissionAction", "Action names of the role → action permission table.");
described(LoginMethod, "LoginMethod", "How a user signs in.");
described(Device, "Device", "Kind of device a visitor uses.");
described(PreOrderState, "PreOrderState", "Pre-order state of a product: 0 none, 1 in pre-order, 2 was in pre-order.");
described(EnabledState, "EnabledState", "Lifecycle state of an offer or seller: Enabled 0, Waiting 1, Blocked 2, Progress 3.");
described(EnabledFlag, "EnabledFlag", "Plain on/off flag (1 enabled, 0 disabled).");
described(PaymentStatus, "PaymentStatus", "Status of a payment at the provider.");
described(FraudDecision, "FraudDecision", "Decision of the fraud screening.");
described(OrderStatus, "OrderStatus", "Order status (spec numbering: Sold 0 … PaymentProcessing 8).");
described(TicketStatus, "TicketStatus", "Support ticket status.");
described(TicketPriority, "TicketPriority", "Support ticket priority.");
described(KeyContentType, "KeyContentType", "What a product key holds: a text code, an image, credentials or a URL.");
described(KeyState, "KeyState", "Lifecycle of a product key; only Available and Using count as stock.");
described(PayoutState, "PayoutState", "Seller payout state.");
described(CartLifecycle, "CartLifecycle", "Lifecycle of a server-side cart.");
described(ImportResult, "ImportResult", "Outcome of importing one supplier product.");
described(CreateResult, "CreateResult", "Outcome of creating a catalogue item.");
described(PaymentDecision, "PaymentDecision", "Final decision on a payment.");
described(ApprovalReason, "ApprovalReason", "Why an order was approved or cancelled.");
described(RiskRule, "RiskRule", "Names of the fraud risk rules.");
described(ImageRefreshMode, "ImageRefreshMode", "How product images are refreshed from a supplier: REFRESH 0, REPLACE 1.");
described(SortOrder, "SortOrder", "Sort direction: ascending 1, descending -1.");
described(ProductTag, "ProductTag", "Marketing tag shown as a badge on a product.");
described(BadgeShape, "BadgeShape", "Shape of a marketing badge.");
described(BadgeSize, "BadgeSize", "Size of a marketing badge.");
described(ProductListType, "ProductListType", "Curated product lists shown on the storefront.");
described(SupplierIntegration, "SupplierIntegration", "Supplier integrations that feed offers.");
described(PaymentProvider, "PaymentProvider", "Payment providers.");
described(GenericResult, "GenericResult", "Generic result of an operation.");
described(Actor, "Actor", "Who performed an automated or administrative action.");
described(ThemeChoice, "ThemeChoice", "Colour theme.");
described(Region, "Region", "Where a key can be activated.");
described(RootCategory, "RootCategory", "The four root categories of the catalogue.");

/**
 * Every error the shop answers, as one enum and one table. The table is the only place that
 * knows how a code looks on the wire: the HTTP status (spec §8 statuses), the message, the
 * code REST clients read (the identity service's `auth/…` codes for sign-in outcomes,
 * spec §8) and whether a GraphQL answer carrying it changes the HTTP status. The REST error
 * handler, the REST answers of error results and the Apollo error formatter all read it.
 *
 * Two kinds share the enum:
 *  - expected outcomes, returned as an `ErrorResult` in a result union (wrong password,
 *    invalid VAT number …): the GraphQL answer is data, HTTP 200;
 *  - the unexpected, thrown as a `DomainError` (not found, forbidden, illegal operation …):
 *    GraphQL `errors[].extensions.code` is the enum name.
 */
import { registerEnumType } from "type-graphql";

export enum ErrorCode {
  // ---- the GraphQL request itself cannot be run (Apollo's own codes, answered before any resolver)
  GRAPHQL_PARSE_FAILED = "GRAPHQL_PARSE_FAILED",
  GRAPHQL_VALIDATION_FAILED = "GRAPHQL_VALIDATION_FAILED",
  QUERY_TOO_COMPLEX = "QUERY_TOO_COMPLEX",
  OPERATION_RESOLUTION_FAILURE = "OPERATION_RESOLUTION_FAILURE",
  PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND",
  PERSISTED_QUERY_NOT_SUPPORTED = "PERSISTED_QUERY_NOT_SUPPORTED",
  PERSISTED_QUERY_HASH_MISMATCH = "PERSISTED_QUERY_HASH_MISMATCH",
  BAD_REQUEST = "BAD_REQUEST",
  // ---- thrown: the request cannot be served as asked
  BAD_USER_INPUT = "BAD_USER_INPUT",
  UNAUTHENTICATED = "UNAUTHENTICATED",
  FORBIDDEN = "FORBIDDEN",
  WEBHOOK_SIGNATURE_INVALID = "WEBHOOK_SIGNATURE_INVALID",
  CSRF_TOKEN_INVALID = "CSRF_TOKEN_INVALID",
  NOT_FOUND = "NOT_FOUND",
  ILLEGAL_OPERATION = "ILLEGAL_OPERATION",
  PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE",
  SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE",
  INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR",
  // ---- expected outcomes of signing up, in and out (spec §8 login codes)
  INVALID_LOGIN_CREDENTIALS = "INVALID_LOGIN_CREDENTIALS",
  EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED",
  EMAIL_ALREADY_IN_USE = "EMAIL_ALREADY_IN_USE",
  EMAIL_ALREADY_EXISTS = "EMAIL_ALREADY_EXISTS",
  EMAIL_ALREADY_VERIFIED = "EMAIL_ALREADY_VERIFIED",
  USER_DISABLED = "USER_DISABLED",
  TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS",
  INVALID_ACTION_CODE = "INVALID_ACTION_CODE",
  EXPIRED_ACTION_CODE = "EXPIRED_ACTION_CODE",
  WEAK_PASSWORD = "WEAK_PASSWORD",
  CAPTCHA_CHECK_FAILED = "CAPTCHA_CHECK_FAILED",
  SIGN_IN_CANCELLED = "SIGN_IN_CANCELLED",
  // ---- expected outcomes of seller registration
  INVALID_VAT_NUMBER = "INVALID_VAT_NUMBER",
  INVALID_IMAGE_URL = "INVALID_IMAGE_URL",
  SELLER_ALREADY_REGISTERED = "SELLER_ALREADY_REGISTERED",
  // ---- expected outcomes of the cart, coupons and checkout
  PRODUCT_UNAVAILABLE = "PRODUCT_UNAVAILABLE",
  OUT_OF_STOCK = "OUT_OF_STOCK",
  COUPON_NOT_APPLICABLE = "COUPON_NOT_APPLICABLE",
  CART_EMPTY = "CART_EMPTY",
  PRICE_CHANGED = "PRICE_CHANGED",
  ORDER_DECLINED = "ORDER_DECLINED",
  // ---- expected outcomes of back-in-stock alerts
  PRODUCT_IN_STOCK = "PRODUCT_IN_STOCK",
  INVALID_EMAIL = "INVALID_EMAIL",
  // ---- expected outcomes of a seller's offers and product proposals
  OFFER_ALREADY_EXISTS = "OFFER_ALREADY_EXISTS",
  PRODUCT_NOT_FOUND = "PRODUCT_NOT_FOUND",
  PRICE_OUT_OF_BOUNDS = "PRICE_OUT_OF_BOUNDS",
  FLOOR_ABOVE_PRICE = "FLOOR_ABOVE_PRICE",
  PRODUCT_ALREADY_EXISTS = "PRODUCT_ALREADY_EXISTS",
  PROPOSAL_ALREADY_WAITING = "PROPOSAL_ALREADY_WAITING",
  PROPOSAL_ALREADY_DECIDED = "PROPOSAL_ALREADY_DECIDED",
  // ---- expected outcomes of a seller's keys
  KEYS_NOT_WITHDRAWABLE = "KEYS_NOT_WITHDRAWABLE",
  // ---- expected outcomes of the seller API (tokens, webhook endpoints)
  LIMIT_REACHED = "LIMIT_REACHED",
  // ---- expected outcomes of category administration
  SLUG_ALREADY_IN_USE = "SLUG_ALREADY_IN_USE",
  CATEGORY_IN_USE = "CATEGORY_IN_USE",
  MACROCATEGORY_IN_USE = "MACROCATEGORY_IN_USE",
  // ---- expected refusals of a product image upload
  IMAGE_TOO_LARGE = "IMAGE_TOO_LARGE",
  NOT_AN_IMAGE = "NOT_AN_IMAGE",
  INVALID_SVG = "INVALID_SVG",
  IMAGE_DIMENSIONS_INVALID = "IMAGE_DIMENSIONS_INVALID",
  // ---- expected outcomes of supplier connections
  SELLER_NOT_FOUND = "SELLER_NOT_FOUND",
  SUPPLIER_CREDENTIALS_INVALID = "SUPPLIER_CREDENTIALS_INVALID",
  SUPPLIER_CONNECTION_EXISTS = "SUPPLIER_CONNECTION_EXISTS",
  // ---- expected refusals of a seller rating
  RATING_NOT_ALLOWED = "RATING_NOT_ALLOWED",
  RATING_LOCKED = "RATING_LOCKED",
  RATING_ALREADY_GIVEN = "RATING_ALREADY_GIVEN",
  // ---- expected outcomes of support tickets and key replacements
  TICKET_TRANSITION_NOT_ALLOWED = "TICKET_TRANSITION_NOT_ALLOWED",
  TICKET_ATTACHMENT_INVALID = "TICKET_ATTACHMENT_INVALID",
  TICKET_ATTACHMENT_TOO_LARGE = "TICKET_ATTACHMENT_TOO_LARGE",
  TICKET_CLOSED = "TICKET_CLOSED",
  TICKET_LIMIT = "TICKET_LIMIT",
  KEY_NOT_REPLACEABLE = "KEY_NOT_REPLACEABLE",
}

/** The spec's statuses (§8): 200, 201, 204, 400, 401, 403, 404, 429, 500, 503, 504; 413/415 for bodies HTTP refuses. */
export type HttpStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503 | 504;

export interface ErrorCodeInfo {
  /** HTTP status of a REST answer with this code. */
  status: HttpStatus;
  /** The message shown when the thrower gives none (English; screens translate by code). */
  message: string;
  /** The `code` of the REST answer when it is not the enum name (the identity service's codes). */
  rest?: string;
  /** A GraphQL answer with this error also takes the HTTP status (auth and availability, as HTTP clients expect). */
  graphqlStatus?: boolean;
  /** What the code means, for the schema. */
  description: string;
}

export const ERROR_CODES: Readonly<Record<ErrorCode, ErrorCodeInfo>> = {
  GRAPHQL_PARSE_FAILED: { status: 400, message: "Syntax error", description: "The GraphQL document does not parse (or holds more than 3,000 tokens)." },
  GRAPHQL_VALIDATION_FAILED: {
    status: 400,
    message: "The operation is not valid against the schema",
    description: "Unknown fields or arguments, wrong variable types, or a depth, alias or directive limit exceeded.",
  },
  QUERY_TOO_COMPLEX: {
    status: 400,
    message: "The query costs too much: ask for fewer items or fields",
    description: "The operation's cost is over the limit; `extensions.cost` and `extensions.maxCost` say by how much.",
  },
  OPERATION_RESOLUTION_FAILURE: { status: 400, message: "Unknown operation", description: "`operationName` names no operation of the document." },
  PERSISTED_QUERY_NOT_FOUND: {
    status: 400,
    message: "PersistedQueryNotFound",
    description: "An automatic persisted query hash the server does not know yet: send the full query with it.",
  },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 400, message: "PersistedQueryNotSupported", description: "Persisted queries are not supported here." },
  PERSISTED_QUERY_HASH_MISMATCH: {
    status: 400,
    message: "provided sha does not match query",
    description: "The persisted query hash sent with a query text is not the SHA-256 of that text; nothing was registered.",
  },
  BAD_REQUEST: {
    status: 400,
    message: "Bad request",
    description: "The HTTP request is not a GraphQL request (no query, wrong method or content type, CSRF prevention).",
  },
  BAD_USER_INPUT: { status: 400, message: "Invalid input", description: "An argument or payload field is invalid; the message names it." },
  UNAUTHENTICATED: { status: 401, message: "Sign in to do this", graphqlStatus: true, description: "The operation needs a signed-in user." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this", graphqlStatus: true, description: "The signed-in role lacks the permission." },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    message: "The webhook's signature does not verify",
    rest: "payments/invalid-signature",
    description: "A payment provider's webhook whose signature does not verify; nothing changed.",
  },
  CSRF_TOKEN_INVALID: {
    status: 403,
    message: "Invalid or missing CSRF token",
    rest: "csrf/invalid-token",
    graphqlStatus: true,
    description: "A cookie-authenticated change came without the km_csrf cookie's value in x-csrf-token.",
  },
  NOT_FOUND: { status: 404, message: "Not found", description: "The object does not exist, or is not the caller's (the two answer alike)." },
  ILLEGAL_OPERATION: {
    status: 400,
    message: "This operation is not allowed in the current state",
    description: "The operation is refused by a rule of the shop.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Request body too large", description: "The request body exceeds the limit." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Unsupported body encoding", description: "The body's encoding or charset is not supported." },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "The shop is temporarily unavailable: try again in a few seconds",
    graphqlStatus: true,
    description: "A dependency (the database, a provider) is unavailable; retry after the Retry-After header's seconds.",
  },
  INTERNAL_SERVER_ERROR: { status: 500, message: "Something went wrong", description: "An unexpected failure (logged; details never shown)." },

  INVALID_LOGIN_CREDENTIALS: {
    status: 401,
    message: "The email or the password is wrong",
    rest: "auth/invalid-login-credentials",
    description: "Unknown email or wrong password (the two answer alike).",
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: "The email address is not verified yet: open the link we sent you",
    rest: "auth/email-not-verified",
    description: "Sign-in needs a verified email address.",
  },
  EMAIL_ALREADY_IN_USE: {
    status: 400,
    message: "The email address is already in use by another account",
    rest: "auth/email-already-in-use",
    description: "Sign-up with an email address that has an account.",
  },
  EMAIL_ALREADY_EXISTS: {
    status: 400,
    message: "An account with this email address already exists",
    rest: "auth/email-already-exists",
    description: "A social sign-in with an unverified email address that has an account.",
  },
  EMAIL_ALREADY_VERIFIED: {
    status: 400,
    message: "The email address is already verified",
    rest: "auth/email-already-verified",
    description: "Nothing to verify.",
  },
  USER_DISABLED: { status: 403, message: "This account has been disabled", rest: "auth/user-disabled", description: "The account is blocked." },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: "Too many attempts: try again later",
    rest: "auth/too-many-requests",
    description: "Rate limited; `retryAfterSeconds` (and the Retry-After header) say when to try again.",
  },
  INVALID_ACTION_CODE: {
    status: 400,
    message: "The link is invalid or has already been used",
    rest: "auth/invalid-action-code",
    description: "A mailed link's token is unknown or used.",
  },
  EXPIRED_ACTION_CODE: { status: 400, message: "The link has expired", rest: "auth/expired-action-code", description: "A mailed link's token has expired." },
  WEAK_PASSWORD: {
    status: 400,
    message: "The password must hold at least 8 characters",
    rest: "auth/weak-password",
    description: "The password breaks the policy (8 to 128 characters).",
  },
  CAPTCHA_CHECK_FAILED: {
    status: 400,
    message: "The reCAPTCHA check failed",
    rest: "auth/captcha-check-failed",
    description: "The reCAPTCHA token was refused.",
  },
  SIGN_IN_CANCELLED: {
    status: 400,
    message: "The sign-in was cancelled",
    rest: "auth/popup-closed-by-user",
    description: "The identity provider's sign-in was cancelled or refused.",
  },

  INVALID_VAT_NUMBER: {
    status: 400,
    message: "The VAT number does not have a valid format for its country",
    rest: "seller/invalid-vat-number",
    description: "Seller registration with a malformed VAT number.",
  },
  INVALID_IMAGE_URL: {
    status: 400,
    message: "The image must be an http(s) URL",
    rest: "seller/invalid-image-url",
    description: "An image address that is not http(s).",
  },
  SELLER_ALREADY_REGISTERED: {
    status: 400,
    message: "This account already has a seller profile",
    rest: "seller/already-registered",
    description: "The account is already a seller.",
  },

  PRODUCT_UNAVAILABLE: {
    status: 400,
    message: "This product cannot be bought now",
    rest: "cart/product-unavailable",
    description: "The product (or the chosen seller's offer) does not exist, is disabled, or has no sellable offer.",
  },
  OUT_OF_STOCK: {
    status: 400,
    message: "Not enough keys left",
    rest: "cart/out-of-stock",
    description: "Fewer keys are left than asked for; the result says how many remain, per line.",
  },
  COUPON_NOT_APPLICABLE: {
    status: 400,
    message: "This coupon cannot be used here",
    rest: "coupon/not-applicable",
    description: "The coupon is unknown, disabled, outside its validity, used up, below its minimum, or for no product of the cart; `reason` says which.",
  },
  CART_EMPTY: { status: 400, message: "The cart is empty", rest: "checkout/cart-empty", description: "There is nothing to order." },
  PRICE_CHANGED: {
    status: 400,
    message: "Prices changed since you looked: check the new total",
    rest: "checkout/price-changed",
    description: "The total the shopper saw differs from the current prices; the result lists the lines that changed.",
  },
  ORDER_DECLINED: {
    status: 400,
    message: "We cannot accept this order",
    rest: "checkout/order-declined",
    description: "The fraud screening or a business rule declined the order; nothing was charged.",
  },

  PRODUCT_IN_STOCK: {
    status: 400,
    message: "This product is in stock: no alert is needed",
    rest: "stock-alert/product-in-stock",
    description: "A back-in-stock alert asked for a product that has keys now; nothing was stored.",
  },
  INVALID_EMAIL: {
    status: 400,
    message: "Enter a valid email address",
    rest: "stock-alert/invalid-email",
    description: "A guest's back-in-stock alert without a valid email address; nothing was stored.",
  },

  OFFER_ALREADY_EXISTS: {
    status: 400,
    message: "You already offer this product: edit your offer instead",
    rest: "offer/already-exists",
    description: "A seller has one offer per product; `offerId` is the existing one.",
  },
  PRODUCT_NOT_FOUND: {
    status: 400,
    message: "There is no such product in the catalogue",
    rest: "offer/product-not-found",
    description: "The product to offer does not exist or is disabled.",
  },
  PRICE_OUT_OF_BOUNDS: {
    status: 400,
    message: "The price is outside the allowed range",
    rest: "offer/price-out-of-bounds",
    description: "A price (or floor) below the minimum or above the maximum; `currency`, `minimum` and `maximum` say which and what is allowed.",
  },
  FLOOR_ABOVE_PRICE: {
    status: 400,
    message: "The floor price must not be above your price",
    rest: "offer/floor-above-price",
    description: "Automatic pricing's floor is above the seller's own price in `currency`.",
  },
  PRODUCT_ALREADY_EXISTS: {
    status: 400,
    message: "This product is already in the catalogue",
    rest: "proposal/product-already-exists",
    description: "A proposal for a product the catalogue has (same name and platform); `productId` is it.",
  },
  PROPOSAL_ALREADY_WAITING: {
    status: 400,
    message: "This product has already been proposed and waits for review",
    rest: "proposal/already-waiting",
    description: "A proposal with the same name and platform is waiting for an admin.",
  },
  PROPOSAL_ALREADY_DECIDED: {
    status: 400,
    message: "This proposal has already been accepted or refused",
    rest: "proposal/already-decided",
    description: "An accept or refuse of a proposal that is no longer waiting; `state` is its state.",
  },

  KEYS_NOT_WITHDRAWABLE: {
    status: 400,
    message: "Only unsold (Available) keys can be withdrawn",
    rest: "keys/not-withdrawable",
    description: "A withdrawal named keys that are reserved by a checkout, sold or unknown; nothing was withdrawn.",
  },

  LIMIT_REACHED: {
    status: 400,
    message: "You already have as many as allowed: remove one first",
    rest: "seller-api/limit-reached",
    description: "A seller's active API tokens or webhook endpoints are at their limit; nothing was created.",
  },

  SLUG_ALREADY_IN_USE: {
    status: 400,
    message: "Another category already uses this slug in this language",
    rest: "categories/slug-in-use",
    description: "A category or macrocategory slug is taken in that language by another one; nothing was saved.",
  },
  CATEGORY_IN_USE: {
    status: 400,
    message: "Products or subcategories still use this category: choose a category to move its products to",
    rest: "categories/in-use",
    description: "A category still has products (or proposals) and no target to move them to, or has subcategories; nothing was deleted.",
  },
  MACROCATEGORY_IN_USE: {
    status: 400,
    message: "Categories still belong to this macrocategory: choose a macrocategory to move them to",
    rest: "macrocategories/in-use",
    description: "A macrocategory still groups categories and no target to move them to was given; nothing was deleted.",
  },

  RATING_NOT_ALLOWED: {
    status: 400,
    message: "You can rate the seller once a key of this order line has been revealed",
    rest: "ratings/not-allowed",
    description: "A seller rating of an order line that is not the caller's, does not exist, or has no revealed key yet; nothing was stored.",
  },
  RATING_LOCKED: {
    status: 400,
    message: "This rating can no longer be changed",
    rest: "ratings/locked",
    description: "A seller rating can be edited for 30 days after it was first given; this one is older and was left as it was.",
  },
  RATING_ALREADY_GIVEN: {
    status: 400,
    message: "You have already rated the seller of this order line: change that rating instead",
    rest: "ratings/already-given",
    description: "A second rating of the same order line; the first one was left as it was (`updateSellerRating` changes it within 30 days).",
  },

  IMAGE_TOO_LARGE: {
    status: 413,
    message: "The image is larger than the upload limit",
    rest: "images/too-large",
    description: "A product image upload is over the size limit (PRODUCT_IMAGE_MAX_MB); nothing was stored.",
  },
  NOT_AN_IMAGE: {
    status: 415,
    message: "The file is not a JPEG, PNG, WebP, GIF or SVG image",
    rest: "images/not-an-image",
    description: "A product image upload whose content is not a JPEG, PNG, WebP, GIF or SVG image (checked by content), or is damaged; nothing was stored.",
  },
  INVALID_SVG: {
    status: 400,
    message: "The SVG data is not valid",
    rest: "images/invalid-svg",
    description: "SVG image data that is not valid base64 or not a valid, script-free SVG; the error is logged and nothing was stored.",
  },
  IMAGE_DIMENSIONS_INVALID: {
    status: 400,
    message: "The image's dimensions are not usable",
    rest: "images/bad-dimensions",
    description:
      "A product image too small (under 16 pixels a side), too large (over 100 megapixels or 16,384 pixels a side) or too elongated (over 20:1); nothing was stored.",
  },
  SELLER_NOT_FOUND: {
    status: 400,
    message: "No seller shop has this id",
    description: "A supplier connection names a seller shop that does not exist; nothing changed.",
  },
  SUPPLIER_CREDENTIALS_INVALID: {
    status: 400,
    message: "The credentials do not have the supplier's fields",
    description:
      "Supplier credentials without the integration's fields (CodesWholesale: clientId and clientSecret; PrepaidForge: email and password); nothing changed.",
  },
  SUPPLIER_CONNECTION_EXISTS: {
    status: 400,
    message: "This shop is already connected to this supplier",
    description: "A second connection of one seller shop to one supplier; nothing changed.",
  },

  TICKET_TRANSITION_NOT_ALLOWED: {
    status: 400,
    message: "The ticket cannot move to this status now",
    rest: "tickets/transition-not-allowed",
    description: "A ticket status change that is not an allowed edge for the caller (`from` and `to` say which); nothing changed.",
  },
  TICKET_ATTACHMENT_INVALID: {
    status: 400,
    message: "An attachment is not usable: upload a JPEG or PNG image of your own, at most 3 per message",
    rest: "tickets/attachment-invalid",
    description: "A ticket attachment that is unknown, someone else's, already used, over 3 per message, or an upload that is not a JPEG or PNG image.",
  },
  TICKET_ATTACHMENT_TOO_LARGE: {
    status: 413,
    message: "The attachment is larger than the upload limit",
    rest: "tickets/attachment-too-large",
    description: "A ticket attachment upload over TICKET_ATTACHMENT_MAX_BYTES (5 MB by default); nothing was stored.",
  },
  TICKET_CLOSED: {
    status: 400,
    message: "This ticket is closed: open a new one",
    rest: "tickets/closed",
    description: "A reply to a Closed ticket; the customer opens a new ticket instead.",
  },
  TICKET_LIMIT: {
    status: 400,
    message: "You have too many open tickets: wait for an answer on those first",
    rest: "tickets/limit",
    description: "A customer already has the most open (Open or Pending) tickets allowed (5); nothing was opened.",
  },
  KEY_NOT_REPLACEABLE: {
    status: 400,
    message: "This key cannot be replaced",
    rest: "tickets/key-not-replaceable",
    description:
      "A key replacement refused: the key is not the ticket's order line's, not delivered or revealed, the ticket's reason is not about a bad key, or the ticket is Closed.",
  },
};

registerEnumType(ErrorCode, {
  name: "ErrorCode",
  description: "Why an operation did not succeed: the `errorCode` of error results and the `extensions.code` of GraphQL errors.",
  valuesConfig: Object.fromEntries(Object.entries(ERROR_CODES).map(([k, v]) => [k, { description: v.description }])),
});

/** The code REST answers carry: the identity service's code where the spec has one, else the enum name. */
export const restCode = (code: ErrorCode): string => ERROR_CODES[code].rest ?? code;

/** Spec §8 generic result of a REST answer with this status. */
export const genericResult = (status: number): "BAD_REQUEST" | "INTERNAL_SERVER_ERROR" => (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");

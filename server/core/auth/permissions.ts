/**
 * Roles and permissions (spec §6): one table says which role may do which action on
 * which resource, with the spec's action names, and over which rows: a grant's scope is
 * `all` (every row: admins and support staff) or `own` (only the rows the caller owns: a seller's offers and
 * keys, a customer's cart and orders), like Vendure's `Permission.Owner`. GraphQL
 * (`@Authorized("users:edit")` and the auth checker) and REST (`requirePermission("users:edit")`)
 * both ask `checkPermission`, so the two doors can never disagree; queries over owned rows take
 * the scope from `ownerScope` (./ownership.ts), so "own" is enforced by construction.
 */
import { PermissionAction, Role } from "../../common/enums.js";

/** What a permission is about. */
export type Resource =
  | "account" // the caller's own profile, settings, password, deletion
  | "newsletter" // the caller's newsletter subscription
  | "favourites"
  | "alerts" // the caller's own back-in-stock alerts
  | "cart"
  | "coupons"
  | "seller" // the caller's own seller profile (registration: "seller:new")
  | "offers"
  | "proposals" // product proposals: a seller's own (propose, follow), every one (admins: decide)
  | "keys"
  | "orders"
  | "sales" // a seller's sold keys (own), every seller's (admins)
  | "payouts" // a seller's payout ledger and balances (own), every seller's (admins)
  | "tokens" // a seller's API tokens for integrators (never reachable with an API token)
  | "webhooks" // a seller's webhook endpoints, their deliveries and replays
  | "users" // every user, as an admin
  | "mails" // staff sending a mail again: an order's confirmation, a user's verification link
  | "sellers" // every seller shop, as an admin: the approval queue, approving, blocking, commissions
  | "categories"
  | "products"
  | "dashboard" // the admin dashboard and attribution report (the whole shop's figures)
  | "audit" // the admin audit log (every admin write: who, what, before and after) and its CSV export
  | "tickets" // support tickets: a customer's own, a seller's about its own keys, every one (support, admins)
  | "ratings" // seller ratings: a customer rates the seller of a revealed key (own), every one (admins read)
  | "suppliers" // supplier connections (CodesWholesale, PrepaidForge, sandbox), their imports and purchases
  | "apiClients"; // integrator API clients (`kmc_` tokens with a per-minute cost budget), as an admin

/** "resource:action", e.g. "users:edit". */
export type Permission = `${Resource}:${PermissionAction}`;

type Grants = Partial<Record<Resource, readonly PermissionAction[]>>;
const A = PermissionAction;

/** Over which rows a grant holds: every row, or the caller's own. */
export type PermissionScope = "all" | "own";

/**
 * The scope of each role's grants. Customers and sellers act on their own rows only (their
 * account, cart, orders; a seller's offers, keys and sales); admins and support on every row
 * (support holding far fewer actions).
 */
export const ROLE_SCOPE: Readonly<Record<Role, PermissionScope>> = {
  [Role.guest]: "own",
  [Role.user]: "own",
  [Role.seller]: "own",
  [Role.support]: "all",
  [Role.admin]: "all",
};

const USER: Grants = {
  account: [A.info, A.edit, A.delete],
  newsletter: [A.add],
  favourites: [A.info, A.add, A.delete],
  alerts: [A.info, A.add, A.delete],
  cart: [A.info, A.edit],
  coupons: [A.info],
  // Own orders: read them, place them, reveal their keys.
  orders: [A.info, A.new, A.keys],
  seller: [A.new],
  // Own tickets: read (info), open (new), reply and close (edit).
  tickets: [A.info, A.new, A.edit],
  // Rate the seller of an own revealed key (add), change it within 30 days (edit).
  ratings: [A.add, A.edit],
};

const SELLER: Grants = {
  ...USER,
  seller: [A.info, A.edit],
  offers: [A.info, A.add, A.edit, A.delete, A.sell],
  proposals: [A.info, A.new],
  // Own keys: counts and uploads (info), adding (add), withdrawing unsold ones (delete).
  keys: [A.info, A.add, A.keys, A.delete],
  orders: [A.info, A.new, A.keys, A.refund],
  sales: [A.info],
  payouts: [A.info],
  tokens: [A.info, A.add, A.delete],
  webhooks: [A.info, A.add, A.edit, A.delete],
  // Own tickets and tickets about the shop's own keys: read, open, reply, set status (edit), replace a key (keys).
  tickets: [A.info, A.new, A.edit, A.keys],
};

const ADMIN: Grants = {
  ...USER,
  seller: [A.info],
  users: [A.info, A.edit, A.delete, A.new],
  // Every shop: list and history (info); approve, block, set its commission (edit).
  sellers: [A.info, A.edit],
  categories: [A.info, A.add, A.edit, A.delete],
  products: [A.info, A.add, A.edit, A.delete, A.refresh],
  offers: [A.info, A.edit, A.delete],
  proposals: [A.info, A.edit],
  keys: [A.info],
  // Every order: read, review (edit), refund; placing and revealing stay on their own orders.
  orders: [A.info, A.new, A.keys, A.edit, A.refund],
  coupons: [A.info, A.add, A.edit, A.delete],
  sales: [A.info],
  // Read every seller's ledger; record the payouts made to them.
  payouts: [A.info, A.edit],
  // The dashboard and the attribution report (with its CSV export).
  dashboard: [A.info],
  // Resend an order's confirmation or a user's verification mail.
  mails: [A.new],
  // The audit log of admin writes and its CSV export (read only: entries are never changed).
  audit: [A.info],
  // Every ticket: the queue, replies, status, priority and assignment (edit), key replacement (keys).
  tickets: [A.info, A.new, A.edit, A.keys],
  // Every seller's ratings and its replacement and refund rates.
  ratings: [A.info, A.add, A.edit],
  // Supplier connections: list and reports (info), connect (add), change (edit), remove (delete), import now (refresh).
  suppliers: [A.info, A.add, A.edit, A.delete, A.refresh],
  // Integrator API clients: list (info), create (add), change the budget (edit), revoke (delete).
  apiClients: [A.info, A.add, A.edit, A.delete],
};

/**
 * Customer service: reads what a customer asks about (every order with its timeline, every user,
 * seller shops, coupons, categories, proposals) and sends mails again (an order's confirmation, a
 * verification link); never refunds, reviews (approve, cancel), delivers by hand, edits the
 * catalogue, coupons, sellers or users, records payouts or sees the shop's figures. Its own
 * account, cart and orders work like a customer's; it cannot register as a seller.
 */
const { seller: _sellerRegistration, ...CUSTOMER } = USER;
const SUPPORT: Grants = {
  ...CUSTOMER,
  users: [A.info],
  sellers: [A.info],
  categories: [A.info],
  proposals: [A.info],
  // Every order (the scope is "all"), read only; placing and revealing stay on their own orders.
  orders: [A.info, A.new, A.keys],
  coupons: [A.info],
  mails: [A.new],
  // Every ticket: work the queue, answer, change status and priority, assign, replace a key.
  tickets: [A.info, A.new, A.edit, A.keys],
  ratings: [A.info, A.add, A.edit],
};

/** The role → resource → actions table. Guests hold nothing: public operations need no permission. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, Grants>> = {
  [Role.guest]: {},
  [Role.user]: USER,
  [Role.seller]: SELLER,
  [Role.support]: SUPPORT,
  [Role.admin]: ADMIN,
};

/**
 * Every permission `role` holds, as "resource:action" strings sorted (`me { permissions }`: the
 * client shows only the screens and buttons they allow; the server checks every call anyway).
 */
export function permissionsOf(role: Role): Permission[] {
  return Object.entries(ROLE_PERMISSIONS[role])
    .flatMap(([resource, actions]) => (actions ?? []).map((a) => `${resource}:${a}` as Permission))
    .sort();
}

/**
 * What an API token stands for: `seller`, the seller console's operations (a seller's `kmk_`
 * token, or an integrator client of a seller); `catalog`, the public catalogue's reads only (an
 * integrator client, anonymous); `admin`, the admin console's operations (an integrator client).
 */
export type TokenScope = "seller" | "catalog" | "admin";

/**
 * What a request authenticated with an API token may do, on top of its user's role: the seller
 * console's operations (the shop profile, offers, keys, sales, payouts, webhooks) and nothing of
 * the account (password, email, deletion, cart, orders as a buyer) nor the tokens themselves, so
 * a leaked token can neither take the account over nor mint more tokens. Operations that need no
 * permission are refused to tokens when they change something (sign-up, login …; the API
 * token guard of /graphql) and stay readable (the public catalogue).
 */
export const TOKEN_SCOPE_GRANTS: Readonly<Record<TokenScope, Grants>> = {
  seller: {
    seller: [A.info, A.edit],
    offers: [A.info, A.add, A.edit, A.delete, A.sell],
    proposals: [A.info, A.new],
    keys: [A.info, A.add, A.keys, A.delete],
    sales: [A.info],
    payouts: [A.info],
    webhooks: [A.info, A.add, A.edit, A.delete],
  },
  // Public catalogue reads need no permission; everything else is refused.
  catalog: {},
  // The admin role's grants without the account's own (profile, cart, orders as a buyer …) and
  // without minting or changing API clients.
  admin: (() => {
    const { account: _a, newsletter: _n, favourites: _f, alerts: _al, cart: _c, seller: _s, ratings: _r, apiClients: _ac, ...rest } = ADMIN;
    return { ...rest, orders: [A.info, A.edit, A.refund], ratings: [A.info] };
  })(),
};

/** Whether `role` holds `permission`. */
export function roleHas(role: Role, permission: Permission): boolean {
  const [resource, action] = permission.split(":") as [Resource, PermissionAction];
  if (action === A.none) return false;
  return ROLE_PERMISSIONS[role][resource]?.includes(action) ?? false;
}

/** The scope over which `role` holds `permission`, or null when it does not hold it. */
export function permissionScope(role: Role, permission: Permission): PermissionScope | null {
  return roleHas(role, permission) ? ROLE_SCOPE[role] : null;
}

export type PermissionCheck = "ok" | "unauthenticated" | "forbidden";

/**
 * The single decision for both doors: guests are unauthenticated (401), a signed-in role
 * lacking any of the permissions is forbidden (403). No permissions listed means
 * "any signed-in user" (but not an API token). With `tokenScope` (the request came with an API
 * token) every permission must also be in the token scope's grants.
 */
export function checkPermission(role: Role, signedIn: boolean, permissions: readonly Permission[], tokenScope?: TokenScope | null): PermissionCheck {
  // An anonymous `catalog` API client is authenticated: it is refused, not asked to sign in.
  if (tokenScope === "catalog") return "forbidden";
  if (!signedIn || role === Role.guest) return "unauthenticated";
  if (tokenScope && !(permissions.length > 0 && permissions.every((p) => tokenScopeHas(tokenScope, p)))) return "forbidden";
  return permissions.every((p) => roleHas(role, p)) ? "ok" : "forbidden";
}

/** Whether an API token of `scope` may use `permission` (its user's role must hold it too). */
export function tokenScopeHas(scope: TokenScope, permission: Permission): boolean {
  const [resource, action] = permission.split(":") as [Resource, PermissionAction];
  return TOKEN_SCOPE_GRANTS[scope][resource]?.includes(action) ?? false;
}

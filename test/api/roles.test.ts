/**
 * Roles and permissions, walked exhaustively: every Query and Mutation field of
 * schema/schema.graphql and every /api route of the running app, as guest, user, seller,
 * support and admin. A new operation or route fails this test until it is given an expectation.
 * Guests get 401 UNAUTHENTICATED, a wrong role 403 FORBIDDEN, on GraphQL and REST alike.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import type { Router } from "express";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { ROLE_PERMISSIONS, checkPermission } from "../../server/core/auth/index";
import { PermissionAction, Role } from "../../server/common/enums";
import { Browser, PASSWORD, bearerFor, signUpVerified, uniqueEmail } from "./accounts-helpers";
import { withoutRequestIds } from "../helpers/request-ids";

type Actor = "guest" | "user" | "seller" | "support" | "admin";
const ACTORS: Actor[] = ["guest", "user", "seller", "support", "admin"];
type Outcome = "ok" | 401 | 403;
/** Who may call: everyone, any signed-in role, or the listed roles (others 403, guests 401). */
type Access = "public" | "signed-in" | Actor[];

const expected = (access: Access, actor: Actor): Outcome => {
  if (access === "public") return "ok";
  if (actor === "guest") return 401;
  if (access === "signed-in") return "ok";
  return access.includes(actor) ? "ok" : 403;
};

const NOBODY = "00000000-0000-4000-8000-000000000000";

/** One call per schema operation, chosen so it changes nothing (or nothing that matters). */
const GRAPHQL: Record<string, { access: Access; query: string; variables?: Record<string, unknown>; freshSession?: boolean }> = {
  // catalogue and site: public
  categories: { access: "public", query: `{ categories { id } }` },
  category: { access: "public", query: `{ category(slug: "games") { id } }` },
  currencies: { access: "public", query: `{ currencies { code } }` },
  macrocategories: { access: "public", query: `{ macrocategories { id } }` },
  platform: { access: "public", query: `{ platform(slug: "steam") { id } }` },
  platforms: { access: "public", query: `{ platforms { id } }` },
  product: { access: "public", query: `{ product(slug: "no-such-product") { id } }` },
  productList: { access: "public", query: `{ productList(type: bestsellers, take: 1) { totalItems } }` },
  products: { access: "public", query: `{ products(take: 1) { totalItems } }` },
  productsByIds: { access: "public", query: `{ productsByIds(ids: ["1"]) { id } }` },
  publicState: { access: "public", query: `{ publicState { trustpilotScore } }` },
  translatedUrl: { access: "public", query: `{ translatedUrl(currentUrl: "/", currentLocale: en, nextLocale: it) { url } }` },
  // contact form: a message too short to send (refused before anything is sent)
  sendContactMessage: {
    access: "public",
    query: `mutation { sendContactMessage(input: { name: "Walker", email: "walker@example.com", topic: other, message: "short" }) { __typename } }`,
  },
  // accounts
  me: { access: "public", query: `{ me { id } }` },
  signInOptions: { access: "public", query: `{ signInOptions { google } }` },
  account: { access: ["user", "seller", "support", "admin"], query: `{ account { id } }` },
  signUp: {
    access: "public",
    query: `mutation($e: String!) { signUp(input: { email: $e, name: "a", surname: "b", password: "short" }) { __typename } }`,
    variables: { e: "walker@example.com" },
  },
  logIn: {
    access: "public",
    query: `mutation($e: String!) { logIn(input: { email: $e, password: "wrong-password" }) { __typename } }`,
    variables: { e: "nobody.walker@example.com" },
  },
  logOut: { access: "public", query: `mutation { logOut }`, freshSession: true },
  verifyEmail: { access: "public", query: `mutation { verifyEmail(input: { token: "bogus" }) { __typename } }` },
  requestEmailVerification: { access: "public", query: `mutation { requestEmailVerification(input: { email: "nobody.walker@example.com" }) }` },
  requestPasswordReset: { access: "public", query: `mutation { requestPasswordReset(input: { email: "nobody.walker@example.com" }) }` },
  resetPassword: { access: "public", query: `mutation { resetPassword(input: { token: "bogus", newPassword: "whatever-123" }) { __typename } }` },
  changePassword: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation { changePassword(input: { currentPassword: "not-it-at-all", newPassword: "whatever-123" }) { __typename } }`,
  },
  updateAccount: { access: ["user", "seller", "support", "admin"], query: `mutation { updateAccount(input: {}) { id } }` },
  deleteAccount: { access: ["user", "seller", "support", "admin"], query: `mutation { deleteAccount(input: { password: "not-it-at-all" }) { __typename } }` },
  subscribeToNewsletter: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation { subscribeToNewsletter(input: { email: "someone.else@example.com" }) { email } }`,
  },
  // sellers
  sellerProfile: { access: ["seller", "admin"], query: `{ sellerProfile { id } }` },
  registerSeller: {
    access: ["user"],
    query: `mutation { registerSeller(input: { name: "Shop", email: "shop@example.com", registrationName: "Shop Srl", vatNumber: "IT123" }) { __typename } }`,
  },
  // admin
  users: { access: ["support", "admin"], query: `{ users(take: 1) { totalItems } }` },
  sellers: { access: ["support", "admin"], query: `{ sellers(take: 1) { totalItems } }` },
  seller: { access: ["support", "admin"], query: `{ seller(id: "999999") { id } }` },
  approveSeller: { access: ["admin"], query: `mutation { approveSeller(input: { sellerId: "999999" }) { id } }` },
  blockSeller: { access: ["admin"], query: `mutation { blockSeller(input: { sellerId: "999999", reason: "roles walker" }) { id } }` },
  setSellerCommission: { access: ["admin"], query: `mutation { setSellerCommission(input: { sellerId: "999999", commissionPercent: 5 }) { id } }` },
  // category administration: unknown ids (nothing changes)
  adminCategories: { access: ["support", "admin"], query: `{ adminCategories { id } }` },
  adminCategory: { access: ["support", "admin"], query: `{ adminCategory(id: "999999") { id } }` },
  adminMacrocategories: { access: ["support", "admin"], query: `{ adminMacrocategories { id } }` },
  createCategory: {
    access: ["admin"],
    query: `mutation { createCategory(input: { parentId: "999999", translations: [{ locale: en, name: "W", slug: "walker-w" }, { locale: it, name: "W", slug: "walker-w" }] }) { __typename } }`,
  },
  updateCategory: { access: ["admin"], query: `mutation { updateCategory(input: { id: "999999" }) { __typename } }` },
  moveCategory: { access: ["admin"], query: `mutation { moveCategory(input: { id: "999999", direction: UP }) { id } }` },
  deleteCategories: { access: ["admin"], query: `mutation { deleteCategories(input: { ids: ["999999"] }) { __typename } }` },
  createMacrocategory: {
    access: ["admin"],
    query: `mutation { createMacrocategory(input: { translations: [{ locale: en, name: "W", slug: "walker-w" }] }) { __typename } }`,
  },
  updateMacrocategory: { access: ["admin"], query: `mutation { updateMacrocategory(input: { id: "999999" }) { __typename } }` },
  moveMacrocategory: { access: ["admin"], query: `mutation { moveMacrocategory(input: { id: "999999", direction: DOWN }) { id } }` },
  deleteMacrocategories: { access: ["admin"], query: `mutation { deleteMacrocategories(input: { ids: ["999999"] }) { __typename } }` },
  // product images: an unknown product (nothing changes)
  adminProductImages: { access: ["admin"], query: `{ adminProductImages(productId: "999999") { productId } }` },
  uploadProductImage: {
    access: ["admin"],
    query: `mutation { uploadProductImage(input: { productId: "999999", slot: GALLERY, mode: REFRESH, data: "aGVsbG8=" }) { __typename } }`,
  },
  removeProductImage: { access: ["admin"], query: `mutation { removeProductImage(input: { productId: "999999", src: "/media/x.png" }) { productId } }` },
  reorderProductGallery: { access: ["admin"], query: `mutation { reorderProductGallery(input: { productId: "999999", srcs: [] }) { productId } }` },
  setProductImageAlts: {
    access: ["admin"],
    query: `mutation { setProductImageAlts(input: { productId: "999999", images: [{ src: "/media/x.png", alt: "x" }] }) { productId } }`,
  },
  // product administration: unknown ids (nothing changes)
  adminProducts: { access: ["admin"], query: `{ adminProducts(take: 1) { totalItems } }` },
  adminProduct: { access: ["admin"], query: `{ adminProduct(id: "999999") { id } }` },
  createProduct: {
    access: ["admin"],
    query: `mutation { createProduct(input: { categoryId: "999999", platformId: "1", translations: [{ locale: en, name: "W" }, { locale: it, name: "W" }] }) { __typename } }`,
  },
  updateProduct: { access: ["admin"], query: `mutation { updateProduct(input: { id: "999999" }) { __typename } }` },
  // admin jobs: an unknown product is refused before anything is queued; an unknown job is NOT_FOUND
  startProductBulkEdit: {
    access: ["admin"],
    query: `mutation { startProductBulkEdit(input: { productIds: ["999999"], changes: { enabled: true } }) { id } }`,
  },
  adminJob: { access: "signed-in", query: `{ adminJob(id: "${NOBODY}") { id } }` },
  adminJobs: { access: "signed-in", query: `{ adminJobs(take: 1) { totalItems } }` },
  // supplier connections and imports: admins (unknown ids and a seller that does not exist change nothing)
  supplierConnections: { access: ["admin"], query: `{ supplierConnections { totalItems } }` },
  supplierConnection: { access: ["admin"], query: `{ supplierConnection(id: "${NOBODY}") { id } }` },
  createSupplierConnection: {
    access: ["admin"],
    query: `mutation { createSupplierConnection(input: { integration: sandbox, name: "Walker", sellerId: "999999", credentials: {} }) { __typename } }`,
  },
  updateSupplierConnection: { access: ["admin"], query: `mutation { updateSupplierConnection(input: { id: "${NOBODY}", name: "Walker" }) { __typename } }` },
  deleteSupplierConnection: { access: ["admin"], query: `mutation { deleteSupplierConnection(input: { id: "${NOBODY}" }) { id } }` },
  testSupplierConnection: { access: ["admin"], query: `mutation { testSupplierConnection(input: { id: "${NOBODY}" }) { ok } }` },
  startSupplierImport: { access: ["admin"], query: `mutation { startSupplierImport(input: { id: "${NOBODY}" }) { id } }` },
  supplierImportRuns: { access: ["admin"], query: `{ supplierImportRuns(connectionId: "${NOBODY}", take: 1) { totalItems } }` },
  supplierImportRun: { access: ["admin"], query: `{ supplierImportRun(id: "${NOBODY}") { id } }` },
  sellerOffers: { access: ["seller", "admin"], query: `{ sellerOffers(take: 1) { totalItems } }` },
  sellerOffer: { access: ["seller", "admin"], query: `{ sellerOffer(id: "999999") { id } }` },
  setOfferEnabled: { access: ["seller", "admin"], query: `mutation { setOfferEnabled(input: { offerId: "999999", enabled: true }) { id } }` },
  offerRules: { access: ["seller", "admin"], query: `{ offerRules { minPrice } }` },
  offerableProducts: { access: ["seller"], query: `{ offerableProducts(search: "zzzz", take: 1) { id } }` },
  // an unknown product: refused before any write
  createOffer: { access: ["seller"], query: `mutation { createOffer(input: { productId: "999999", priceEur: 1, priceUsd: 1, priceGbp: 1 }) { __typename } }` },
  updateOffer: { access: ["seller", "admin"], query: `mutation { updateOffer(input: { offerId: "999999", priceEur: 1 }) { __typename } }` },
  productProposals: { access: ["seller", "support", "admin"], query: `{ productProposals(take: 1) { totalItems } }` },
  // an unknown platform: refused before any write
  proposeProduct: {
    access: ["seller"],
    query: `mutation { proposeProduct(input: { name: "Walker Game", platformId: "999999", categoryId: "1" }) { __typename } }`,
  },
  acceptProductProposal: { access: ["admin"], query: `mutation { acceptProductProposal(input: { proposalId: "999999" }) { __typename } }` },
  refuseProductProposal: {
    access: ["admin"],
    query: `mutation { refuseProductProposal(input: { proposalId: "999999", reason: "Walker says no" }) { __typename } }`,
  },
  sellerSales: { access: ["seller", "admin"], query: `{ sellerSales(take: 1) { totalItems } }` },
  sellerSalesDaily: { access: ["seller", "admin"], query: `{ sellerSalesDaily(from: "2026-01-01", to: "2026-01-02") { day } }` },
  sellerPayoutLines: { access: ["seller", "admin"], query: `{ sellerPayoutLines(take: 1) { totalItems } }` },
  sellerBalances: { access: ["seller", "admin"], query: `{ sellerBalances { currency } }` },
  // the admin's payout screen: every seller's balances and payouts (sellers see only their own, through the queries above)
  payoutBalances: { access: ["admin"], query: `{ payoutBalances(take: 1) { totalItems } }` },
  payoutBatches: { access: ["admin"], query: `{ payoutBatches(take: 1) { totalItems } }` },
  // the admin audit log (read only)
  auditLog: { access: ["admin"], query: `{ auditLog(take: 1) { totalItems } }` },
  auditLogFacets: { access: ["admin"], query: `{ auditLogFacets { actions } }` },
  payoutBatch: { access: ["admin"], query: `{ payoutBatch(id: "999999") { id } }` },
  payoutPreview: { access: ["admin"], query: `{ payoutPreview(sellerId: "999999", currency: EUR) { lines } }` },
  // the admin dashboard and its attribution report: the whole shop's figures
  adminDashboard: { access: ["admin"], query: `{ adminDashboard(from: "2026-01-01", to: "2026-01-02") { reviewQueue } }` },
  attributionReport: { access: ["admin"], query: `{ attributionReport(from: "2026-01-01", to: "2026-01-02", groupBy: [SOURCE]) { rows { orders } } }` },
  recordSellerPayout: {
    access: ["admin"],
    query: `mutation { recordSellerPayout(input: { sellerId: "999999", currency: EUR, reference: "walker" }) { lines } }`,
  },
  user: { access: ["support", "admin"], query: `query($id: ID!) { user(id: $id) { id } }`, variables: { id: NOBODY } },
  blockUser: { access: ["admin"], query: `mutation($id: ID!) { blockUser(input: { userId: $id, blocked: false }) { id } }`, variables: { id: NOBODY } },
  setUserRole: {
    access: ["admin"],
    query: `mutation($id: ID!) { setUserRole(input: { userId: $id, role: user }) { id } }`,
    variables: { id: NOBODY },
  },
  resendVerification: {
    access: ["support", "admin"],
    query: `mutation($id: ID!) { resendVerification(input: { userId: $id }) { __typename } }`,
    variables: { id: NOBODY },
  },
  searchSynonyms: { access: ["admin"], query: `{ searchSynonyms { term } }` },
  setSearchSynonym: { access: ["admin"], query: `mutation { setSearchSynonym(input: { term: "zzroles", expansion: "roles test" }) { term } }` },
  removeSearchSynonym: { access: ["admin"], query: `mutation { removeSearchSynonym(term: "zzroles") }` },
  // cart, favourites, coupons, checkout, orders
  cart: { access: ["user", "seller", "support", "admin"], query: `{ cart { quantity } }` },
  cartQuote: { access: "public", query: `{ cartQuote(input: { items: [{ productId: "1" }] }) { quantity } }` },
  addItemToCart: { access: ["user", "seller", "support", "admin"], query: `mutation { addItemToCart(input: { productId: "999999" }) { __typename } }` },
  updateCartItem: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation { updateCartItem(input: { productId: "999999", quantity: 1 }) { quantity } }`,
  },
  removeCartItem: { access: ["user", "seller", "support", "admin"], query: `mutation { removeCartItem(input: { productId: "999999" }) { quantity } }` },
  mergeCart: { access: ["user", "seller", "support", "admin"], query: `mutation { mergeCart(input: { items: [] }) { quantity } }` },
  applyCoupon: { access: ["user", "seller", "support", "admin"], query: `mutation { applyCoupon(input: { code: "NO-SUCH-CODE" }) { __typename } }` },
  removeCoupon: { access: ["user", "seller", "support", "admin"], query: `mutation { removeCoupon(input: {}) { quantity } }` },
  favorites: { access: ["user", "seller", "support", "admin"], query: `{ favorites { productId } }` },
  addFavorite: { access: ["user", "seller", "support", "admin"], query: `mutation { addFavorite(input: { productId: "999999" }) { productId } }` },
  removeFavorite: { access: ["user", "seller", "support", "admin"], query: `mutation { removeFavorite(input: { productId: "999999" }) }` },
  stockAlerts: { access: ["user", "seller", "support", "admin"], query: `{ stockAlerts { productId } }` },
  createStockAlert: {
    access: "public",
    query: `mutation { createStockAlert(input: { productId: "999999", email: "walker@example.com" }) { __typename } }`,
  },
  cancelStockAlert: { access: ["user", "seller", "support", "admin"], query: `mutation { cancelStockAlert(productId: "999999") }` },
  rateSeller: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation { rateSeller(input: { orderItemId: "${NOBODY}", score: 5 }) { __typename } }`,
  },
  updateSellerRating: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation { updateSellerRating(input: { orderItemId: "${NOBODY}", score: 5 }) { __typename } }`,
  },
  sellerRatings: { access: ["support", "admin"], query: `{ sellerRatings(sellerId: "1", take: 1) { totalItems } }` },
  sellerRatingSummary: { access: ["support", "admin"], query: `{ sellerRatingSummary(sellerId: "1") { count } }` },
  paymentProviders: { access: "public", query: `{ paymentProviders { provider } }` },
  placeOrder: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation { placeOrder(input: { provider: Sandbox, acceptTerms: true, waiveWithdrawal: true, buyNow: { productId: "999999" },
      billing: { name: "A", surname: "B", email: "a@example.com", address: "Via Roma 1", city: "Roma", code: "00100", country: "Italy", country_code: "IT" } }) { __typename } }`,
  },
  orders: { access: ["user", "seller", "support", "admin"], query: `{ orders { totalItems } }` },
  order: { access: ["user", "seller", "support", "admin"], query: `query($id: ID!) { order(id: $id) { id } }`, variables: { id: NOBODY } },
  revealKey: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation($id: ID!) { revealKey(input: { keyId: $id }) { keyId } }`,
    variables: { id: NOBODY },
  },
  adminOrders: { access: ["support", "admin"], query: `{ adminOrders(take: 1) { totalItems } }` },
  approveOrder: { access: ["admin"], query: `mutation($id: ID!) { approveOrder(input: { orderId: $id }) { id } }`, variables: { id: NOBODY } },
  cancelOrder: { access: ["admin"], query: `mutation($id: ID!) { cancelOrder(input: { orderId: $id }) { id } }`, variables: { id: NOBODY } },
  refundOrder: { access: ["admin"], query: `mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "walker" }) { id } }`, variables: { id: NOBODY } },
  refundMissingKeys: {
    access: ["admin"],
    query: `mutation($id: ID!) { refundMissingKeys(input: { orderId: $id, reason: "walker" }) { id } }`,
    variables: { id: NOBODY },
  },
  deliverOrderLine: {
    access: ["admin"],
    query: `mutation($id: ID!) { deliverOrderLine(input: { orderId: $id, orderItemId: $id, source: STOCK }) { id } }`,
    variables: { id: NOBODY },
  },
  resendOrderMail: {
    access: ["support", "admin"],
    query: `mutation($id: ID!) { resendOrderMail(input: { orderId: $id }) { __typename } }`,
    variables: { id: NOBODY },
  },
  coupons: { access: ["support", "admin"], query: `{ coupons(take: 1) { totalItems } }` },
  createCoupon: { access: ["admin"], query: `mutation { createCoupon(input: { code: "X" }) { id } }` },
  uploadKeys: { access: ["seller"], query: `mutation { uploadKeys(input: { offerId: "999999", keys: ["X"] }) { accepted } }` },
  keyUpload: { access: ["seller", "admin"], query: `{ keyUpload(id: "${NOBODY}") { id } }` },
  keyUploads: { access: ["seller", "admin"], query: `{ keyUploads(offerId: "999999") { totalItems } }` },
  offerKeyCounts: { access: ["seller", "admin"], query: `{ offerKeyCounts(offerId: "999999") { available } }` },
  offerKeys: { access: ["seller", "admin"], query: `{ offerKeys(offerId: "999999") { totalItems } }` },
  withdrawKeys: { access: ["seller"], query: `mutation { withdrawKeys(input: { offerId: "999999", all: true }) { __typename } }` },
  updateCoupon: { access: ["admin"], query: `mutation { updateCoupon(input: { id: "999999" }) { id } }` },
  // seller API: tokens (signed-in sellers) and webhooks
  apiTokens: { access: ["seller"], query: `{ apiTokens { id } }` },
  createApiToken: { access: ["seller"], query: `mutation { createApiToken(input: { name: "roles walker" }) { __typename } }` },
  revokeApiToken: { access: ["seller"], query: `mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, variables: { id: NOBODY } },
  webhookEndpoints: { access: ["seller"], query: `{ webhookEndpoints { id } }` },
  createWebhookEndpoint: {
    access: ["seller"],
    query: `mutation { createWebhookEndpoint(input: { url: "https://example.com/roles-walker", events: [KEY_SOLD] }) { __typename } }`,
  },
  updateWebhookEndpoint: {
    access: ["seller"],
    query: `mutation($id: ID!) { updateWebhookEndpoint(input: { id: $id, enabled: false }) { id } }`,
    variables: { id: NOBODY },
  },
  deleteWebhookEndpoint: { access: ["seller"], query: `mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, variables: { id: NOBODY } },
  revealWebhookSecret: { access: ["seller"], query: `mutation($id: ID!) { revealWebhookSecret(id: $id) }`, variables: { id: NOBODY } },
  rotateWebhookSecret: { access: ["seller"], query: `mutation($id: ID!) { rotateWebhookSecret(id: $id) }`, variables: { id: NOBODY } },
  webhookDeliveries: { access: ["seller"], query: `{ webhookDeliveries(take: 1) { totalItems } }` },
  webhookDelivery: { access: ["seller"], query: `query($id: ID!) { webhookDelivery(id: $id) { id } }`, variables: { id: NOBODY } },
  replayWebhookDelivery: { access: ["seller"], query: `mutation($id: ID!) { replayWebhookDelivery(id: $id) { id } }`, variables: { id: NOBODY } },
  sendTestWebhook: { access: ["seller"], query: `mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, variables: { id: NOBODY } },
  // integrator API clients (admins)
  apiClients: { access: ["admin"], query: `{ apiClients { id } }` },
  createApiClient: { access: ["admin"], query: `mutation { createApiClient(input: { name: "", scope: catalog }) { token } }` },
  updateApiClientBudget: {
    access: ["admin"],
    query: `mutation($id: ID!) { updateApiClientBudget(id: $id, budgetPerMinute: 1000) { id } }`,
    variables: { id: NOBODY },
  },
  revokeApiClient: { access: ["admin"], query: `mutation($id: ID!) { revokeApiClient(id: $id) { id } }`, variables: { id: NOBODY } },
  // support tickets: own (customers), the shop's (sellers), every one (support, admins)
  myTickets: { access: ["user", "seller", "support", "admin"], query: `{ myTickets(take: 1) { totalItems } }` },
  ticket: { access: ["user", "seller", "support", "admin"], query: `query($id: ID!) { ticket(id: $id) { id } }`, variables: { id: NOBODY } },
  ticketQueue: { access: ["support", "admin"], query: `{ ticketQueue(input: { take: 1 }) { totalItems } }` },
  sellerTickets: { access: ["seller"], query: `{ sellerTickets(take: 1) { totalItems } }` },
  ticketUnreadCount: { access: ["user", "seller", "support", "admin"], query: `{ ticketUnreadCount }` },
  openTicket: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation($id: ID!) { openTicket(input: { orderItemId: $id, reason: other, subject: "Roles walker", body: "Nothing to see here, walker." }) { __typename } }`,
    variables: { id: NOBODY },
  },
  replyToTicket: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation($id: ID!) { replyToTicket(input: { ticketId: $id, body: "walker" }) { __typename } }`,
    variables: { id: NOBODY },
  },
  setTicketStatus: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation($id: ID!) { setTicketStatus(input: { ticketId: $id, status: Resolved }) { __typename } }`,
    variables: { id: NOBODY },
  },
  setTicketPriority: {
    access: ["support", "admin"],
    query: `mutation($id: ID!) { setTicketPriority(input: { ticketId: $id, priority: High }) { id } }`,
    variables: { id: NOBODY },
  },
  assignTicket: {
    access: ["support", "admin"],
    query: `mutation($id: ID!) { assignTicket(input: { ticketId: $id, assignToMe: true }) { id } }`,
    variables: { id: NOBODY },
  },
  markTicketRead: {
    access: ["user", "seller", "support", "admin"],
    query: `mutation($id: ID!) { markTicketRead(input: { ticketId: $id }) { id } }`,
    variables: { id: NOBODY },
  },
  replaceTicketKey: {
    access: ["seller", "support", "admin"],
    query: `mutation($id: ID!) { replaceTicketKey(input: { ticketId: $id, keyId: $id }) { __typename } }`,
    variables: { id: NOBODY },
  },
};

/** Every /api route: method, access and a harmless payload. `:role` is filled per actor. */
const REST: Record<string, { access: Access; body?: unknown }> = {
  "GET /public/state": { access: "public" },
  "GET /currencies": { access: "public" },
  "POST /public/languageTranslator": { access: "public", body: { currentLocale: "en", currentUrl: "/", nextLocale: "it" } },
  "POST /public/categories/get-list-prod-count": { access: "public", body: {} },
  "POST /public/categories/get-public": { access: "public", body: {} },
  "POST /public/categories/get": { access: "public", body: {} },
  "POST /public/categories/get-all": { access: "public", body: {} },
  "POST /public/macrocategories/get-public": { access: "public", body: {} },
  "POST /public/products/info-multiple": { access: "public", body: { productIdList: [1] } },
  "POST /public/products/info-multiple-sales": { access: "public", body: { productIdList: [1] } },
  "GET /csrf": { access: "public" },
  "POST /consent": { access: "public", body: { functional: false, analytics: false, marketing: false } },
  "POST /login": { access: "public", body: { email: "nobody.walker@example.com", password: "wrong-password" } },
  "POST /logout": { access: "public", body: {} },
  "POST /user/profile/get": { access: ["user", "seller", "support", "admin"], body: {} },
  "POST /user/profile/verify": { access: "public", body: { email: "nobody.walker@example.com" } },
  "POST /user/profile/add": { access: "public", body: { user: { email: "walker@example.com", name: "a", surname: "b" }, password: "short" } },
  "POST /user/profile/addsocial": { access: ["user", "seller", "support", "admin"], body: { id: NOBODY } },
  "POST /user/account/get": { access: ["user", "seller", "support", "admin"], body: {} },
  "POST /user/account/update": { access: ["user", "seller", "support", "admin"], body: {} },
  "POST /user/account/create-brevo": { access: ["user", "seller", "support", "admin"], body: { email: "someone.else@example.com" } },
  "GET /auth/google": { access: "public" },
  "GET /auth/google/callback": { access: "public" },
  "GET /seller/sales.csv": { access: ["seller", "admin"] },
  "GET /seller/payouts.csv": { access: ["seller", "admin"] },
  "GET /admin/payouts/balances.csv": { access: ["admin"] },
  "GET /admin/audit.csv": { access: ["admin"] },
  "GET /admin/attribution.csv": { access: ["admin"] },
  "GET /admin/payouts/batches/:id/lines.csv": { access: ["admin"] },
  "POST /seller/keys/upload": { access: ["seller"], body: { productId: 999999, keys: ["X"] } },
  "POST /seller/profile/addseller": {
    access: ["user"],
    body: { id: NOBODY, seller: { registrationName: "Shop Srl", vatNumber: "IT123", name: "Shop", email: "shop@example.com" } },
  },
  "POST /admin/users/info": { access: ["support", "admin"], body: { userId: NOBODY } },
  "POST /admin/users/info-full": { access: ["support", "admin"], body: { userId: NOBODY } },
  "POST /admin/users/edit": { access: ["admin"], body: { userId: NOBODY, blocked: false } },
  "POST /admin/users/send-verify": { access: ["support", "admin"], body: { email: "nobody.walker@example.com" } },
  "POST /:role/users/getByPagination": { access: ["support", "admin"], body: { page: 1, paginationLimit: 1 } },
  "POST /:role/categories/edit": { access: ["admin"], body: { category: {}, categoryNotTrans: { id: 999999 } } },
  "POST /:role/categories/delete": { access: ["admin"], body: { categoryIds: [999999] } },
  "POST /:role/macrocategories/edit": { access: ["admin"], body: { macrocategory: {}, macrocategoryNotTrans: { id: 999999 } } },
  "POST /:role/macrocategories/delete": { access: ["admin"], body: { macrocategoryIds: [999999] } },
  "POST /admin/products/:id/images": { access: ["admin"], body: { slot: "gallery", data: "aGVsbG8=" } },
  "GET /user/cart/get": { access: ["user", "seller", "support", "admin"] },
  "POST /user/cart/addToCart": { access: ["user", "seller", "support", "admin"], body: { products: [{ productId: 999999 }] } },
  "POST /user/cart/updateCartProducts": { access: ["user", "seller", "support", "admin"], body: { products: [{ productId: 999999, quantity: 1 }] } },
  "POST /user/cart/updateCartSummary": { access: ["user", "seller", "support", "admin"], body: { products: [] } },
  "POST /user/coupons/verify": { access: ["user", "seller", "support", "admin"], body: { couponCode: "NO-SUCH-CODE", purchases: [{ productId: 1 }] } },
  "POST /user/favorites/get": { access: ["user", "seller", "support", "admin"], body: {} },
  "POST /user/favorites/set": { access: ["user", "seller", "support", "admin"], body: { productId: 999999 } },
  "POST /user/favorites/delete": { access: ["user", "seller", "support", "admin"], body: { productId: 999999 } },
  // The alert mails' links: the token is the proof, not a role.
  "GET /stock-alerts/confirm": { access: "public" },
  "GET /stock-alerts/unsubscribe": { access: "public" },
  "POST /stock-alerts/confirm": { access: "public", body: {} },
  "POST /stock-alerts/unsubscribe": { access: "public", body: {} },
  // Providers and their pages: authenticated by signature or by the payment's unguessable id, not by role.
  "GET /payments/return/:orderId": { access: "public" },
  "POST /payments/webhook/:provider": { access: "public", body: {} },
  "GET /sandbox/payments/:id": { access: "public" },
  "POST /sandbox/payments/:id/pay": { access: "public", body: {} },
  "POST /sandbox/payments/:id/challenge": { access: "public", body: {} },
  "POST /sandbox/payments/:id/cancel": { access: "public", body: {} },
  // Ticket attachments: any signed-in role uploads (for its own messages); the image only to who may read its ticket.
  "POST /user/tickets/attachments": { access: ["user", "seller", "support", "admin"], body: {} },
  "GET /tickets/attachments/:id": { access: ["user", "seller", "support", "admin"] },
};

let app: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
const ACCOUNTS = { user: DEMO_ACCOUNTS.customer, seller: DEMO_ACCOUNTS.seller, support: DEMO_ACCOUNTS.support, admin: DEMO_ACCOUNTS.admin };

beforeAll(async () => {
  app = await startTestApp({ LOGIN_MAX_FAILS_PER_IP: "1000" });
  for (const a of ["user", "seller", "support", "admin"] as const) tokens[a] = await bearerFor(app, ACCOUNTS[a].email, ACCOUNTS[a].password);
});
afterAll(() => app?.close());

async function headersFor(actor: Actor, fresh = false): Promise<{ headers: Record<string, string>; browser?: Browser }> {
  if (actor === "guest") {
    const browser = new Browser(app);
    await browser.csrf();
    return { headers: {}, browser };
  }
  const token = fresh ? await bearerFor(app, ACCOUNTS[actor].email, ACCOUNTS[actor].password) : tokens[actor]!;
  return { headers: { authorization: `Bearer ${token}` } };
}

/** 401/403 from the permission check; anything else (including a typed 401 for a wrong password) passed it. */
function outcomeOf(status: number, code: string | undefined): Outcome | string {
  if (status === 401 && code === "UNAUTHENTICATED") return 401;
  if (status === 403 && code === "FORBIDDEN") return 403;
  if (code === "UNAUTHENTICATED" || code === "FORBIDDEN") return `inconsistent ${status} ${code}`;
  return "ok";
}

describe("every GraphQL operation", () => {
  const sdl = readFileSync(path.resolve(__dirname, "../../schema/schema.graphql"), "utf8");
  const schema = buildSchema(sdl);
  const operations = ["Query", "Mutation"].flatMap((t) => Object.keys((schema.getType(t) as any).getFields()));

  it("has an expectation in this test", () => {
    expect(operations.filter((op) => !GRAPHQL[op]).sort()).toEqual([]);
    expect(Object.keys(GRAPHQL).filter((op) => !operations.includes(op))).toEqual([]);
  });

  it.each(operations)("%s answers each role as expected", async (op) => {
    const spec = GRAPHQL[op];
    expect(spec).toBeDefined();
    const got: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const actor of ACTORS) {
      const { headers, browser } = await headersFor(actor, spec.freshSession);
      const r = browser ? await browser.gql(spec.query, spec.variables, headers) : await app.gql(spec.query, spec.variables, headers);
      const codes = (r.body?.errors ?? []).map((e: any) => e.extensions?.code);
      const code = codes.find((c: string) => c === "UNAUTHENTICATED" || c === "FORBIDDEN") ?? codes[0];
      got[actor] = outcomeOf(r.status, code);
      want[actor] = expected(spec.access, actor);
    }
    expect(got).toEqual(want);
  });
});

/** Subscriptions, over WebSocket (graphql-ws): the first answer of each, for each role. */
const SUBSCRIPTIONS: Record<string, { access: Access; query: string }> = {
  orderUpdated: { access: ["user", "seller", "support", "admin"], query: `subscription { orderUpdated(id: "${NOBODY}") { id } }` },
  productUpdated: { access: "public", query: `subscription { productUpdated(id: "999999999") { id } }` },
  sellerOffersUpdated: { access: ["seller", "admin"], query: `subscription { sellerOffersUpdated(ids: ["999999"]) { id } }` },
};

/** The first answer of a subscription (its first event or its errors) as `actor`. */
async function firstAnswer(actor: Actor, query: string): Promise<{ errors?: { extensions?: { code?: string } }[] }> {
  const token = actor === "guest" ? null : tokens[actor]!;
  const client = createClient({
    url: `${app.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
    retryAttempts: 0,
  });
  try {
    return await new Promise((resolve, reject) => {
      client.subscribe(
        { query },
        {
          next: (r) => resolve(r as { errors?: { extensions?: { code?: string } }[] }),
          error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)),
          complete: () => resolve({}),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe("every GraphQL subscription", () => {
  const sdl = readFileSync(path.resolve(__dirname, "../../schema/schema.graphql"), "utf8");
  const subscriptions = Object.keys((buildSchema(sdl).getSubscriptionType() as any).getFields());

  it("has an expectation in this test", () => {
    expect(subscriptions.filter((op) => !SUBSCRIPTIONS[op]).sort()).toEqual([]);
    expect(Object.keys(SUBSCRIPTIONS).filter((op) => !subscriptions.includes(op))).toEqual([]);
  });

  it.each(subscriptions)("%s answers each role as expected", async (op) => {
    const spec = SUBSCRIPTIONS[op]!;
    const got: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const actor of ACTORS) {
      const r = await firstAnswer(actor, spec.query);
      const code = (r.errors ?? []).map((e) => e.extensions?.code).find((c) => c === "UNAUTHENTICATED" || c === "FORBIDDEN");
      got[actor] = code === "UNAUTHENTICATED" ? 401 : code === "FORBIDDEN" ? 403 : "ok";
      want[actor] = expected(spec.access, actor);
    }
    expect(got).toEqual(want);
  });
});

function collectRoutes(router: Router): string[] {
  const out: string[] = [];
  for (const layer of (router as any).stack) {
    if (layer.route) {
      for (const m of Object.keys(layer.route.methods)) if (m !== "_all") out.push(`${m.toUpperCase()} ${layer.route.path}`);
    } else if (layer.handle?.stack) {
      out.push(...collectRoutes(layer.handle));
    }
  }
  return out;
}

describe("every /api route", () => {
  let routes: string[];
  beforeAll(() => {
    routes = collectRoutes(app.server.app.locals.apiRouter as Router);
  });

  it("has an expectation in this test", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !REST[r]).sort()).toEqual([]);
    expect(Object.keys(REST).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it.each(Object.keys(REST))("%s answers each role as expected", async (route) => {
    const spec = REST[route];
    const [method, pattern] = route.split(" ");
    const got: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const actor of ACTORS) {
      // {role} is the caller's own role segment (guests use "user").
      const p = "/api" + pattern.replace(":role", actor === "guest" ? "user" : actor);
      const { headers, browser } = await headersFor(actor, route === "POST /logout");
      const r = browser ? await browser.call(method, p, spec.body, headers) : await app.http(method, p, spec.body, headers);
      got[actor] = outcomeOf(r.status, r.body?.code);
      want[actor] = expected(spec.access, actor);
    }
    expect(got).toEqual(want);
  });

  it("answers /api/{role}/users/getByPagination only for the caller's own staff segment", async () => {
    const headers = { authorization: `Bearer ${tokens.admin}` };
    for (const role of ["user", "seller", "public", "guest"]) {
      expect((await app.http("POST", `/api/${role}/users/getByPagination`, {}, headers)).status).toBe(403);
    }
    expect((await app.http("POST", `/api/admin/users/getByPagination`, {}, headers)).status).toBe(200);
    // support: its own segment only
    const support = { authorization: `Bearer ${tokens.support}` };
    for (const role of ["admin", "user", "seller"]) {
      expect((await app.http("POST", `/api/${role}/users/getByPagination`, {}, support)).status).toBe(403);
    }
    expect((await app.http("POST", `/api/support/users/getByPagination`, {}, support)).status).toBe(200);
  });
});

describe("object-level checks", () => {
  it("another user's id gets exactly the answer of an id that does not exist", async () => {
    const other = await signUpVerified(app);
    const me = await signUpVerified(app);
    const token = await bearerFor(app, me.email, PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const seller = { registrationName: "My Shop Srl", vatNumber: "IT01234567890", name: "My Shop", email: "shop@example.com" };
    for (const [p, body] of [
      ["/api/seller/profile/addseller", (id: string) => ({ id, seller })],
      ["/api/user/profile/addsocial", (id: string) => ({ id })],
    ] as const) {
      const theirs = await app.http("POST", p, body(other.id), headers);
      const nobody = await app.http("POST", p, body(NOBODY), headers);
      expect(theirs.status).toBe(404);
      expect({ status: theirs.status, body: withoutRequestIds(theirs.body) }).toEqual({ status: nobody.status, body: withoutRequestIds(nobody.body) });
    }
    const brevoTheirs = await app.http("POST", "/api/user/account/create-brevo", { email: other.email }, headers);
    const brevoNobody = await app.http("POST", "/api/user/account/create-brevo", { email: uniqueEmail("nobody") }, headers);
    expect(brevoTheirs.status).toBe(404);
    expect(withoutRequestIds(brevoTheirs.body)).toEqual(withoutRequestIds(brevoNobody.body));
  });
});

describe("the permission table", () => {
  it("models the spec's action names per role, and guests hold none", () => {
    const actions = new Set(Object.values(PermissionAction));
    for (const grants of Object.values(ROLE_PERMISSIONS)) {
      for (const list of Object.values(grants)) for (const a of list ?? []) expect(actions.has(a)).toBe(true);
    }
    expect(ROLE_PERMISSIONS[Role.guest]).toEqual({});
    expect(checkPermission(Role.guest, false, ["account:info"])).toBe("unauthenticated");
    expect(checkPermission(Role.user, true, ["users:info"])).toBe("forbidden");
    expect(checkPermission(Role.admin, true, ["users:edit", "categories:delete"])).toBe("ok");
    expect(checkPermission(Role.admin, true, ["users:none"])).toBe("forbidden");
    // support: reads orders and users and resends mails; never refunds, reviews or edits
    expect(checkPermission(Role.support, true, ["orders:info", "users:info", "mails:new"])).toBe("ok");
    for (const p of [
      "orders:refund",
      "orders:edit",
      "users:edit",
      "categories:edit",
      "coupons:add",
      "products:edit",
      "payouts:edit",
      "sellers:edit",
    ] as const) {
      expect(checkPermission(Role.support, true, [p])).toBe("forbidden");
    }
  });
});

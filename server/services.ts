import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { CatalogService } from "./modules/catalog/catalog.service.js";
import { CategoryAdminService } from "./modules/catalog/category-admin.service.js";
import { ProductAdminService } from "./modules/catalog/product-admin.service.js";
import { LanguageService } from "./modules/catalog/language.service.js";
import { SiteService } from "./modules/site/site.service.js";
import { MediaService } from "./modules/media/media.service.js";
import { ProductImagesService } from "./modules/catalog/product-images.service.js";
import { ImageService } from "./modules/images/images.service.js";
import { SeoService } from "./modules/seo/seo.service.js";
import { KeyVault } from "./modules/keys/key-vault.js";
import type { Pool } from "pg";
import { MailService } from "./modules/mail/mail.service.js";
import { NewsletterService } from "./modules/newsletter/newsletter.service.js";
import { MarketingConsentService } from "./modules/accounts/marketing-consent.js";
import { SessionService } from "./core/auth/index.js";
import { LoginThrottle } from "./modules/accounts/throttle.js";
import { RecaptchaVerifier } from "./modules/accounts/recaptcha.js";
import { ContactService } from "./modules/contact/contact.service.js";
import { SignInService } from "./modules/accounts/sign-in.service.js";
import { ProfileService } from "./modules/accounts/profile.service.js";
import { GoogleSignInService } from "./modules/accounts/google.service.js";
import { createCsrf, type Csrf } from "./core/auth/index.js";
import { SellersService } from "./modules/sellers/sellers.service.js";
import { SellerOffersService } from "./modules/sellers/seller-offers.service.js";
import { OfferRepricer } from "./modules/sellers/offer-repricer.js";
import { ProductProposalsService } from "./modules/sellers/product-proposals.service.js";
import { ApiTokensService } from "./modules/seller-api/api-tokens.service.js";
import { ApiClientsService } from "./modules/api-clients/api-clients.service.js";
import { ApiClientBudgets } from "./core/auth/api-clients.js";
import { WebhooksService } from "./modules/seller-api/webhooks.service.js";
import { SellerApprovalService } from "./modules/sellers/seller-approval.service.js";
import { AdminService } from "./modules/admin/admin.service.js";
import { CouponsAdmin, CouponsService } from "./modules/coupons/coupons.service.js";
import { CartService } from "./modules/cart/cart.service.js";
import { FavouritesService } from "./modules/favourites/favourites.service.js";
import { STOCK_ALERTS_DELIVER_JOB, StockAlertsService } from "./modules/stock-alerts/stock-alerts.service.js";
import { RatingsService } from "./modules/ratings/ratings.service.js";
import { FraudService } from "./modules/fraud/fraud.service.js";
import { PayoutsService } from "./modules/payouts/payouts.service.js";
import { SalesService } from "./modules/payouts/sales.service.js";
import { PayoutsAdminService } from "./modules/payouts/payouts-admin.service.js";
import { AuditLogService } from "./modules/audit/audit-log.service.js";
import { AdminDashboardService } from "./modules/admin-dashboard/dashboard.service.js";
import { PaymentsRegistry } from "./modules/payments/payments.registry.js";
import { PaymentsService } from "./modules/payments/payments.service.js";
import { SandboxProvider } from "./modules/payments/sandbox.js";
import { SandboxSupplierService } from "./modules/suppliers/sandbox-supplier/sandbox-supplier.service.js";
import { PayPalAdapter } from "./modules/payments/paypal.js";
import { CheckoutComAdapter } from "./modules/payments/checkout-com.js";
import { CheckoutService } from "./modules/checkout/checkout.service.js";
import { OrdersService } from "./modules/orders/orders.service.js";
import { OrderOpsService } from "./modules/orders/order-ops.service.js";
import { KEY_UPLOAD_JOB, KeysService } from "./modules/keys/keys.service.js";
import { Jobs } from "./modules/jobs/jobs.js";
import { ADMIN_JOB, AdminJobsService } from "./modules/admin-jobs/admin-jobs.service.js";
import { TicketsService } from "./modules/tickets/tickets.service.js";
import { SuppliersService } from "./modules/suppliers/supplier-connections.service.js";
import { SUPPLIER_IMPORT_JOB, SupplierImportService } from "./modules/suppliers/supplier-import.service.js";
import { createSupplierAdapter } from "./modules/suppliers/adapters/index.js";
import { SUPPLIER_FULFIL_JOB, SupplierFulfilmentService } from "./modules/suppliers/supplier-fulfilment.js";
import { PaymentProvider } from "./common/enums.js";
import { systemContext } from "./graphql/context.js";
import { LiveHub } from "./graphql/live/hub.js";
import { hkdfSync } from "node:crypto";

/** Deliveries of one sandbox webhook before it is given up (the shop also settles the order when its reservation ends). */
const SANDBOX_WEBHOOK_ATTEMPTS = 7;

/** One instance of each domain service per process; stateless, so safe to share. */
export interface Services {
  config: Config;
  logger: Logger;
  vault: KeyVault;
  catalog: CatalogService;
  /** Admins manage the category tree and the macrocategories. */
  categoryAdmin: CategoryAdminService;
  /** Admins upload, order and describe product images. */
  productImages: ProductImagesService;
  /** Admins manage the catalogue's products (list, create, edit). */
  productAdmin: ProductAdminService;
  language: LanguageService;
  site: SiteService;
  media: MediaService;
  images: ImageService;
  seo: SeoService;
  mail: MailService;
  newsletter: NewsletterService;
  sessions: SessionService;
  throttle: LoginThrottle;
  recaptcha: RecaptchaVerifier;
  /** The contact form, and the company details the legal pages show. */
  contact: ContactService;
  /** Signing up and in, passwords, mailed links. */
  signIn: SignInService;
  /** The signed-in user's own account and settings. */
  profiles: ProfileService;
  google: GoogleSignInService;
  csrf: Csrf;
  sellers: SellersService;
  sellerOffers: SellerOffersService;
  /** Automatic pricing of offers (the offers.reprice job and the offer form). */
  offerRepricer: OfferRepricer;
  /** Products sellers propose for the catalogue. */
  productProposals: ProductProposalsService;
  /** A seller's API tokens for integrators. */
  apiTokens: ApiTokensService;
  /** Integrator API clients (admins) and their per-minute cost budgets (shared through Postgres). */
  apiClients: ApiClientsService;
  apiClientBudgets: ApiClientBudgets;
  /** A seller's webhook endpoints, the events sent to them, the delivery log. */
  webhooks: WebhooksService;
  /** Admins approve, block and set the commission of seller shops; the shops' history. */
  sellerApproval: SellerApprovalService;
  admin: AdminService;
  coupons: CouponsService;
  couponsAdmin: CouponsAdmin;
  carts: CartService;
  favourites: FavouritesService;
  /** Back-in-stock alerts: asking, the mailed links, delivery. */
  stockAlerts: StockAlertsService;
  /** Seller ratings: customers rate sellers of revealed keys; admins read the summaries. */
  ratings: RatingsService;
  fraud: FraudService;
  payouts: PayoutsService;
  /** A seller's sales, daily series, payout ledger and balances (reads of the ledger). */
  sales: SalesService;
  /** Admins: balances per seller and currency, recorded payouts, payout previews. */
  payoutsAdmin: PayoutsAdminService;
  auditLog: AuditLogService;
  /** Admins: the dashboard (sales, top lists, stock, queues, signups) and the attribution report. */
  adminDashboard: AdminDashboardService;
  /** The configured payment providers. */
  paymentProviders: PaymentsRegistry;
  /** The built-in sandbox provider, when on (its payment page's calls). */
  sandbox: SandboxProvider | null;
  /** The built-in sandbox supplier served under /sandbox-supplier, when on (SANDBOX_SUPPLIER). */
  sandboxSupplier: SandboxSupplierService | null;
  payments: PaymentsService;
  checkout: CheckoutService;
  orders: OrdersService;
  /** Admins: manual delivery of an order line's keys, resending an order's confirmation mail. */
  orderOps: OrderOpsService;
  keys: KeysService;
  /** Admins: long operations run as background jobs (product bulk edits), their progress and reports. */
  adminJobs: AdminJobsService;
  /** Admins: supplier connections (credentials encrypted), their connection test. */
  suppliers: SuppliersService;
  /** Admins: supplier catalogue imports (manual and scheduled), their reports. */
  supplierImports: SupplierImportService;
  /** Support tickets: customers, sellers and staff; key replacements; escalation and auto-close. */
  tickets: TicketsService;
  /** Supplier fallback: keys of paid lines without stock from the next offer or a connected supplier. */
  supplierFulfilment: SupplierFulfilmentService;
  jobs: Jobs;
  /** Live updates: the subscriptions waiting on orders and products, woken by the database's notifications. */
  live: LiveHub;
}

/** Name of the pg-boss job that ends one order's reservation when it runs out. */
export const EXPIRE_RESERVATION_JOB = "orders.expire-reservation";
/** Name of the pg-boss job that delivers waiting pre-order lines. */
export const DELIVER_PREORDERS_JOB = "orders.deliver-preorders";

export function createServices(config: Config, logger: Logger, dataSource: DataSource): Services {
  const mail = new MailService(config, dataSource, logger);
  const media = new MediaService(dataSource);
  const newsletter = new NewsletterService(config, logger);
  const sessions = new SessionService(dataSource);
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const throttle = new LoginThrottle(pool, {
    maxFailsPerAccount: config.LOGIN_MAX_FAILS_PER_ACCOUNT,
    maxFailsPerIp: config.LOGIN_MAX_FAILS_PER_IP,
    maxSignUpsPerIp: config.SIGNUP_MAX_PER_IP,
  });
  const recaptcha = new RecaptchaVerifier(config);
  const marketing = new MarketingConsentService(newsletter, logger);
  const signIn = new SignInService(config, logger, sessions, throttle, mail, recaptcha, marketing);
  const vault = new KeyVault(config.KEY_ENCRYPTION_KEYS);
  const coupons = new CouponsService();
  const carts = new CartService(coupons);
  const amount = (decimal: number) => Math.round(decimal * 100);
  const fraud = new FraudService({
    userOrdersPerDay: config.FRAUD_USER_ORDERS_PER_DAY,
    ipUsersPerHour: config.FRAUD_IP_USERS_PER_HOUR,
    reviewAmount: amount(config.FRAUD_REVIEW_AMOUNT),
    newAccountHours: config.FRAUD_NEW_ACCOUNT_HOURS,
    newAccountAmount: amount(config.FRAUD_NEW_ACCOUNT_AMOUNT),
    giftCardAmount: amount(config.FRAUD_GIFT_CARD_AMOUNT),
    threeDsScore: config.FRAUD_3DS_SCORE,
    reviewScore: config.FRAUD_REVIEW_SCORE,
    cardUsers: config.FRAUD_CARD_USERS,
  });
  const payouts = new PayoutsService(Math.round(config.MARKETPLACE_COMMISSION_PERCENT * 100));
  const jobs = new Jobs((dataSource.options as { url: string }).url, logger, config.JOBS_POLL_SECONDS);
  const registry = new PaymentsRegistry();
  // Filled below: the sandbox's webhooks and the jobs act as the system, through the services.
  let services!: Services;
  const sandbox = config.sandboxPayments
    ? new SandboxProvider(dataSource, {
        publicUrl: config.publicUrl,
        secret: Buffer.from(hkdfSync("sha256", config.authSecret, "keymarket", "sandbox-webhooks", 32)).toString("hex"),
        // Sent after the page's answer, as a provider's webhook would arrive: racing the shopper's
        // return. Like a real provider, a delivery that fails (the shop busy or its database down)
        // is tried again, waiting 1 s, then twice as long each time (about a minute in all).
        onEvent: async (webhook) => {
          const deliver = (attempt: number) => {
            if (!dataSource.isInitialized) return; // the shop stopped
            services.payments.webhook(systemContext(dataSource, services), PaymentProvider.Sandbox, webhook).catch((e) => {
              if (attempt >= SANDBOX_WEBHOOK_ATTEMPTS) return logger.warn({ err: e }, "sandbox webhook failed; not tried again");
              logger.info({ err: e, attempt }, "sandbox webhook failed; tried again");
              setTimeout(() => deliver(attempt + 1), 1000 * 2 ** (attempt - 1)).unref();
            });
          };
          setImmediate(() => deliver(1));
        },
      })
    : null;
  if (sandbox) registry.register(sandbox);
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    registry.register(
      new PayPalAdapter({
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
        apiUrl: config.PAYPAL_API_URL,
        webhookId: config.PAYPAL_WEBHOOK_ID ?? "",
        brandName: "KeyMarket",
      }),
    );
  }
  if (config.CHECKOUT_SECRET_KEY && config.CHECKOUT_WEBHOOK_SECRET) {
    registry.register(
      new CheckoutComAdapter({
        secretKey: config.CHECKOUT_SECRET_KEY,
        apiUrl: config.CHECKOUT_API_URL,
        webhookSecret: config.CHECKOUT_WEBHOOK_SECRET,
        processingChannelId: config.CHECKOUT_PROCESSING_CHANNEL_ID,
      }),
    );
  }
  const offerRepricer = new OfferRepricer();
  const productAdmin = new ProductAdminService();
  // Supplier adapters: the integration's adapter for a connection's credentials; the sandbox
  // supplier is this process's own (its address is set once the server listens).
  const suppliers: SuppliersService = new SuppliersService(
    vault,
    (credentials) => createSupplierAdapter(credentials, { sandboxBaseUrl: config.sandboxSupplier ? suppliers.sandboxBaseUrl : undefined }),
    config.publicUrl,
  );
  const checkout = new CheckoutService(
    { reservationMinutes: config.RESERVATION_MINUTES, publicUrl: config.publicUrl },
    logger,
    carts,
    coupons,
    fraud,
    registry,
    payouts,
    mail,
    (tx, orderId, at) => jobs.send(EXPIRE_RESERVATION_JOB, { orderId }, { startAfter: at, singletonKey: orderId, manager: tx.manager }),
  );
  services = {
    mail,
    newsletter,
    sessions,
    throttle,
    recaptcha,
    contact: new ContactService(config, mail, recaptcha, pool),
    signIn,
    profiles: new ProfileService(sessions, newsletter, marketing),
    google: new GoogleSignInService(config, logger, signIn),
    csrf: createCsrf(config.authSecret),
    sellers: new SellersService(mail, sessions),
    apiTokens: new ApiTokensService(config.API_TOKENS_MAX_PER_SELLER),
    apiClients: new ApiClientsService(),
    apiClientBudgets: new ApiClientBudgets(pool),
    webhooks: new WebhooksService(config, vault, jobs, logger),
    sellerOffers: new SellerOffersService(
      {
        minPrice: Math.round(config.OFFER_PRICE_MIN * 100),
        maxPrice: Math.round(config.OFFER_PRICE_MAX * 100),
        rates: { eur: 1, usd: config.EXCHANGE_RATE_USD, gbp: config.EXCHANGE_RATE_GBP },
      },
      offerRepricer,
    ),
    offerRepricer,
    productProposals: new ProductProposalsService(),
    sellerApproval: new SellerApprovalService(mail, payouts.commissionBps),
    admin: new AdminService(sessions, signIn),
    config,
    logger,
    vault,
    catalog: new CatalogService(),
    categoryAdmin: new CategoryAdminService(),
    productImages: new ProductImagesService({ maxSize: config.PRODUCT_IMAGE_MAX_SIZE, maxMb: config.PRODUCT_IMAGE_MAX_MB }, logger),
    productAdmin,
    language: new LanguageService(),
    site: new SiteService(),
    media,
    images: new ImageService(media),
    seo: new SeoService(),
    coupons,
    couponsAdmin: new CouponsAdmin(),
    carts,
    favourites: new FavouritesService(),
    stockAlerts: new StockAlertsService(config, pool, mail, throttle, recaptcha, (productIds) =>
      jobs.send(STOCK_ALERTS_DELIVER_JOB, { productIds }, { singletonKey: `products:${productIds.join(",")}` }),
    ),
    ratings: new RatingsService(),
    fraud,
    payouts,
    sales: new SalesService(),
    payoutsAdmin: new PayoutsAdminService(),
    auditLog: new AuditLogService(),
    adminDashboard: new AdminDashboardService(),
    paymentProviders: registry,
    sandbox,
    sandboxSupplier: config.sandboxSupplier
      ? new SandboxSupplierService(dataSource, Buffer.from(hkdfSync("sha256", config.authSecret, "keymarket", "sandbox-supplier", 32)).toString("hex"))
      : null,
    payments: new PaymentsService(registry, () => checkout, logger),
    checkout,
    orders: new OrdersService(vault),
    orderOps: new OrderOpsService(vault, mail, checkout),
    // New keys may complete waiting pre-orders: their delivery job runs at once (once for many uploads).
    keys: new KeysService(
      vault,
      () => jobs.send(DELIVER_PREORDERS_JOB, {}, { singletonKey: "uploaded" }),
      // Large uploads: their job is queued in the transaction that stages them.
      async (uploadId, manager) => {
        if (!jobs.started) return false;
        await jobs.send(KEY_UPLOAD_JOB, { uploadId }, { singletonKey: uploadId, manager });
        return true;
      },
      logger,
    ),
    // Admin jobs: queued in the transaction that creates them.
    adminJobs: new AdminJobsService(async (jobId, manager) => {
      if (!jobs.started) return false;
      await jobs.send(ADMIN_JOB, { jobId }, { singletonKey: jobId, manager });
      return true;
    }, logger),
    suppliers,
    // Supplier imports: queued in the transaction that creates the run.
    supplierImports: new SupplierImportService(
      suppliers,
      productAdmin,
      {
        rates: { eur: 1, usd: config.EXCHANGE_RATE_USD, gbp: config.EXCHANGE_RATE_GBP },
        minPrice: Math.round(config.OFFER_PRICE_MIN * 100),
        maxPrice: Math.round(config.OFFER_PRICE_MAX * 100),
      },
      async (runId, manager) => {
        if (!jobs.started) return false;
        await jobs.send(SUPPLIER_IMPORT_JOB, { runId }, { singletonKey: runId, manager });
        return true;
      },
      logger,
    ),
    tickets: new TicketsService(
      { escalateAfterHours: config.TICKET_ESCALATE_AFTER_HOURS, attachmentMaxBytes: config.TICKET_ATTACHMENT_MAX_BYTES },
      mail,
      checkout,
    ),
    supplierFulfilment: new SupplierFulfilmentService(
      {
        timeoutMs: 30_000,
        retryDelaysMs: [60_000, 300_000, 900_000],
        rates: { eur: 1, usd: config.EXCHANGE_RATE_USD, gbp: config.EXCHANGE_RATE_GBP },
      },
      logger,
      suppliers,
      vault,
      mail,
      () => services.tickets,
      checkout,
      async (orderId, at, key) => {
        if (!jobs.started) return false;
        await jobs.send(SUPPLIER_FULFIL_JOB, { orderId }, { startAfter: at, singletonKey: key });
        return true;
      },
      () => systemContext(dataSource, services),
    ),
    jobs,
    live: new LiveHub(),
  };
  checkout.supply = services.supplierFulfilment;
  return services;
}

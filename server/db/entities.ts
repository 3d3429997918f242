import { User } from "../modules/accounts/user.entity.js";
import { SellerProfile } from "../modules/sellers/seller-profile.entity.js";
import { SellerReview } from "../modules/sellers/seller-review.entity.js";
import { Session } from "../core/auth/session.entity.js";
import { AccountToken } from "../modules/accounts/account-token.entity.js";
import { LoginEvent } from "../modules/accounts/login-event.entity.js";
import { OidcLogin } from "../modules/accounts/oidc-login.entity.js";
import { Mail } from "../modules/mail/mail.entity.js";
import { NewsletterSubscription } from "../modules/newsletter/newsletter.entity.js";
import {
  Category,
  CategoryTranslation,
  Macrocategory,
  MacrocategoryTranslation,
  Offer,
  OfferCompetition,
  Platform,
  PlatformTranslation,
  Product,
  ProductTranslation,
  Setting,
} from "../modules/catalog/catalog.entities.js";
import { ProductProposal } from "../modules/sellers/product-proposal.entity.js";
import { CategorySlugRedirect } from "../modules/catalog/category-slug-redirect.entity.js";
import { ProductSlugRedirect } from "../modules/catalog/product-slug-redirect.entity.js";
import { AuditEntry } from "../modules/audit/audit-entry.entity.js";
import { ProductKey } from "../modules/keys/product-key.entity.js";
import { MediaAsset } from "../modules/media/media-asset.entity.js";
import { Cart, CartItem } from "../modules/cart/cart.entities.js";
import { Favourite } from "../modules/favourites/favourite.entity.js";
import { Coupon, CouponRedemption } from "../modules/coupons/coupon.entities.js";
import { KeyReveal, Order, OrderEvent, OrderItem } from "../modules/orders/order.entities.js";
import { Payment, PaymentEvent, Refund, SandboxPayment } from "../modules/payments/payment.entities.js";
import { PayoutBatch, PayoutLine } from "../modules/payouts/payout.entity.js";
import { StockAlert } from "../modules/stock-alerts/stock-alert.entity.js";
import { ApiToken } from "../core/auth/api-token.entity.js";
import { ApiClient } from "../core/auth/api-client.entity.js";
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "../modules/seller-api/webhook.entities.js";
import { KeyUpload } from "../modules/keys/key-upload.entity.js";
import { AdminJob } from "../modules/admin-jobs/admin-job.entity.js";
import { SellerRating } from "../modules/ratings/seller-rating.entity.js";
import { Ticket, TicketAttachment, TicketEvent, TicketMessage } from "../modules/tickets/ticket.entities.js";
import { SupplierConnection, SupplierImportItem, SupplierImportRun, SupplierProductLink } from "../modules/suppliers/supplier.entities.js";
import { SandboxSupplierCode, SandboxSupplierOrder, SandboxSupplierSale } from "../modules/suppliers/sandbox-supplier/sandbox-supplier.entities.js";
import { SupplierPurchase } from "../modules/suppliers/supplier-purchase.entity.js";

/** Every entity of the application, in one list for the data source. */
export const entities = [
  User,
  SellerProfile,
  SellerReview,
  Macrocategory,
  MacrocategoryTranslation,
  Category,
  CategoryTranslation,
  Platform,
  PlatformTranslation,
  Product,
  ProductTranslation,
  Offer,
  OfferCompetition,
  ProductProposal,
  CategorySlugRedirect,
  ProductSlugRedirect,
  AuditEntry,
  ProductKey,
  Setting,
  MediaAsset,
  Session,
  AccountToken,
  LoginEvent,
  OidcLogin,
  Mail,
  NewsletterSubscription,
  Cart,
  CartItem,
  Favourite,
  Coupon,
  CouponRedemption,
  Order,
  OrderItem,
  OrderEvent,
  KeyReveal,
  Payment,
  PaymentEvent,
  Refund,
  SandboxPayment,
  PayoutLine,
  PayoutBatch,
  StockAlert,
  ApiToken,
  ApiClient,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  KeyUpload,
  AdminJob,
  SellerRating,
  Ticket,
  TicketMessage,
  TicketAttachment,
  TicketEvent,
  SupplierConnection,
  SupplierImportRun,
  SupplierImportItem,
  SupplierProductLink,
  SandboxSupplierSale,
  SandboxSupplierOrder,
  SandboxSupplierCode,
  SupplierPurchase,
];

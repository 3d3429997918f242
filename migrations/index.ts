import { Initial1795326794089 } from "./1795326794089-Initial.js";
import { CatalogIntegrity1795326800000 } from "./1795326800000-CatalogIntegrity.js";
import { Accounts1795329710961 } from "./1795329710961-Accounts.js";
import { AccountsIntegrity1795329720000 } from "./1795329720000-AccountsIntegrity.js";
import { CatalogChangeTags1795331000000 } from "./1795331000000-CatalogChangeTags.js";
import { Commerce1795612461571 } from "./1795612461571-Commerce.js";
import { SearchVocabulary1795700000000 } from "./1795700000000-SearchVocabulary.js";
import { MailReplyTo1795800000000 } from "./1795800000000-MailReplyTo.js";
import { StockAlerts1795912000000 } from "./1795912000000-StockAlerts.js";
import { SellerApproval1796000000000 } from "./1796000000000-SellerApproval.js";
import { SellerOffers1796001000000 } from "./1796001000000-SellerOffers.js";
import { KeyUploads1796002000000 } from "./1796002000000-KeyUploads.js";
import { SellerSales1796003000000 } from "./1796003000000-SellerSales.js";
import { SellerApi1796004000000 } from "./1796004000000-SellerApi.js";
import { CategoryAdmin1796100000000 } from "./1796100000000-CategoryAdmin.js";
import { AdminCouponsPayouts1796101000000 } from "./1796101000000-AdminCouponsPayouts.js";
import { AdminOrderFilters1796102000000 } from "./1796102000000-AdminOrderFilters.js";
import { AdminDashboard1796103000000 } from "./1796103000000-AdminDashboard.js";
import { AuditLog1796104000000 } from "./1796104000000-AuditLog.js";
import { ProductAdmin1796105000000 } from "./1796105000000-ProductAdmin.js";
import { SupportRole1796106000000 } from "./1796106000000-SupportRole.js";
import { AdminJobs1796108000000 } from "./1796108000000-AdminJobs.js";
import { Tickets1796110000000 } from "./1796110000000-Tickets.js";
import { SellerRatings1796112000000 } from "./1796112000000-SellerRatings.js";
import { SandboxSupplier1796113000000 } from "./1796113000000-SandboxSupplier.js";
import { SupplierConnections1796114000000 } from "./1796114000000-SupplierConnections.js";
import { SupplierFulfilment1796115000000 } from "./1796115000000-SupplierFulfilment.js";
import { CodedTexts1796116000000 } from "./1796116000000-CodedTexts.js";
import { ApiClients1796117000000 } from "./1796117000000-ApiClients.js";
import { PersistedQueries1796118000000 } from "./1796118000000-PersistedQueries.js";
import { OrderChangeNotify1796119000000 } from "./1796119000000-OrderChangeNotify.js";

/** Every migration, in order. Never edit one that has landed: add a new one. */
export const migrations: Function[] = [
  Initial1795326794089,
  CatalogIntegrity1795326800000,
  Accounts1795329710961,
  AccountsIntegrity1795329720000,
  CatalogChangeTags1795331000000,
  Commerce1795612461571,
  SearchVocabulary1795700000000,
  MailReplyTo1795800000000,
  StockAlerts1795912000000,
  SellerApproval1796000000000,
  SellerOffers1796001000000,
  KeyUploads1796002000000,
  SellerSales1796003000000,
  SellerApi1796004000000,
  CategoryAdmin1796100000000,
  AdminCouponsPayouts1796101000000,
  AdminOrderFilters1796102000000,
  AdminDashboard1796103000000,
  AuditLog1796104000000,
  ProductAdmin1796105000000,
  SupportRole1796106000000,
  AdminJobs1796108000000,
  Tickets1796110000000,
  SellerRatings1796112000000,
  SandboxSupplier1796113000000,
  SupplierConnections1796114000000,
  SupplierFulfilment1796115000000,
  CodedTexts1796116000000,
  ApiClients1796117000000,
  PersistedQueries1796118000000,
  OrderChangeNotify1796119000000,
];

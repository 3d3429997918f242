/**
 * Demo accounts and the marketplace's seller shops. The four people with passwords are the
 * ones the README and the tests sign in with; the other sellers only own shops.
 */
import { Locale, Role } from "../../common/enums.js";

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  name: string;
  surname: string;
  locale: Locale;
  marketingConsent: boolean;
}

/** Sign-in credentials of the demo data (verified emails, argon2id hashes in the database). */
export const DEMO_ACCOUNTS = {
  admin: {
    email: "admin@keymarket.test",
    password: "KeyMarket-admin-2026!",
    role: Role.admin,
    name: "Ada",
    surname: "Admin",
    locale: Locale.en,
    marketingConsent: false,
  },
  seller: {
    email: "seller@keymarket.test",
    password: "KeyMarket-seller-2026!",
    role: Role.seller,
    name: "Stefano",
    surname: "Conti",
    locale: Locale.en,
    marketingConsent: false,
  },
  customer: {
    email: "customer@keymarket.test",
    password: "KeyMarket-customer-2026!",
    role: Role.user,
    name: "Carla",
    surname: "Rossi",
    locale: Locale.it,
    marketingConsent: true,
  },
  /** Customer service: reads every order and user and resends mails, but cannot refund or edit. */
  support: {
    email: "support@keymarket.test",
    password: "KeyMarket-support-2026!",
    role: Role.support,
    name: "Sara",
    surname: "Support",
    locale: Locale.en,
    marketingConsent: false,
  },
} as const satisfies Record<string, DemoAccount>;

/** Name of the shop the demo seller account owns. */
export const DEMO_SELLER_SHOP = "PixelVault";

/** Italian partita IVA: 10 digits plus the Luhn-style check digit. */
function italianVat(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `IT${first10}${(10 - (sum % 10)) % 10}`;
}

/** UK VAT registration number: 7 digits plus the two mod-97 check digits. */
function ukVat(first7: string): string {
  const weights = [8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(first7[i]), 0);
  let check = 97 - (sum % 97);
  if (check === 97) check = 0;
  return `GB${first7}${String(check).padStart(2, "0")}`;
}

/** German USt-IdNr.: 8 digits plus the ISO 7064 MOD 11,10 check digit. */
function germanVat(first8: string): string {
  let product = 10;
  for (const c of first8) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return `DE${first8}${check}`;
}

/** Polish NIP: 9 digits plus the weighted mod-11 check digit (bases chosen so it is < 10). */
function polishVat(first9: string): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = weights.reduce((s, w, i) => s + w * Number(first9[i]), 0) % 11;
  if (check === 10) throw new Error("pick another NIP base");
  return `PL${first9}${check}`;
}

export interface SellerShop {
  /** Public shop name. */
  name: string;
  /** Login email of the owning user (shop@<shop>.example for the non-demo sellers). */
  userEmail: string;
  ownerName: string;
  ownerSurname: string;
  locale: Locale;
  /** Business contact email. */
  email: string;
  registrationName: string;
  vatNumber: string;
  rating: number;
  /** How much of each root category this shop stocks (relative weights). */
  focus: { games: number; softwares: number; cards: number; accounts: number };
  /** Typical price level of the shop (multiplies the product's base price). */
  priceLevel: number;
}

/** The eight shops, PixelVault (the demo seller) first. */
export const SELLER_SHOPS: readonly SellerShop[] = [
  {
    name: DEMO_SELLER_SHOP,
    userEmail: DEMO_ACCOUNTS.seller.email,
    ownerName: DEMO_ACCOUNTS.seller.name,
    ownerSurname: DEMO_ACCOUNTS.seller.surname,
    locale: Locale.en,
    email: "support@pixelvault.example",
    registrationName: "PixelVault Digital S.r.l.",
    vatNumber: italianVat("0791853061"),
    rating: 97,
    focus: { games: 1, softwares: 1, cards: 1, accounts: 1 },
    priceLevel: 0.97,
  },
  {
    name: "KeyForge Italia",
    userEmail: "shop@keyforge-italia.example",
    ownerName: "Marco",
    ownerSurname: "Bianchi",
    locale: Locale.en,
    email: "info@keyforge-italia.example",
    registrationName: "KeyForge Italia S.r.l.",
    vatNumber: italianVat("1257093046"),
    rating: 95,
    focus: { games: 1.2, softwares: 0.9, cards: 0.8, accounts: 0.3 },
    priceLevel: 1.0,
  },
  {
    name: "NordKeys",
    userEmail: "shop@nordkeys.example",
    ownerName: "Erik",
    ownerSurname: "Lindqvist",
    locale: Locale.en,
    email: "hello@nordkeys.example",
    registrationName: "NordKeys AB",
    vatNumber: "SE556703748501",
    rating: 93,
    focus: { games: 1.4, softwares: 0.4, cards: 0.7, accounts: 0.5 },
    priceLevel: 0.95,
  },
  {
    name: "GameDepot",
    userEmail: "shop@gamedepot.example",
    ownerName: "Oliver",
    ownerSurname: "Hughes",
    locale: Locale.en,
    email: "sales@gamedepot.example",
    registrationName: "GameDepot Digital Ltd",
    vatNumber: ukVat("2874319"),
    rating: 91,
    focus: { games: 1.5, softwares: 0.3, cards: 0.9, accounts: 0.6 },
    priceLevel: 1.04,
  },
  {
    name: "SoftLicense Pro",
    userEmail: "shop@softlicense-pro.example",
    ownerName: "Lena",
    ownerSurname: "Hoffmann",
    locale: Locale.en,
    email: "licensing@softlicense-pro.example",
    registrationName: "SoftLicense Pro GmbH",
    vatNumber: germanVat("81452937"),
    rating: 96,
    focus: { games: 0.15, softwares: 2.2, cards: 0.2, accounts: 0.2 },
    priceLevel: 0.93,
  },
  {
    name: "CardHub",
    userEmail: "shop@cardhub.example",
    ownerName: "Daan",
    ownerSurname: "de Vries",
    locale: Locale.en,
    email: "support@cardhub.example",
    registrationName: "CardHub B.V.",
    vatNumber: "NL859612345B01",
    rating: 94,
    focus: { games: 0.2, softwares: 0.3, cards: 2.4, accounts: 0.4 },
    priceLevel: 0.98,
  },
  {
    name: "LevelUp Store",
    userEmail: "shop@levelup-store.example",
    ownerName: "Lucía",
    ownerSurname: "Navarro",
    locale: Locale.en,
    email: "contacto@levelup-store.example",
    registrationName: "LevelUp Store S.L.",
    vatNumber: "ESB86543217",
    rating: 89,
    focus: { games: 1.2, softwares: 0.5, cards: 0.6, accounts: 1.6 },
    priceLevel: 1.07,
  },
  {
    name: "BlueFox Digital",
    userEmail: "shop@bluefox-digital.example",
    ownerName: "Katarzyna",
    ownerSurname: "Nowak",
    locale: Locale.en,
    email: "office@bluefox-digital.example",
    registrationName: "BlueFox Digital Sp. z o.o.",
    vatNumber: polishVat("527298134"),
    rating: 90,
    focus: { games: 1.1, softwares: 1.0, cards: 0.7, accounts: 0.8 },
    priceLevel: 0.96,
  },
];

/** A shop that has registered and waits for an admin's approval: the admin's sellers queue. */
export type PendingSellerShop = Pick<SellerShop, "name" | "userEmail" | "ownerName" | "ownerSurname" | "locale" | "email" | "registrationName" | "vatNumber">;

/** Two shops waiting for approval (after the eight enabled ones; no offers yet). */
export const PENDING_SELLER_SHOPS: readonly PendingSellerShop[] = [
  {
    name: "Arcade Vault",
    userEmail: "shop@arcade-vault.example",
    ownerName: "Giulia",
    ownerSurname: "Marino",
    locale: Locale.it,
    email: "vendite@arcade-vault.example",
    registrationName: "Arcade Vault S.r.l.",
    vatNumber: italianVat("0361427095"),
  },
  {
    name: "KeyNest",
    userEmail: "shop@keynest.example",
    ownerName: "Tom",
    ownerSurname: "Fletcher",
    locale: Locale.en,
    email: "hello@keynest.example",
    registrationName: "KeyNest Ltd",
    vatNumber: ukVat("3198264"),
  },
];

/**
 * Shared shapes of the hand-written catalogue (games, software, cards, accounts). The
 * lists themselves live in catalog-*.ts; products.ts multiplies them into products.
 */
import { Region } from "../../common/enums.js";

/** Game genres; each is also the key of a leaf category under "games". */
export type Genre = "action" | "adventure" | "rpg" | "shooter" | "strategy" | "sports" | "racing" | "simulation" | "indie";

/** Editions a game can be sold in ("Standard" has no suffix in names). */
export type Edition =
  | "Standard"
  | "Deluxe"
  | "Gold"
  | "Ultimate"
  | "Complete"
  | "Premium"
  | "GOTY"
  | "Vault"
  | "Phantom"
  | "Royal"
  | "Anniversary"
  | "Collectors"
  | "Starter"
  | "Platinum";

export type Pegi = 3 | 7 | 12 | 16 | 18;

/** A text in both languages. */
export interface L10n {
  en: string;
  it: string;
}

export interface GameDef {
  title: string;
  genres: Genre[];
  publisher: string;
  developer: string;
  /** First release, YYYY-MM-DD. */
  release: string;
  pegi: Pegi;
  /** User score 60–97; null before release. */
  score: number | null;
  /** Real Steam app id when known (only used for Steam products). */
  steam: number | null;
  /** Platform slugs, the main one first. */
  on: string[];
  /** Editions; the first is sold everywhere, the others on the main platforms. */
  editions: Edition[];
  /** One-sentence hook. */
  blurb: L10n;
  /** 1 = still in pre-order (release in the future), 2 = was in pre-order (recent launch). */
  preOrder?: 1 | 2;
  /** Install size in GB, when it differs much from the era's typical size. */
  gb?: number;
}

/** Tuple-ish helper that keeps the game list readable: genres and platforms as space-separated words. */
export function game(
  title: string,
  genres: string,
  publisher: string,
  developer: string,
  release: string,
  pegi: Pegi,
  score: number | null,
  steam: number | null,
  on: string,
  editions: string,
  en: string,
  it: string,
  extra: Partial<Pick<GameDef, "preOrder" | "gb">> = {},
): GameDef {
  return {
    title,
    genres: genres.split(" ") as Genre[],
    publisher,
    developer,
    release,
    pegi,
    score,
    steam,
    on: on.split(" "),
    editions: editions.split(" ") as Edition[],
    blurb: { en, it },
    ...extra,
  };
}

/** Kinds of software, for requirements, cover motifs and description wording. */
export type SoftwareKind =
  | "windows"
  | "server"
  | "office"
  | "office-mac"
  | "m365"
  | "antivirus"
  | "vpn"
  | "password"
  | "creativity"
  | "audio"
  | "video"
  | "gamedev"
  | "utility"
  | "mac-utility";

export interface SoftwareVariant {
  /** Licence scope: devices and years, or an explicit label (OEM, Retail …). */
  devices?: number;
  years?: number;
  months?: number;
  label?: L10n;
  /** Typical street price in EUR. */
  eur: number;
  /** Manufacturer's list price in EUR, when known. */
  msrp?: number;
  region?: Region;
}

export interface SoftwareLine {
  title: string;
  leaf: "operating-systems" | "office" | "antivirus" | "vpn" | "creativity" | "utilities";
  platform: string;
  kind: SoftwareKind;
  publisher: string;
  release: string | null;
  steam?: number;
  blurb: L10n;
  /** Where and how the licence is redeemed, when the platform's phrase does not fit. */
  redeem?: L10n;
  variants: SoftwareVariant[];
}

export type Currency = "EUR" | "USD" | "GBP";

export interface CardValue {
  /** Face value in the card's currency, or an explicit label (1,000 V-Bucks …). */
  amount?: number;
  currency?: Currency;
  label?: L10n;
  /** What the card is worth when the label names the card rather than the amount ("GTA$1,250,000"). */
  worth?: L10n;
  /** Face value in EUR when `label` is used. */
  faceEur?: number;
  region: Region;
}

export interface CardLine {
  /** Name with {v} where the value goes. */
  name: L10n;
  leaf: "gaming-cards" | "store-cards";
  platform: string;
  publisher: string;
  blurb: L10n;
  /** What the balance buys, as a phrase: "games, DLC and software on Steam". */
  usage: L10n;
  redeem?: L10n;
  /** Brand colour for the card on the cover art. */
  color: string;
  values: CardValue[];
}

export interface SubscriptionDuration {
  months?: number;
  days?: number;
  eur: number;
  region?: Region;
}

export interface SubscriptionLine {
  title: string;
  platform: string;
  publisher: string;
  blurb: L10n;
  redeem?: L10n;
  color: string;
  region: Region;
  durations: SubscriptionDuration[];
  /** Whether some sellers deliver it as a redeem link rather than a code. */
  urlDelivery?: boolean;
}

export interface AccountDef {
  name: L10n;
  leaf: "game-accounts" | "platform-accounts";
  platform: string;
  publisher: string;
  blurb: L10n;
  eur: number;
  region: Region;
  /** Genres when the account holds a specific game. */
  genres?: Genre[];
  release?: string;
}

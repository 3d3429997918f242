/**
 * How a supplier's product is read against the shop's catalogue: its platform name mapped to
 * one of the shop's platforms, its region to the shop's regions, its name normalised so
 * "ELDEN RING (Steam) Key EU" and "Elden Ring" compare equal, and its purchase price turned
 * into offer prices with the connection's margin rule. Pure functions: the import service
 * (supplier-import.service.ts) does the database work.
 */
import { CurrencyCode, Region } from "../../common/enums.js";
import { numeralTwin } from "../catalog/search.js";

const squash = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Supplier platform names (squashed: lower case, letters and digits only) → the shop's platform
 * slugs. Names not listed still match a platform whose slug or name squashes to the same text.
 */
const PLATFORM_ALIASES: Record<string, string> = {
  steam: "steam",
  pc: "steam",
  origin: "ea-app",
  eaapp: "ea-app",
  ea: "ea-app",
  epic: "epic-games",
  epicgames: "epic-games",
  epicgamesstore: "epic-games",
  gog: "gog",
  gogcom: "gog",
  uplay: "ubisoft-connect",
  ubisoft: "ubisoft-connect",
  ubisoftconnect: "ubisoft-connect",
  rockstar: "rockstar",
  rockstargameslauncher: "rockstar",
  battlenet: "keymarket",
  ps3: "ps3",
  playstation3: "ps3",
  ps4: "ps4",
  playstation4: "ps4",
  psn: "ps4",
  playstationnetwork: "ps4",
  ps5: "ps5",
  playstation5: "ps5",
  psvita: "ps-vita",
  playstationvita: "ps-vita",
  xbox360: "xbox-360",
  xboxone: "xbox-one",
  xboxlive: "xbox-one",
  xboxseries: "xbox-series",
  xboxseriesxs: "xbox-series",
  xboxseriesx: "xbox-series",
  nintendo: "nintendo-switch",
  switch: "nintendo-switch",
  nintendoswitch: "nintendo-switch",
  nintendoeshop: "nintendo-switch",
  mogstation: "mog-station",
  ncsoft: "ncsoft",
};

export interface ShopPlatform {
  id: number;
  slug: string;
  name: string;
}

/** The shop platform a supplier's platform name stands for, or null when none. */
export function mapPlatform(supplierPlatform: string | null, platforms: readonly ShopPlatform[]): ShopPlatform | null {
  if (!supplierPlatform) return null;
  const key = squash(supplierPlatform);
  if (!key) return null;
  const slug = PLATFORM_ALIASES[key];
  return (slug && platforms.find((p) => p.slug === slug)) || platforms.find((p) => squash(p.slug) === key || squash(p.name) === key) || null;
}

const REGION_ALIASES: Record<string, Region> = {
  worldwide: Region.GLOBAL,
  global: Region.GLOBAL,
  ww: Region.GLOBAL,
  row: Region.GLOBAL,
  restoftheworld: Region.GLOBAL,
  eu: Region.EUROPE,
  europe: Region.EUROPE,
  emea: Region.EUROPE,
  us: Region.NORTH_AMERICA,
  usa: Region.NORTH_AMERICA,
  na: Region.NORTH_AMERICA,
  northamerica: Region.NORTH_AMERICA,
  uk: Region.UNITED_KINGDOM,
  gb: Region.UNITED_KINGDOM,
  unitedkingdom: Region.UNITED_KINGDOM,
  it: Region.ITALY,
  italy: Region.ITALY,
};

/** The shop region a supplier's region stands for (none given: worldwide), or null when unknown. */
export function mapRegion(supplierRegion: string | null): Region | null {
  if (supplierRegion == null || supplierRegion.trim() === "") return Region.GLOBAL;
  return REGION_ALIASES[squash(supplierRegion)] ?? null;
}

/** Words suppliers add to names that say nothing about which product it is. */
const NOISE = new Set(["key", "cd", "code", "digital", "download", "global", "worldwide", "row"]);

const wordsOf = (s: string): string[] =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** `words` without every contiguous run of `phrase` ("xbox series" out of "halo xbox series key"). */
function withoutPhrase(words: string[], phrase: string[]): string[] {
  if (!phrase.length) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    if (phrase.every((w, j) => words[i + j] === w)) i += phrase.length;
    else out.push(words[i++]!);
  }
  return out;
}

/**
 * A product name reduced to what identifies it: lower-case words, without the platform's and
 * the region's names (as whole phrases, so "Gran Turismo 7" keeps its 7 on "PlayStation 5"),
 * without the usual noise ("key", "cd", "global"), without region codes at the end ("… EU"),
 * with roman numerals as digits ("II" → "2"), so the supplier's and the catalogue's spellings
 * of one product compare equal.
 */
export function normaliseName(name: string, platform?: ShopPlatform | null, supplierPlatform?: string | null, supplierRegion?: string | null): string {
  let words: string[] = wordsOf(name);
  for (const phrase of [supplierPlatform, platform?.name, platform?.slug?.replace(/-/g, " "), supplierRegion]) {
    if (phrase) words = withoutPhrase(words, wordsOf(phrase));
  }
  words = words.filter((w) => !NOISE.has(w));
  while (words.length > 1 && (REGION_ALIASES[words[words.length - 1]!] || NOISE.has(words[words.length - 1]!))) words.pop();
  return words
    .map((w) => {
      const twin = numeralTwin(w);
      return twin && !/^\d+$/.test(w) && w !== "i" ? twin : w;
    })
    .join(" ");
}

/** Exchange rates: units of each currency per euro. */
export type Rates = Record<CurrencyCode, number>;

export interface MarginRule {
  marginBps: number;
  roundPrices: boolean;
}

/** Up to the next .49 or .99 (minor units): 1012 → 1049, 1050 → 1099, 1099 → 1099. */
export function roundUpToCharm(minor: number): number {
  const units = Math.floor(minor / 100);
  const cents = minor - units * 100;
  if (cents <= 49) return units * 100 + 49;
  if (cents <= 99) return units * 100 + 99;
  return units * 100 + 149;
}

/**
 * The offer's price in each currency: the purchase price converted through the euro, plus
 * the margin, rounded to .49/.99 when the rule says so (always up: never under cost + margin).
 */
export function offerPrices(purchase: { currency: CurrencyCode; amount: number }, rule: MarginRule, rates: Rates): Record<CurrencyCode, number> {
  const eur = purchase.amount / rates[purchase.currency];
  const out = {} as Record<CurrencyCode, number>;
  for (const c of Object.values(CurrencyCode)) {
    const raw = Math.ceil((eur * rates[c] * (10_000 + rule.marginBps)) / 10_000);
    out[c] = rule.roundPrices ? roundUpToCharm(raw) : raw;
  }
  return out;
}

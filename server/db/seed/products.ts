/**
 * Turns the hand-written catalogue into product specifications: one per game × platform ×
 * edition × region, per software licence variant, per card value, per subscription length
 * and per account, each with prices, dates, tags and popularity drawn from seeded streams.
 */
import { PreOrderState, ProductTag, Region, RootCategory } from "../../common/enums.js";
import type { CardValue, Edition, Genre, L10n, Pegi, SoftwareKind, SoftwareVariant } from "./catalog-data.js";
import { GAMES } from "./catalog-games.js";
import { SOFTWARE } from "./catalog-software.js";
import { CARDS, SUBSCRIPTIONS } from "./catalog-cards.js";
import { ACCOUNTS } from "./catalog-accounts.js";
import { LEAF_CATEGORIES } from "./categories.js";
import { platform, type PlatformDef } from "./platforms.js";
import { Random } from "./rng.js";

export type ProductKind = "game" | "software" | "card" | "subscription" | "account";

/** Everything the seed knows about one product before it has an id. */
export interface ProductSpec {
  /** Stable identity inside the seed (not stored): drives the per-product random stream. */
  key: string;
  kind: ProductKind;
  root: RootCategory;
  leaf: string;
  platform: PlatformDef;
  /** Title without edition, licence, value or region. */
  title: L10n;
  /** Edition, licence scope, face value or duration, as shown after the title; null for none. */
  variant: L10n | null;
  edition: Edition | null;
  region: Region;
  /** Whether the platform is written in the name, "(PS5)". */
  showPlatform: boolean;
  publisher: string;
  manufacturer: string;
  steamAppId: number | null;
  steamScore: number | null;
  releaseDate: string | null;
  pegi: Pegi | null;
  genres: Genre[];
  blurb: L10n;
  redeem: L10n;
  /** Install size for requirements (games). */
  gb: number | null;
  software?: { kind: SoftwareKind; variant: SoftwareVariant };
  card?: { face: L10n; usage: L10n; color: string; amount: string };
  subscription?: { duration: L10n; color: string; urlDelivery: boolean };
  /** Base price in EUR cents (offers vary around it). */
  baseEur: number;
  listPrice: { eur: number; usd: number; gbp: number } | null;
  preOrder: PreOrderState;
  tags: ProductTag[];
  prepaidforge: boolean;
  salesCount: number;
  recentSalesCount: number;
  createdAt: Date;
  /** 0–1, drives offer counts and sales. */
  popularity: number;
  /** No seller has usable keys for it (about 5% of products). */
  outOfStock: boolean;
}

/** The demo's "now": the catalogue was built during the 540 days before this instant. */
export const SEED_NOW = new Date("2026-11-01T09:00:00Z");
const DAY = 86_400_000;
const WINDOW_DAYS = 540;

export const EDITION_LABELS: Record<Edition, L10n & { contents: L10n; factor: number }> = {
  Standard: { en: "Standard Edition", it: "Edizione Standard", factor: 1, contents: { en: "the complete base game", it: "il gioco base completo" } },
  Deluxe: {
    en: "Deluxe Edition",
    it: "Edizione Deluxe",
    factor: 1.3,
    contents: {
      en: "the full game plus the Deluxe pack of bonus digital content",
      it: "il gioco completo più il pacchetto Deluxe di contenuti digitali bonus",
    },
  },
  Gold: {
    en: "Gold Edition",
    it: "Edizione Gold",
    factor: 1.6,
    contents: {
      en: "the full game plus the Season Pass with the post-launch expansions",
      it: "il gioco completo più il Season Pass con le espansioni uscite dopo il lancio",
    },
  },
  Ultimate: {
    en: "Ultimate Edition",
    it: "Edizione Ultimate",
    factor: 1.75,
    contents: { en: "the full game, the Season Pass and every bonus pack", it: "il gioco completo, il Season Pass e tutti i pacchetti bonus" },
  },
  Complete: {
    en: "Complete Edition",
    it: "Edizione Completa",
    factor: 1.4,
    contents: { en: "the full game together with all of its released expansions", it: "il gioco completo insieme a tutte le espansioni pubblicate" },
  },
  Premium: {
    en: "Premium Edition",
    it: "Edizione Premium",
    factor: 1.45,
    contents: { en: "the full game, the expansion pass and premium bonus items", it: "il gioco completo, il pass delle espansioni e oggetti bonus premium" },
  },
  GOTY: {
    en: "Game of the Year Edition",
    it: "Edizione Game of the Year",
    factor: 1.3,
    contents: {
      en: "the full game with every add-on released in its first year",
      it: "il gioco completo con tutti i contenuti aggiuntivi usciti nel primo anno",
    },
  },
  Vault: {
    en: "Vault Edition",
    it: "Edizione Vault",
    factor: 1.55,
    contents: {
      en: "the full game, the BlackCell battle pass bonus and exclusive operator packs",
      it: "il gioco completo, il bonus del pass battaglia BlackCell e pacchetti operatore esclusivi",
    },
  },
  Phantom: {
    en: "Phantom Edition",
    it: "Edizione Phantom",
    factor: 1.4,
    contents: {
      en: "the full game plus the Phantom Squad cosmetics and the Battle Pass",
      it: "il gioco completo più gli oggetti estetici della Phantom Squad e il Pass battaglia",
    },
  },
  Royal: {
    en: "Royal Edition",
    it: "Edizione Royal",
    factor: 1.5,
    contents: { en: "the full game with all the story DLC", it: "il gioco completo con tutti i DLC della storia" },
  },
  Anniversary: {
    en: "Anniversary Edition",
    it: "Edizione Anniversario",
    factor: 1.6,
    contents: { en: "the full game plus every Creation Club addition", it: "il gioco completo più tutte le aggiunte del Creation Club" },
  },
  Collectors: {
    en: "Digital Collector's Edition",
    it: "Edizione Digital Collector's",
    factor: 1.5,
    contents: { en: "the expansion plus in-game mounts, minions and a digital art book", it: "l'espansione più cavalcature, minion e un artbook digitale" },
  },
  Starter: {
    en: "Starter Edition",
    it: "Edizione Starter",
    factor: 0.8,
    contents: {
      en: "the starter package with the base game and a first period of play",
      it: "il pacchetto iniziale con il gioco base e un primo periodo di gioco",
    },
  },
  Platinum: {
    en: "Platinum Edition",
    it: "Edizione Platinum",
    factor: 1.8,
    contents: {
      en: "the full game with both expansions and every civilisation and scenario pack",
      it: "il gioco completo con entrambe le espansioni e tutti i pacchetti di civiltà e scenari",
    },
  },
};

const leafRoot = (leaf: string): RootCategory => {
  const entry = LEAF_CATEGORIES.get(leaf);
  if (!entry) throw new Error(`unknown leaf category "${leaf}"`);
  return entry.root.key;
};

/** Price with a shop-like ending (…,49 or …,99), in cents. */
export function psychPrice(value: number): number {
  if (value < 1.5) return 149;
  const whole = Math.floor(value);
  const candidates = [whole - 0.01, whole + 0.49, whole + 0.99];
  let best = candidates[0]!;
  for (const c of candidates) if (Math.abs(c - value) < Math.abs(best - value)) best = c;
  return Math.round(best * 100);
}

/** EUR → USD/GBP at the demo's fixed rates, with shop-like endings. */
export function convert(eurCents: number): { eur: number; usd: number; gbp: number } {
  const eur = eurCents / 100;
  return { eur: eurCents, usd: psychPrice(eur * 1.09), gbp: psychPrice(eur * 0.85) };
}

const qty = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 Devices 1 Year" / "3 dispositivi 1 anno" and friends. */
export function licenceLabel(v: SoftwareVariant): L10n | null {
  if (v.label) return v.label;
  const en: string[] = [];
  const it: string[] = [];
  if (v.devices) {
    en.push(qty(v.devices, "Device", "Devices"));
    it.push(qty(v.devices, "dispositivo", "dispositivi"));
  }
  if (v.years) {
    en.push(qty(v.years, "Year", "Years"));
    it.push(qty(v.years, "anno", "anni"));
  }
  if (v.months) {
    en.push(qty(v.months, "Month", "Months"));
    it.push(qty(v.months, "mese", "mesi"));
  }
  return en.length ? { en: en.join(" "), it: it.join(" ") } : null;
}

/** "3 Months" / "3 mesi", "60 Days" / "60 giorni". */
export function durationLabel(d: { months?: number; days?: number }): L10n {
  if (d.days) return { en: qty(d.days, "Day", "Days"), it: qty(d.days, "giorno", "giorni") };
  const m = d.months ?? 1;
  return { en: qty(m, "Month", "Months"), it: qty(m, "mese", "mesi") };
}

/** How a card value is named, what it is worth and its EUR equivalent; `amount` is the cover-art caption. */
function faceLabel(v: CardValue): { label: L10n; face: L10n; faceEur: number; amount: string } {
  if (v.label) {
    const face = v.worth ?? v.label;
    return { label: v.label, face, faceEur: v.faceEur ?? 10, amount: face.en };
  }
  const amount = `${v.amount} ${v.currency}`;
  const rate = v.currency === "USD" ? 1 / 1.09 : v.currency === "GBP" ? 1 / 0.85 : 1;
  return { label: { en: amount, it: amount }, face: { en: amount, it: amount }, faceEur: (v.amount ?? 0) * rate, amount };
}

/** Platform weight in popularity: where most keys are sold. */
const PLATFORM_WEIGHT: Record<string, number> = {
  steam: 1,
  ps5: 0.9,
  "xbox-series": 0.7,
  "nintendo-switch": 0.75,
  "ea-app": 0.6,
  "ubisoft-connect": 0.55,
  "epic-games": 0.45,
  gog: 0.4,
  rockstar: 0.7,
  ps4: 0.55,
  "xbox-one": 0.45,
  keymarket: 0.8,
  "mog-station": 0.5,
  ncsoft: 0.3,
  ps3: 0.12,
  "xbox-360": 0.12,
  "ps-vita": 0.1,
  "windows-10-home": 0.8,
  "windows-10-pro": 0.95,
  "windows-10-education": 0.4,
};

interface Draft extends Omit<ProductSpec, "baseEur" | "listPrice" | "tags" | "prepaidforge" | "salesCount" | "recentSalesCount" | "createdAt" | "outOfStock"> {
  /** Base price in EUR before seeding jitter. */
  eur: number;
  msrp?: number;
  /** Face value in EUR for cards (list price = face value). */
  faceEur?: number;
}

function gameDrafts(): Draft[] {
  const rng = new Random("games");
  const out: Draft[] = [];
  GAMES.forEach((g, rank) => {
    const year = Number(g.release.slice(0, 4));
    const indie = g.genres.includes("indie");
    const leaf = indie ? "indie" : g.genres[0]!;
    const firstConsole = g.on.find((p) => platform(p).family === "console");
    g.editions.forEach((edition, ei) => {
      const platforms = ei === 0 ? g.on : g.on.filter((p, i) => i === 0 || (p === firstConsole && rng.chance(0.6)));
      const editionFactor = EDITION_LABELS[edition].factor;
      let eur: number;
      if (g.preOrder === 1) eur = rng.float(59, 69);
      else if (g.publisher === "Nintendo") eur = rng.float(38, 55);
      else if (year >= 2025) eur = rng.float(42, 62);
      else if (year >= 2023) eur = rng.float(24, 48);
      else if (year >= 2020) eur = rng.float(12, 32);
      else if (year >= 2016) eur = rng.float(6, 20);
      else eur = rng.float(4, 13);
      if (indie) eur = Math.max(4, eur * 0.5);
      eur *= editionFactor;
      for (const slug of platforms) {
        const p = platform(slug);
        let pEur = eur * (p.family === "console" ? 1.12 : 1) * rng.float(0.94, 1.06);
        if (slug === "ps3" || slug === "xbox-360" || slug === "ps-vita") pEur = rng.float(6, 16);
        pEur = Math.min(70, Math.max(4, pEur));
        const regions: Region[] = [];
        if (p.family === "console") regions.push(slug.startsWith("xbox") && rng.chance(0.5) ? Region.GLOBAL : Region.EUROPE);
        else regions.push(rng.chance(0.12) && slug !== "keymarket" ? Region.EUROPE : Region.GLOBAL);
        if (ei === 0 && p.family === "console" && rng.chance(0.2)) regions.push(rng.pick([Region.UNITED_KINGDOM, Region.NORTH_AMERICA, Region.ITALY]));
        if (ei === 0 && p.family === "pc" && rng.chance(0.05)) regions.push(regions[0] === Region.GLOBAL ? Region.EUROPE : Region.GLOBAL);
        const popularity = Math.max(0.02, Math.exp(-rank / 70) * (PLATFORM_WEIGHT[slug] ?? 0.4) * (ei === 0 ? 1 : 0.55));
        for (const region of regions) {
          out.push({
            key: `game|${g.title}|${edition}|${slug}|${region}`,
            kind: "game",
            root: RootCategory.games,
            leaf,
            platform: p,
            title: { en: g.title, it: g.title },
            variant: edition === "Standard" ? null : { en: EDITION_LABELS[edition].en, it: EDITION_LABELS[edition].it },
            edition,
            region,
            showPlatform: slug !== "keymarket",
            publisher: g.publisher,
            manufacturer: g.developer,
            steamAppId: slug === "steam" ? g.steam : null,
            steamScore: g.score,
            releaseDate: g.release,
            pegi: g.pegi,
            genres: g.genres,
            blurb: g.blurb,
            redeem:
              slug === "keymarket"
                ? { en: "at minecraft.net/redeem with your Microsoft account", it: "su minecraft.net/redeem con il tuo account Microsoft" }
                : p.redeem,
            gb: g.gb ?? null,
            eur: region === Region.GLOBAL || region === Region.EUROPE ? pEur : pEur * rng.float(0.92, 1.08),
            // "Was in pre-order" only where the launch pre-orders really ran (main platforms, base edition).
            preOrder: (g.preOrder === 2 && (ei > 0 || g.on.indexOf(slug) > 1) ? 0 : (g.preOrder ?? 0)) as PreOrderState,
            popularity: region === regions[0] ? popularity : popularity * 0.4,
          });
        }
      }
    });
  });
  return out;
}

function softwareDrafts(): Draft[] {
  const out: Draft[] = [];
  SOFTWARE.forEach((line, rank) => {
    const p = platform(line.platform);
    for (const variant of line.variants) {
      const region = variant.region ?? (line.leaf === "operating-systems" || line.leaf === "office" ? Region.GLOBAL : Region.EUROPE);
      const label = licenceLabel(variant);
      out.push({
        key: `software|${line.title}|${label?.en ?? ""}|${line.platform}|${region}`,
        kind: "software",
        root: RootCategory.softwares,
        leaf: line.leaf,
        platform: p,
        title: { en: line.title, it: line.title },
        variant: label,
        edition: null,
        region,
        showPlatform: p.slug === "steam",
        publisher: line.publisher,
        manufacturer: line.publisher,
        steamAppId: p.slug === "steam" ? (line.steam ?? null) : null,
        steamScore: null,
        releaseDate: line.release,
        pegi: null,
        genres: [],
        blurb: line.blurb,
        redeem: line.redeem ?? p.redeem,
        gb: null,
        software: { kind: line.kind, variant },
        eur: variant.eur,
        msrp: variant.msrp,
        preOrder: PreOrderState.None,
        popularity: Math.max(
          0.05,
          Math.exp(-rank / 25) * (PLATFORM_WEIGHT[p.slug] ?? 0.5) * (line.leaf === "operating-systems" || line.leaf === "office" ? 1.2 : 0.7),
        ),
      });
    }
  });
  return out;
}

function cardDrafts(): Draft[] {
  const out: Draft[] = [];
  CARDS.forEach((line, rank) => {
    for (const value of line.values) {
      const p = platform(value.platform ?? line.platform);
      const { label, face, faceEur, amount } = faceLabel(value);
      out.push({
        key: `card|${line.name.en}|${label.en}|${p.slug}|${value.region}`,
        kind: "card",
        root: RootCategory.cards,
        leaf: line.leaf,
        platform: p,
        title: { en: line.name.en.replace("{v}", label.en), it: line.name.it.replace("{v}", label.it) },
        variant: null,
        edition: null,
        region: value.region,
        showPlatform: false,
        publisher: line.publisher,
        manufacturer: line.publisher,
        steamAppId: null,
        steamScore: null,
        releaseDate: null,
        pegi: null,
        genres: [],
        blurb: line.blurb,
        redeem: line.redeem ?? p.redeem,
        gb: null,
        card: { face, usage: line.usage, color: line.color, amount },
        eur: faceEur,
        faceEur,
        preOrder: PreOrderState.None,
        popularity: Math.max(0.05, Math.exp(-rank / 8) * (faceEur <= 50 ? 1 : 0.6)),
      });
    }
  });
  return out;
}

function subscriptionDrafts(): Draft[] {
  const out: Draft[] = [];
  SUBSCRIPTIONS.forEach((line, rank) => {
    const p = platform(line.platform);
    for (const d of line.durations) {
      const duration = durationLabel(d);
      const region = d.region ?? line.region;
      out.push({
        key: `subscription|${line.title}|${duration.en}|${p.slug}|${region}`,
        kind: "subscription",
        root: RootCategory.cards,
        leaf: "subscriptions",
        platform: p,
        title: { en: line.title, it: line.title },
        variant: duration,
        edition: null,
        region,
        showPlatform: false,
        publisher: line.publisher,
        manufacturer: line.publisher,
        steamAppId: null,
        steamScore: null,
        releaseDate: null,
        pegi: null,
        genres: [],
        blurb: line.blurb,
        redeem: line.redeem ?? p.redeem,
        gb: null,
        subscription: { duration, color: line.color, urlDelivery: !!line.urlDelivery },
        eur: d.eur,
        msrp: d.eur * 1.2,
        preOrder: PreOrderState.None,
        popularity: Math.max(0.05, Math.exp(-rank / 10)),
      });
    }
  });
  return out;
}

function accountDrafts(): Draft[] {
  return ACCOUNTS.map((a, rank): Draft => {
    const p = platform(a.platform);
    return {
      key: `account|${a.name.en}|${p.slug}|${a.region}`,
      kind: "account",
      root: RootCategory.accounts,
      leaf: a.leaf,
      platform: p,
      title: a.name,
      variant: null,
      edition: null,
      region: a.region,
      showPlatform: false,
      publisher: a.publisher,
      manufacturer: a.publisher,
      steamAppId: null,
      steamScore: null,
      releaseDate: a.release ?? null,
      pegi: null,
      genres: a.genres ?? [],
      blurb: a.blurb,
      redeem: {
        en: "by signing in with the delivered credentials",
        it: "accedendo con le credenziali consegnate",
      },
      gb: null,
      eur: a.eur,
      preOrder: PreOrderState.None,
      popularity: Math.max(0.05, Math.exp(-rank / 12) * 0.6),
    };
  });
}

/**
 * Every product of the demo catalogue, ordered by creation date (so ids grow with
 * created_at, as they would in a real shop). Pure: same output on every call.
 */
export function buildProductSpecs(): ProductSpec[] {
  const drafts = [...gameDrafts(), ...softwareDrafts(), ...cardDrafts(), ...subscriptionDrafts(), ...accountDrafts()];
  for (const d of drafts) if (leafRoot(d.leaf) !== d.root) throw new Error(`${d.key}: leaf ${d.leaf} is not under ${d.root}`);
  const keys = new Set<string>();
  const windowStart = SEED_NOW.getTime() - WINDOW_DAYS * DAY;
  let cardIndex = 0;
  const specs = drafts.map((d): ProductSpec => {
    if (keys.has(d.key)) throw new Error(`duplicate product ${d.key}`);
    keys.add(d.key);
    const r = new Random(`product|${d.key}`);
    const { eur, msrp, faceEur, ...rest } = d;

    let base: number;
    if (d.kind === "card") base = eur * r.float(0.93, 1.04);
    else if (d.kind === "software") base = Math.min(150, Math.max(9, eur * r.float(0.95, 1.05)));
    else if (d.kind === "account") base = Math.min(40, Math.max(3, eur * r.float(0.95, 1.05)));
    else base = eur * r.float(0.97, 1.03);
    const baseEur = Math.round(base * 100);

    let listPrice: ProductSpec["listPrice"] = null;
    if (r.chance(0.7)) {
      if (faceEur !== undefined) listPrice = convert(Math.round(faceEur * 100));
      else if (msrp !== undefined && msrp * 100 > baseEur * 1.2) listPrice = convert(psychPrice(msrp));
      else listPrice = convert(psychPrice(base * r.float(1.35, 1.9)));
    }

    // Creation: spread over the window, but never before pre-orders of a launch opened
    // (a few weeks before its release).
    let created = windowStart + r.next() * WINDOW_DAYS * DAY;
    if (d.releaseDate) {
      const release = Date.parse(`${d.releaseDate}T00:00:00Z`);
      const listed = release - r.int(7, 75) * DAY;
      if (listed > windowStart && created < listed) created = listed + r.next() * Math.max(0, SEED_NOW.getTime() - listed);
    }
    if (d.preOrder === PreOrderState.InPreOrder) created = SEED_NOW.getTime() - r.int(3, 110) * DAY;
    created = Math.min(created, SEED_NOW.getTime() - 3_600_000);
    const createdAt = new Date(Math.floor(created / 1000) * 1000);

    const tags: ProductTag[] = [];
    if (SEED_NOW.getTime() - created < 54 * DAY || (d.preOrder === PreOrderState.InPreOrder && r.chance(0.5))) tags.push(ProductTag.New);
    if (r.chance(0.05)) tags.push(ProductTag.Exclusive);

    const pop = Math.min(1, d.popularity * r.float(0.6, 1.4));
    const ageDays = (SEED_NOW.getTime() - created) / DAY;
    let salesCount = Math.floor(3 + 9000 * Math.pow(pop, 1.6) * r.float(0.5, 1.5) * Math.min(1, 0.25 + ageDays / 180));
    if (d.preOrder === PreOrderState.InPreOrder) salesCount = Math.floor(salesCount * 0.3);
    const recentShare = ageDays < 30 ? 1 : Math.min(1, r.float(0.03, 0.14) * (ageDays < 120 ? 2.5 : 1));
    const recentSalesCount = Math.min(salesCount, Math.floor(salesCount * recentShare));

    return {
      ...rest,
      baseEur,
      listPrice,
      tags,
      // Every card or subscription whose position lands in 3 of each 20 slots: 15%, spread over the lines.
      prepaidforge: (d.kind === "card" || d.kind === "subscription") && (cardIndex++ * 7) % 20 < 3,
      salesCount,
      recentSalesCount,
      createdAt,
      popularity: pop,
      outOfStock: r.chance(0.05),
    };
  });
  specs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return specs;
}

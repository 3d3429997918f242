/**
 * English and Italian texts of a product: name, slug, descriptions, SEO fields, system
 * requirements and redemption notes, written from templates that know the product's kind,
 * genre, edition, platform and region.
 */
import { Locale, Region } from "../../common/enums.js";
import type { Genre, L10n } from "./catalog-data.js";
import { LEAF_CATEGORIES } from "./categories.js";
import { EDITION_LABELS, type ProductSpec } from "./products.js";
import { slugify } from "./rng.js";

/** One product_translations row, without the ids. */
export interface ProductText {
  name: string;
  slug: string;
  description: string;
  descriptionShort: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  requirements: string;
  instructions: string;
  alt: string;
  title: string;
  genres: string[];
}

type Lang = "en" | "it";

export const GENRE_NAMES: Record<Genre, L10n> = {
  action: { en: "Action", it: "Azione" },
  adventure: { en: "Adventure", it: "Avventura" },
  rpg: { en: "RPG", it: "GDR" },
  shooter: { en: "Shooter", it: "Sparatutto" },
  strategy: { en: "Strategy", it: "Strategia" },
  sports: { en: "Sports", it: "Sport" },
  racing: { en: "Racing", it: "Corse" },
  simulation: { en: "Simulation", it: "Simulazione" },
  indie: { en: "Indie", it: "Indie" },
};

/** Genre as the head noun of a sentence ("a role-playing game" / "un gioco di ruolo"). */
const GENRE_NOUN: Record<Genre, L10n> = {
  action: { en: "action game", it: "gioco d'azione" },
  adventure: { en: "adventure game", it: "gioco d'avventura" },
  rpg: { en: "role-playing game", it: "gioco di ruolo" },
  shooter: { en: "shooter", it: "sparatutto" },
  strategy: { en: "strategy game", it: "gioco di strategia" },
  sports: { en: "sports game", it: "gioco sportivo" },
  racing: { en: "racing game", it: "gioco di corse" },
  simulation: { en: "simulation game", it: "gioco di simulazione" },
  indie: { en: "indie game", it: "gioco indipendente" },
};

/** Genre as a secondary trait ("with RPG elements" / "con elementi da GDR"). */
const GENRE_TRAIT: Record<Genre, L10n> = {
  action: { en: "action", it: "d'azione" },
  adventure: { en: "exploration", it: "di esplorazione" },
  rpg: { en: "RPG", it: "da GDR" },
  shooter: { en: "shooter", it: "da sparatutto" },
  strategy: { en: "strategic", it: "strategici" },
  sports: { en: "competitive", it: "competitivi" },
  racing: { en: "driving", it: "di guida" },
  simulation: { en: "simulation", it: "di simulazione" },
  indie: { en: "indie", it: "indie" },
};

const REGION_NAME: Record<Region, L10n> = {
  GLOBAL: { en: "Global", it: "Globale" },
  EUROPE: { en: "Europe", it: "Europa" },
  NORTH_AMERICA: { en: "North America", it: "Nord America" },
  UNITED_KINGDOM: { en: "United Kingdom", it: "Regno Unito" },
  ITALY: { en: "Italy", it: "Italia" },
};

/** "in Europe" / "in Europa", "in the United Kingdom" / "nel Regno Unito". */
const REGION_IN: Record<Region, L10n> = {
  GLOBAL: { en: "worldwide", it: "in tutto il mondo" },
  EUROPE: { en: "in Europe", it: "in Europa" },
  NORTH_AMERICA: { en: "in North America", it: "in Nord America" },
  UNITED_KINGDOM: { en: "in the United Kingdom", it: "nel Regno Unito" },
  ITALY: { en: "in Italy", it: "in Italia" },
};

const MONTHS_IT = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];
const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return lang === "en" ? `${MONTHS_EN[m - 1]} ${d}, ${y}` : `${d} ${MONTHS_IT[m - 1]} ${y}`;
}

const articleEn = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);
const articleIt = (phrase: string) => (/^(s[^aeiou]|z|gn|ps|x|y)/i.test(phrase) ? `uno ${phrase}` : `un ${phrase}`);

/** "an indie action game with RPG elements" / "un gioco d'azione indipendente con elementi da GDR". */
export function genrePhrase(genres: readonly Genre[], lang: Lang): string {
  const indie = genres.includes("indie");
  const core = genres.filter((g) => g !== "indie");
  if (core.length === 0) return lang === "en" ? "an indie game" : "un gioco indipendente";
  const head = GENRE_NOUN[core[0]!][lang];
  const trait = core[1] ? GENRE_TRAIT[core[1]][lang] : null;
  if (lang === "en") {
    const noun = indie ? `indie ${head}` : head;
    return articleEn(noun) + (trait ? ` with ${trait} elements` : "");
  }
  const noun = indie ? `${head} indipendente` : head;
  return articleIt(noun) + (trait ? ` con elementi ${trait}` : "");
}

/** Platform as written in game texts: products KeyMarket delivers itself are simply "PC". */
const platformLabel = (spec: ProductSpec) => (spec.platform.slug === "keymarket" ? "PC" : spec.platform.name);

function regionSuffix(spec: ProductSpec, lang: Lang): string {
  return spec.region === Region.GLOBAL ? "" : ` – ${REGION_NAME[spec.region][lang]}`;
}

/** Product name as listed: "Elden Ring Deluxe Edition (PS5) – Europe". */
export function productName(spec: ProductSpec, lang: Lang): string {
  const variant = spec.variant ? ` ${spec.variant[lang]}` : "";
  const platform = spec.showPlatform ? ` (${spec.platform.name})` : "";
  return `${spec.title[lang]}${variant}${platform}${regionSuffix(spec, lang)}`;
}

/** Slug: title, edition/licence, platform (for games) and region, lowercase ASCII. */
export function productSlug(spec: ProductSpec, lang: Lang): string {
  const parts = [spec.title[lang].replace(/\([^)]*\)/g, " ")];
  if (spec.variant) parts.push(spec.variant[lang]);
  if (spec.showPlatform) parts.push(spec.platform.slug);
  if (spec.region !== Region.GLOBAL) parts.push(REGION_NAME[spec.region][lang]);
  return slugify(parts.join(" "));
}

function regionSentence(spec: ProductSpec, lang: Lang): string {
  if (spec.region === Region.GLOBAL) {
    return lang === "en" ? "It can be activated worldwide, with no region restrictions." : "Si può attivare in tutto il mondo, senza restrizioni regionali.";
  }
  return lang === "en"
    ? `It can only be activated on accounts registered ${REGION_IN[spec.region].en}.`
    : `Si può attivare solo su account registrati ${REGION_IN[spec.region].it}.`;
}

const year = (spec: ProductSpec) => (spec.releaseDate ? spec.releaseDate.slice(0, 4) : null);

function gameDescription(spec: ProductSpec, lang: Lang, name: string): string[] {
  const t = spec.title[lang];
  const own = spec.platform.slug === "keymarket";
  const p = own ? "PC" : spec.platform.name;
  const dev = spec.manufacturer;
  const pub = spec.publisher !== spec.manufacturer ? spec.publisher : null;
  const preOrder = spec.preOrder === 1;
  const ed = spec.edition && spec.edition !== "Standard" ? EDITION_LABELS[spec.edition] : null;
  const console = spec.platform.family === "console";
  if (lang === "en") {
    const p1 = preOrder
      ? `${t} is ${genrePhrase(spec.genres, "en")} in development at ${dev}${pub ? ` for ${pub}` : ""}, scheduled for release on ${longDate(spec.releaseDate!, "en")}. ${spec.blurb.en}`
      : `${t} is ${genrePhrase(spec.genres, "en")} developed by ${dev}${pub ? ` and published by ${pub}` : ""}, first released in ${year(spec)}. ${spec.blurb.en}`;
    let p2 = ed
      ? `This ${p} key unlocks the ${ed.en} of ${t}: ${ed.contents.en}.`
      : `This ${p} key unlocks ${t}${own ? "" : ` on your ${p} account`}: ${EDITION_LABELS.Standard.contents.en}.`;
    p2 += console
      ? ` Redeem it ${spec.redeem.en}; the game downloads to your console and stays in your library for good.`
      : ` Redeem it ${spec.redeem.en} and download the game straight from ${own ? "the official website" : p}.`;
    if (preOrder) p2 += " Pre-order now: the key is delivered straight away and the game unlocks on launch day.";
    const p3 = `${regionSentence(spec, "en")} The code is delivered instantly by email and stays available in your KeyMarket account.${spec.pegi ? ` Rated PEGI ${spec.pegi}.` : ""}`;
    return [p1, p2, p3];
  }
  const p1 = preOrder
    ? `${t} è ${genrePhrase(spec.genres, "it")} in sviluppo presso ${dev}${pub ? ` per ${pub}` : ""}, con uscita prevista il ${longDate(spec.releaseDate!, "it")}. ${spec.blurb.it}`
    : `${t} è ${genrePhrase(spec.genres, "it")} sviluppato da ${dev}${pub ? ` e pubblicato da ${pub}` : ""}, uscito per la prima volta nel ${year(spec)}. ${spec.blurb.it}`;
  let p2 = ed
    ? `Questa chiave ${p} sblocca l'${ed.it} di ${t}: ${ed.contents.it}.`
    : `Questa chiave ${p} sblocca ${t}${own ? "" : ` sul tuo account ${p}`}: ${EDITION_LABELS.Standard.contents.it}.`;
  p2 += console
    ? ` Riscattala ${spec.redeem.it}: il gioco si scarica sulla console e resta per sempre nella tua libreria.`
    : ` Riscattala ${spec.redeem.it} e scarica il gioco direttamente ${own ? "dal sito ufficiale" : `da ${p}`}.`;
  if (preOrder) p2 += " Preordinalo ora: la chiave viene consegnata subito e il gioco si sblocca il giorno dell'uscita.";
  const p3 = `${regionSentence(spec, "it")} Il codice viene consegnato subito via email e resta disponibile nel tuo account KeyMarket.${spec.pegi ? ` Classificazione PEGI ${spec.pegi}.` : ""}`;
  void name;
  return [p1, p2, p3];
}

function licenceSentence(spec: ProductSpec, lang: Lang): string {
  const v = spec.software!.variant;
  const label = v.label?.en ?? "";
  const en = lang === "en";
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  if (label === "OEM")
    return en
      ? "OEM licence: it activates one PC and stays tied to the hardware it is first activated on, ideal for a new build."
      : "Licenza OEM: attiva un PC e resta legata all'hardware su cui viene attivata la prima volta, ideale per un PC appena assemblato.";
  if (label === "Retail")
    return en
      ? "Retail licence: it activates one PC at a time and can be moved to a new computer after removing it from the old one."
      : "Licenza Retail: attiva un PC alla volta e può essere trasferita su un nuovo computer dopo averla rimossa dal vecchio.";
  if (label === "N")
    return en
      ? "N edition: the same features without the preinstalled media apps, as required in Europe; the free Media Feature Pack adds them back."
      : "Edizione N: le stesse funzioni senza le app multimediali preinstallate, come previsto in Europa; il Media Feature Pack gratuito le aggiunge.";
  if (label === "for Workstations")
    return en
      ? "Pro for Workstations adds support for up to four CPUs and 6 TB of RAM, the ReFS file system and persistent memory for demanding workloads."
      : "Pro for Workstations aggiunge il supporto fino a quattro CPU e 6 TB di RAM, il file system ReFS e la memoria persistente per i carichi di lavoro più pesanti.";
  if (label === "16 Core")
    return en
      ? "The licence covers 16 physical cores and two virtual machines on the licensed host."
      : "La licenza copre 16 core fisici e due macchine virtuali sull'host licenziato.";
  if (/Lifetime/.test(label))
    return en
      ? "A perpetual licence: pay once and keep using this version, with no subscription."
      : "Una licenza perpetua: paghi una volta e usi questa versione per sempre, senza abbonamento.";
  if (label === "PC" || label === "Mac" || label === "PC/Mac") {
    const device = { PC: ["one PC", "un PC"], Mac: ["one Mac", "un Mac"], "PC/Mac": ["one PC or Mac", "un PC o Mac"] }[label]!;
    return en
      ? `A one-time-purchase licence for ${device[0]}, with no subscription and no expiry.`
      : `Una licenza ad acquisto singolo per ${device[1]}, senza abbonamento e senza scadenza.`;
  }
  if (v.devices && v.years)
    return en
      ? `This licence covers ${n(v.devices, "device", "devices")} for ${n(v.years, "year", "years")} from the day you activate it.`
      : `Questa licenza copre ${n(v.devices, "dispositivo", "dispositivi")} per ${n(v.years, "anno", "anni")} dal giorno dell'attivazione.`;
  if (v.devices)
    return en
      ? `This volume licence activates up to ${v.devices} PCs with the same key.`
      : `Questa licenza multipla attiva fino a ${v.devices} PC con lo stesso codice.`;
  if (v.years || v.months) {
    const dur = v.years ? (en ? n(v.years, "year", "years") : n(v.years, "anno", "anni")) : en ? n(v.months!, "month", "months") : n(v.months!, "mese", "mesi");
    return en
      ? `The subscription runs for ${dur} from activation and renews only if you choose to.`
      : `L'abbonamento dura ${dur} dall'attivazione e si rinnova solo se lo decidi tu.`;
  }
  return en ? "A single-user licence with no expiry date." : "Una licenza per un singolo utente, senza data di scadenza.";
}

function softwareDescription(spec: ProductSpec, lang: Lang): string[] {
  if (lang === "en") {
    return [
      `${spec.blurb.en} This is a genuine ${spec.publisher} licence for ${spec.title.en}${year(spec) ? `, available since ${year(spec)}` : ""}.`,
      `${licenceSentence(spec, "en")} Activate it ${spec.redeem.en}.`,
      `${regionSentence(spec, "en")} The key is delivered instantly by email together with the download links and the activation steps.`,
    ];
  }
  return [
    `${spec.blurb.it} Si tratta di una licenza originale ${spec.publisher} per ${spec.title.it}${year(spec) ? `, disponibile dal ${year(spec)}` : ""}.`,
    `${licenceSentence(spec, "it")} Si attiva ${spec.redeem.it}.`,
    `${regionSentence(spec, "it")} Il codice viene consegnato subito via email insieme ai link per il download e ai passaggi per l'attivazione.`,
  ];
}

function cardDescription(spec: ProductSpec, lang: Lang): string[] {
  const c = spec.card!;
  if (lang === "en") {
    return [
      `${spec.blurb.en} This digital card is worth ${c.face.en} and can be spent on ${c.usage.en}.`,
      `Redeem the code ${spec.redeem.en}; the balance is credited to your account immediately. ${regionSentence(spec, "en")}`,
      "Delivered instantly by email, it makes a perfect last-minute gift. Gift card codes cannot be refunded once revealed.",
    ];
  }
  return [
    `${spec.blurb.it} Questa carta digitale vale ${c.face.it} e si può spendere per ${c.usage.it}.`,
    `Riscatta il codice ${spec.redeem.it}; il saldo viene accreditato subito sul tuo account. ${regionSentence(spec, "it")}`,
    "Consegnata subito via email, è il regalo perfetto dell'ultimo minuto. I codici delle carte regalo non sono rimborsabili una volta mostrati.",
  ];
}

function subscriptionDescription(spec: ProductSpec, lang: Lang): string[] {
  const d = spec.subscription!.duration;
  if (lang === "en") {
    return [
      `${spec.blurb.en} This code adds ${d.en.toLowerCase()} of ${spec.title.en} to your account.`,
      `Redeem it ${spec.redeem.en}. If you already have an active membership the time is added to it; otherwise the membership starts straight away and does not renew automatically.`,
      `${regionSentence(spec, "en")} The code is delivered instantly by email.`,
    ];
  }
  return [
    `${spec.blurb.it} Questo codice aggiunge ${d.it} di ${spec.title.it} al tuo account.`,
    `Riscattalo ${spec.redeem.it}. Se hai già un abbonamento attivo il tempo si somma a quello residuo; altrimenti l'abbonamento parte subito e non si rinnova automaticamente.`,
    `${regionSentence(spec, "it")} Il codice viene consegnato subito via email.`,
  ];
}

function accountDescription(spec: ProductSpec, lang: Lang): string[] {
  if (lang === "en") {
    return [
      `${spec.blurb.en} You receive the login email and password as soon as the payment is approved.`,
      "Sign in, change the password and the recovery email right away, and turn on two-factor authentication to make the account yours.",
      `${regionSentence(spec, "en")} KeyMarket's buyer protection covers the account for 30 days after delivery.`,
    ];
  }
  return [
    `${spec.blurb.it} Ricevi email di accesso e password non appena il pagamento viene approvato.`,
    "Accedi, cambia subito password ed email di recupero e attiva l'autenticazione a due fattori per rendere l'account tuo.",
    `${regionSentence(spec, "it")} La protezione acquirenti di KeyMarket copre l'account per 30 giorni dalla consegna.`,
  ];
}

function shortDescription(spec: ProductSpec, lang: Lang, fullName: string): string {
  const en = lang === "en";
  const name = fullName.replace(regionSuffix(spec, lang), "");
  switch (spec.kind) {
    case "game": {
      const ed = spec.variant ? ` ${spec.variant[lang]}` : "";
      const noun = GENRE_NOUN[spec.genres.find((g) => g !== "indie") ?? "indie"][lang];
      return en
        ? `${spec.title.en}${ed} for ${platformLabel(spec)}: ${articleEn(noun)} by ${spec.manufacturer}, delivered instantly as a digital key.`
        : `${spec.title.it}${ed} per ${platformLabel(spec)}: ${articleIt(noun)} di ${spec.manufacturer}, consegnato subito come chiave digitale.`;
    }
    case "software":
      return en
        ? `Genuine ${name} licence from ${spec.publisher}, delivered instantly by email.`
        : `Licenza originale ${name} di ${spec.publisher}, consegnata subito via email.`;
    case "card":
      return en ? `${name}: ${spec.card!.face.en} to spend on ${spec.card!.usage.en}.` : `${name}: ${spec.card!.face.it} da spendere per ${spec.card!.usage.it}.`;
    case "subscription":
      return en
        ? `${spec.title.en} for ${spec.subscription!.duration.en.toLowerCase()}, with instant delivery of the digital code.`
        : `${spec.title.it} per ${spec.subscription!.duration.it}, con consegna immediata del codice digitale.`;
    case "account":
      return en ? `${name} with full access, delivered instantly.` : `${name} con accesso completo, consegnato subito.`;
  }
}

// ---- system requirements ----

interface Spec {
  os: string;
  cpu: string;
  ram: string;
  gpu?: string;
  dx?: number;
  storage: string;
  extra?: [string, string][];
}

const GAME_TIERS: { until: number; min: Omit<Spec, "storage">; rec: Omit<Spec, "storage">; gb: number; ssd?: boolean }[] = [
  {
    until: 2010, gb: 10,
    min: { os: "Windows 7 64-bit", cpu: "Intel Core 2 Duo E6600 / AMD Athlon 64 X2 5000+", ram: "2", gpu: "NVIDIA GeForce 8800 GT / ATI Radeon HD 3850", dx: 9 },
    rec: { os: "Windows 10 64-bit", cpu: "Intel Core 2 Quad Q6600 / AMD Phenom II X4 940", ram: "4", gpu: "NVIDIA GeForce GTX 260 / ATI Radeon HD 4870", dx: 9 },
  },
  {
    until: 2014, gb: 25,
    min: { os: "Windows 7 64-bit", cpu: "Intel Core i3-2100 / AMD FX-4100", ram: "4", gpu: "NVIDIA GeForce GTX 460 / AMD Radeon HD 5870", dx: 11 },
    rec: { os: "Windows 10 64-bit", cpu: "Intel Core i5-3470 / AMD FX-8350", ram: "8", gpu: "NVIDIA GeForce GTX 660 / AMD Radeon HD 7870", dx: 11 },
  },
  {
    until: 2018, gb: 50,
    min: { os: "Windows 10 64-bit", cpu: "Intel Core i5-2500K / AMD FX-6300", ram: "8", gpu: "NVIDIA GeForce GTX 770 2 GB / AMD Radeon R9 280", dx: 11 },
    rec: { os: "Windows 10 64-bit", cpu: "Intel Core i7-4770K / AMD Ryzen 5 1500X", ram: "16", gpu: "NVIDIA GeForce GTX 1060 6 GB / AMD Radeon RX 580 8 GB", dx: 12 },
  },
  {
    until: 2022, gb: 70, ssd: true,
    min: { os: "Windows 10 64-bit", cpu: "Intel Core i5-8400 / AMD Ryzen 3 3300X", ram: "12", gpu: "NVIDIA GeForce GTX 1060 6 GB / AMD Radeon RX 580 8 GB", dx: 12 },
    rec: { os: "Windows 10/11 64-bit", cpu: "Intel Core i7-8700K / AMD Ryzen 5 3600X", ram: "16", gpu: "NVIDIA GeForce RTX 2070 / AMD Radeon RX 5700 XT", dx: 12 },
  },
  {
    until: 9999, gb: 100, ssd: true,
    min: { os: "Windows 10 64-bit", cpu: "Intel Core i5-10400 / AMD Ryzen 5 3600", ram: "16", gpu: "NVIDIA GeForce GTX 1660 Super / AMD Radeon RX 5600 XT", dx: 12 },
    rec: { os: "Windows 11 64-bit", cpu: "Intel Core i7-12700 / AMD Ryzen 7 5800X", ram: "16", gpu: "NVIDIA GeForce RTX 3070 / AMD Radeon RX 6800", dx: 12 },
  },
];
const INDIE_TIER = {
  gb: 5,
  min: { os: "Windows 10 64-bit", cpu: "Intel Core 2 Duo 2.4 GHz / AMD Athlon II X2", ram: "4", gpu: "Intel HD Graphics 620 / NVIDIA GeForce GT 730", dx: 11 },
  rec: { os: "Windows 10/11 64-bit", cpu: "Intel Core i5-4460 / AMD Ryzen 3 1200", ram: "8", gpu: "NVIDIA GeForce GTX 750 Ti / AMD Radeon R7 260X", dx: 11 },
};

const LABELS = {
  en: { min: "Minimum:", rec: "Recommended:", os: "OS", cpu: "Processor", ram: "Memory", gpu: "Graphics", dx: "DirectX", storage: "Storage" },
  it: { min: "Requisiti minimi:", rec: "Requisiti consigliati:", os: "Sistema operativo", cpu: "Processore", ram: "Memoria", gpu: "Scheda video", dx: "DirectX", storage: "Spazio su disco" },
};

/** Italian for the hardware phrases used in requirements; the rest is brand names. */
const HARDWARE_IT: Record<string, string> = {
  "32-bit or 64-bit PC": "PC a 32 o 64 bit",
  "64-bit PC": "PC a 64 bit",
  "64-bit PC with UEFI and Secure Boot, TPM 2.0": "PC a 64 bit con UEFI e Secure Boot, TPM 2.0",
  "1 GHz or faster": "1 GHz o superiore",
  "1 GHz or faster, 2 or more cores, compatible 64-bit processor": "processore a 64 bit compatibile, 1 GHz o superiore, almeno 2 core",
  "Dual-core 2 GHz or faster": "dual-core da 2 GHz o superiore",
  "Dual-core 2 GHz": "dual-core da 2 GHz",
  "DirectX 9 or later with WDDM 1.0 driver": "DirectX 9 o successivo con driver WDDM 1.0",
  "DirectX 12 with WDDM 2.0 driver": "DirectX 12 con driver WDDM 2.0",
  "DirectX 12 compatible with WDDM 2.0 driver": "compatibile DirectX 12 con driver WDDM 2.0",
  "Intel Core 8th gen / AMD Ryzen 2000 or newer": "Intel Core di 8ª generazione / AMD Ryzen 2000 o successivi",
  "64-bit server": "server a 64 bit",
  "64-bit server with TPM 2.0 and Secure Boot": "server a 64 bit con TPM 2.0 e Secure Boot",
  "1.4 GHz 64-bit processor with SSE4.2": "processore a 64 bit da 1,4 GHz con SSE4.2",
  "2 GHz 8-core processor": "processore a 8 core da 2 GHz",
  "macOS (one of the three most recent versions)": "macOS (una delle tre versioni più recenti)",
  "macOS (latest version)": "macOS (ultima versione)",
  "Intel or Apple silicon": "Intel o Apple silicon",
  "1.6 GHz dual-core": "dual-core da 1,6 GHz",
  "2 GHz quad-core": "quad-core da 2 GHz",
  "Multi-core Intel or AMD with AVX2, or Apple silicon": "Intel o AMD multi-core con AVX2, oppure Apple silicon",
  "GPU with DirectX 12 or Metal support and 2 GB of VRAM": "GPU con supporto DirectX 12 o Metal e 2 GB di VRAM",
  "GPU with 4 GB of VRAM": "GPU con 4 GB di VRAM",
  "Intel Core i7 / AMD Ryzen 7 / Apple M2 or newer": "Intel Core i7 / AMD Ryzen 7 / Apple M2 o successivi",
  "OpenGL 3.3 compatible": "compatibile OpenGL 3.3",
  "Dedicated GPU with 2 GB of VRAM": "GPU dedicata con 2 GB di VRAM",
  "Apple M-series or Intel Core i5": "Apple serie M o Intel Core i5",
  "Apple M2 or newer": "Apple M2 o successivi",
  "Windows 10 or Windows 11 (32 or 64-bit)": "Windows 10 o Windows 11 (32 o 64 bit)",
};

function hardware(text: string, lang: Lang): string {
  if (lang === "en") return text;
  return HARDWARE_IT[text] ?? text.replace(/ 64-bit/g, " a 64 bit").replace(/ or later/g, " o successivo").replace(/ or /g, " o ");
}

function specLines(s: Spec, lang: Lang): string[] {
  const L = LABELS[lang];
  const lines = [`${L.os}: ${hardware(s.os, lang)}`, `${L.cpu}: ${hardware(s.cpu, lang)}`, `${L.ram}: ${s.ram} GB${lang === "en" ? " RAM" : " di RAM"}`];
  if (s.gpu) lines.push(`${L.gpu}: ${hardware(s.gpu, lang)}`);
  if (s.dx) lines.push(`${L.dx}: ${lang === "en" ? "Version" : "versione"} ${s.dx}`);
  lines.push(`${L.storage}: ${s.storage}`);
  for (const [en, it] of s.extra ?? []) lines.push(lang === "en" ? en : it);
  return lines;
}

const storage = (gb: number, lang: Lang, ssd = false) =>
  lang === "en" ? `${gb} GB available space${ssd ? " (SSD)" : ""}` : `${gb} GB disponibili${ssd ? " (SSD)" : ""}`;

function gameRequirements(spec: ProductSpec, lang: Lang): string {
  const y = Number(year(spec) ?? 2020);
  const indie = spec.genres.includes("indie") || spec.platform.slug === "keymarket";
  const tier = indie ? INDIE_TIER : GAME_TIERS.find((t) => y <= t.until)!;
  const gb = spec.gb ?? tier.gb;
  const ssd = "ssd" in tier && !!tier.ssd;
  const L = LABELS[lang];
  return [
    L.min,
    ...specLines({ ...tier.min, storage: storage(gb, lang) }, lang),
    L.rec,
    ...specLines({ ...tier.rec, storage: storage(gb, lang, ssd) }, lang),
  ].join("\n");
}

type Req = { min: Spec; rec: Spec };
const internet: [string, string] = ["Internet: required for activation and updates", "Internet: necessario per attivazione e aggiornamenti"];

function softwareRequirementSpecs(spec: ProductSpec, lang: Lang): Req {
  const kind = spec.software!.kind;
  const win11 = /Windows 11/.test(spec.title.en);
  const mac = /Mac/.test(spec.variant?.en ?? "");
  switch (kind) {
    case "windows":
      return win11
        ? {
            min: { os: "64-bit PC with UEFI and Secure Boot, TPM 2.0", cpu: "1 GHz or faster, 2 or more cores, compatible 64-bit processor", ram: "4", gpu: "DirectX 12 compatible with WDDM 2.0 driver", storage: storage(64, lang) },
            rec: { os: "64-bit PC with UEFI and Secure Boot, TPM 2.0", cpu: "Intel Core 8th gen / AMD Ryzen 2000 or newer", ram: "8", gpu: "DirectX 12 compatible with WDDM 2.0 driver", storage: storage(128, lang, true) },
          }
        : {
            min: { os: "32-bit or 64-bit PC", cpu: "1 GHz or faster", ram: "2", gpu: "DirectX 9 or later with WDDM 1.0 driver", storage: storage(32, lang) },
            rec: { os: "64-bit PC", cpu: "Dual-core 2 GHz or faster", ram: "4", gpu: "DirectX 12 with WDDM 2.0 driver", storage: storage(64, lang, true) },
          };
    case "server":
      return {
        min: { os: "64-bit server", cpu: "1.4 GHz 64-bit processor with SSE4.2", ram: "2", storage: storage(32, lang), extra: [["Network: Gigabit Ethernet adapter", "Rete: scheda Ethernet Gigabit"]] },
        rec: { os: "64-bit server with TPM 2.0 and Secure Boot", cpu: "2 GHz 8-core processor", ram: "16", storage: storage(128, lang, true), extra: [["Network: Gigabit Ethernet adapter", "Rete: scheda Ethernet Gigabit"]] },
      };
    case "office":
    case "office-mac":
    case "m365":
      return mac
        ? {
            min: { os: "macOS (one of the three most recent versions)", cpu: "Intel or Apple silicon", ram: "4", storage: storage(10, lang) },
            rec: { os: "macOS (latest version)", cpu: "Apple silicon", ram: "8", storage: storage(10, lang, true), extra: [internet] },
          }
        : {
            min: { os: "Windows 10 or Windows 11", cpu: "1.6 GHz dual-core", ram: "4", storage: storage(4, lang), extra: [["Display: 1280×768", "Schermo: 1280×768"]] },
            rec: { os: "Windows 11", cpu: "2 GHz quad-core", ram: "8", storage: storage(10, lang, true), extra: [internet] },
          };
    case "antivirus":
    case "vpn":
    case "password":
      return {
        min: { os: "Windows 10/11, macOS 12 or later, Android 9 or later, iOS 15 or later", cpu: "1 GHz", ram: "2", storage: storage(2, lang), extra: [internet] },
        rec: { os: "Windows 11, macOS 14 or later, Android 12 or later, iOS 17 or later", cpu: "Dual-core 2 GHz", ram: "4", storage: storage(4, lang, true), extra: [internet] },
      };
    case "creativity":
    case "video":
    case "audio":
      return {
        min: { os: "Windows 10 64-bit or macOS 13 or later", cpu: "Multi-core Intel or AMD with AVX2, or Apple silicon", ram: "8", gpu: "GPU with DirectX 12 or Metal support and 2 GB of VRAM", storage: storage(10, lang) },
        rec: { os: "Windows 11 64-bit or macOS 14 or later", cpu: "Intel Core i7 / AMD Ryzen 7 / Apple M2 or newer", ram: "16", gpu: "GPU with 4 GB of VRAM", storage: storage(20, lang, true), extra: [["Display: 1920×1080", "Schermo: 1920×1080"]] },
      };
    case "gamedev":
      return {
        min: { os: "Windows 10 64-bit or macOS 12 or later", cpu: "Intel Core i3 / AMD Ryzen 3", ram: "4", gpu: "OpenGL 3.3 compatible", storage: storage(2, lang) },
        rec: { os: "Windows 11 64-bit or macOS 14 or later", cpu: "Intel Core i5 / AMD Ryzen 5", ram: "8", gpu: "Dedicated GPU with 2 GB of VRAM", storage: storage(4, lang, true) },
      };
    case "utility":
      return {
        min: { os: "Windows 10 or Windows 11 (32 or 64-bit)", cpu: "1 GHz", ram: "2", storage: storage(1, lang) },
        rec: { os: "Windows 11 64-bit", cpu: "Dual-core 2 GHz", ram: "4", storage: storage(2, lang, true) },
      };
    case "mac-utility":
      return {
        min: { os: "macOS Sonoma 14 or later", cpu: "Apple M-series or Intel Core i5", ram: "8", storage: lang === "en" ? "600 MB for the app plus 16 GB for Windows" : "600 MB per l'app più 16 GB per Windows" },
        rec: { os: "macOS Sequoia 15", cpu: "Apple M2 or newer", ram: "16", storage: storage(64, lang, true) },
      };
  }
}

function requirements(spec: ProductSpec, lang: Lang): string {
  if (spec.kind === "game") return spec.platform.pc ? gameRequirements(spec, lang) : "";
  if (spec.kind !== "software") return "";
  const { min, rec } = softwareRequirementSpecs(spec, lang);
  const L = LABELS[lang];
  return [L.min, ...specLines(min, lang), L.rec, ...specLines(rec, lang)].join("\n");
}

const TYPE_WORDS: Record<ProductSpec["kind"], L10n> = {
  game: { en: "game key, cd key, digital download", it: "chiave gioco, cd key, download digitale" },
  software: { en: "licence key, product key, software", it: "chiave di licenza, product key, software" },
  card: { en: "gift card, top-up, prepaid code", it: "carta regalo, ricarica, codice prepagato" },
  subscription: { en: "subscription, membership, prepaid code", it: "abbonamento, iscrizione, codice prepagato" },
  account: { en: "account, login, digital account", it: "account, accesso, account digitale" },
};

function instructions(spec: ProductSpec, lang: Lang, name: string): string {
  const en = lang === "en";
  const url = spec.subscription?.urlDelivery
    ? en
      ? " Some sellers deliver a redeem link instead of a code: open it while signed in."
      : " Alcuni venditori consegnano un link di riscatto al posto del codice: aprilo dopo aver effettuato l'accesso."
    : "";
  switch (spec.kind) {
    case "game":
      return en
        ? `Redeem the code ${spec.redeem.en} to add ${name} to your library. ${spec.platform.family === "console" ? "The download starts automatically on your console." : "Then install the game from the launcher."}`
        : `Riscatta il codice ${spec.redeem.it} per aggiungere ${name} alla tua libreria. ${spec.platform.family === "console" ? "Il download parte automaticamente sulla console." : "Poi installa il gioco dal launcher."}`;
    case "software":
      return en
        ? `Activate ${name} ${spec.redeem.en}. Keep the key: you will need it again if you reinstall.`
        : `Attiva ${name} ${spec.redeem.it}. Conserva il codice: ti servirà di nuovo in caso di reinstallazione.`;
    case "card":
      return en
        ? `Redeem the code ${spec.redeem.en}. The ${spec.card!.face.en} balance is credited immediately.`
        : `Riscatta il codice ${spec.redeem.it}. Il saldo di ${spec.card!.face.it} viene accreditato subito.`;
    case "subscription":
      return en
        ? `Redeem the code ${spec.redeem.en}. The membership time starts as soon as the code is redeemed.${url}`
        : `Riscatta il codice ${spec.redeem.it}. Il periodo di abbonamento inizia appena il codice viene riscattato.${url}`;
    case "account":
      return en
        ? `Sign in to ${spec.platform.name === "KeyMarket" ? "the service" : spec.platform.name} with the credentials you receive, then change the password and recovery email straight away.`
        : `Accedi a ${spec.platform.name === "KeyMarket" ? "il servizio" : spec.platform.name} con le credenziali ricevute, poi cambia subito password ed email di recupero.`;
  }
}

/** Shortens a sentence at a word boundary so it fits `max` characters. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/** Both translations of a product. */
export function productTexts(spec: ProductSpec): Record<Locale, ProductText> {
  const out = {} as Record<Locale, ProductText>;
  for (const lang of ["en", "it"] as const) {
    const en = lang === "en";
    const name = productName(spec, lang);
    const paragraphs =
      spec.kind === "game"
        ? gameDescription(spec, lang, name)
        : spec.kind === "software"
          ? softwareDescription(spec, lang)
          : spec.kind === "card"
            ? cardDescription(spec, lang)
            : spec.kind === "subscription"
              ? subscriptionDescription(spec, lang)
              : accountDescription(spec, lang);
    const keyWord = spec.kind === "game" || spec.kind === "software";
    const bare = name.replace(regionSuffix(spec, lang), "");
    const titled = en ? `Buy ${bare}${keyWord ? " key" : ""}${regionSuffix(spec, lang)}` : `Acquista ${name}`;
    let metaTitle = `${titled} – ${en ? "best price" : "miglior prezzo"} | KeyMarket`;
    if (metaTitle.length > 70 || spec.region !== Region.GLOBAL) metaTitle = `${titled} | KeyMarket`;
    const activation = en ? `activation ${REGION_IN[spec.region].en}` : `attivazione ${REGION_IN[spec.region].it}`;
    const metaCandidates = en
      ? [
          `Buy ${name} at the best price on KeyMarket: compare verified sellers, get instant delivery and ${activation}.`,
          `Buy ${name} at the best price on KeyMarket: verified sellers, instant delivery, ${activation}.`,
          `${name} at the best price on KeyMarket, with instant delivery.`,
        ]
      : [
          `Compra ${name} al miglior prezzo su KeyMarket: confronta venditori verificati, consegna immediata e ${activation}.`,
          `Compra ${name} al miglior prezzo su KeyMarket: venditori verificati, consegna immediata, ${activation}.`,
          `${name} al miglior prezzo su KeyMarket, con consegna immediata.`,
        ];
    const metaDescription = fit(metaCandidates.find((m) => m.length <= 160) ?? metaCandidates[metaCandidates.length - 1]!, 160);
    const leafName = LEAF_CATEGORIES.get(spec.leaf)!.leaf[lang].name;
    const genreNames = spec.genres.length ? spec.genres.map((g) => GENRE_NAMES[g][lang]) : [leafName];
    const keywords = [
      spec.title[lang].toLowerCase(),
      ...genreNames.map((g) => g.toLowerCase()),
      leafName.toLowerCase(),
      spec.publisher,
      spec.manufacturer,
      spec.platform.name,
      REGION_NAME[spec.region][lang].toLowerCase(),
      ...(spec.edition && spec.edition !== "Standard" ? [EDITION_LABELS[spec.edition][lang].toLowerCase()] : []),
      ...TYPE_WORDS[spec.kind][lang].split(", "),
    ];
    const plainName = bare;
    const heading =
      spec.kind === "game"
        ? en
          ? `${spec.title.en}${spec.variant ? ` ${spec.variant.en}` : ""} ${platformLabel(spec)} Key`
          : `Chiave ${spec.title.it}${spec.variant ? ` ${spec.variant.it}` : ""} ${platformLabel(spec)}`
        : spec.kind === "software"
          ? en
            ? `${plainName} Key`
            : `Chiave ${plainName}`
          : spec.kind === "account"
            ? plainName
            : en
              ? `${plainName} Code`
              : `Codice ${plainName}`;
    out[lang as Locale] = {
      name,
      slug: productSlug(spec, lang),
      description: paragraphs.join("\n\n"),
      descriptionShort: shortDescription(spec, lang, name),
      metaTitle,
      metaDescription,
      metaKeywords: [...new Set(keywords)].join(", "),
      requirements: requirements(spec, lang),
      instructions: instructions(spec, lang, name),
      alt: en ? `Cover art of ${name}` : `Copertina di ${name}`,
      title: heading + (spec.region === Region.GLOBAL ? "" : ` (${REGION_NAME[spec.region][lang]})`),
      genres: genreNames,
    };
  }
  return out;
}

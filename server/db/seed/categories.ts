/**
 * The category tree (four roots, each with leaf children) and the macrocategories that
 * group them in menus. Slugs are translated, lowercase and never a reserved first segment.
 */
import { RootCategory } from "../../common/enums.js";

export interface LocalizedCategory {
  name: string;
  slug: string;
  /** Two sentences for the category page. */
  description: string;
}

export interface CategoryDef {
  /** Stable key used by the catalogue data ("action", "antivirus" …). */
  key: string;
  en: LocalizedCategory;
  it: LocalizedCategory;
}

export interface RootDef extends CategoryDef {
  key: RootCategory;
  macro: { en: { name: string; slug: string }; it: { name: string; slug: string } };
  children: readonly CategoryDef[];
}

const c = (key: string, en: LocalizedCategory, it: LocalizedCategory): CategoryDef => ({ key, en, it });

/** Roots in menu order, each with its leaves in menu order. */
export const CATEGORY_TREE: readonly RootDef[] = [
  {
    key: RootCategory.games,
    en: {
      name: "Games",
      slug: "games",
      description:
        "Digital game keys for Steam, PlayStation, Xbox, Nintendo Switch and every major PC launcher. Compare offers from verified sellers and start playing minutes after checkout.",
    },
    it: {
      name: "Giochi",
      slug: "giochi",
      description:
        "Chiavi digitali di giochi per Steam, PlayStation, Xbox, Nintendo Switch e tutti i principali launcher per PC. Confronta le offerte dei venditori verificati e inizia a giocare pochi minuti dopo l'acquisto.",
    },
    macro: { en: { name: "Video games", slug: "video-games" }, it: { name: "Videogiochi", slug: "videogiochi" } },
    children: [
      c(
        "action",
        { name: "Action", slug: "action", description: "Fast-paced action games, from souls-likes and hack-and-slash brawlers to open-world adventures. Sharp reflexes required." },
        { name: "Azione", slug: "azione", description: "Giochi d'azione dal ritmo serrato, dai souls-like e picchiaduro hack-and-slash alle avventure open world. Servono riflessi pronti." },
      ),
      c(
        "adventure",
        { name: "Adventure", slug: "adventure", description: "Story-driven adventures, exploration and survival games to lose yourself in. Discover new worlds at your own pace." },
        { name: "Avventura", slug: "avventura", description: "Avventure guidate dalla trama, esplorazione e giochi di sopravvivenza in cui perdersi. Scopri nuovi mondi con i tuoi tempi." },
      ),
      c(
        "rpg",
        { name: "RPG", slug: "rpg", description: "Role-playing games with deep stories, character builds and huge worlds. From classic party RPGs to online MMOs." },
        { name: "GDR", slug: "gdr", description: "Giochi di ruolo con trame profonde, build dei personaggi e mondi sconfinati. Dai classici GDR a party fino agli MMO online." },
      ),
      c(
        "shooter",
        { name: "Shooter", slug: "shooter", description: "First- and third-person shooters: competitive multiplayer, co-op missions and cinematic campaigns. Lock and load." },
        { name: "Sparatutto", slug: "sparatutto", description: "Sparatutto in prima e terza persona: multigiocatore competitivo, missioni cooperative e campagne cinematografiche. Carica e spara." },
      ),
      c(
        "strategy",
        { name: "Strategy", slug: "strategy", description: "Grand strategy, 4X, real-time and turn-based tactics. Build empires, plan every move and outsmart your rivals." },
        { name: "Strategia", slug: "strategia", description: "Grande strategia, 4X, tattici in tempo reale e a turni. Costruisci imperi, pianifica ogni mossa e supera in astuzia i rivali." },
      ),
      c(
        "sports",
        { name: "Sports", slug: "sports", description: "Football, basketball, fighting and management games with the latest official licences. Play the season your way." },
        { name: "Sport", slug: "sport", description: "Calcio, basket, combattimento e manageriali con le licenze ufficiali più recenti. Gioca la stagione a modo tuo." },
      ),
      c(
        "racing",
        { name: "Racing", slug: "racing", description: "Arcade racers and demanding simulators, on track, off road and through open worlds. Find your racing line." },
        { name: "Corse", slug: "corse", description: "Racing arcade e simulatori impegnativi, in pista, fuoristrada e in mondi aperti. Trova la tua traiettoria ideale." },
      ),
      c(
        "simulation",
        { name: "Simulation", slug: "simulation", description: "Flight, truck, farming and city-building simulators that recreate real life in detail. Relaxing or demanding, you choose." },
        { name: "Simulazione", slug: "simulazione", description: "Simulatori di volo, di camion, agricoli e city builder che ricreano la realtà nei dettagli. Rilassanti o impegnativi, scegli tu." },
      ),
      c(
        "indie",
        { name: "Indie", slug: "indie", description: "Award-winning games from independent studios: roguelikes, platformers, cosy farms and unforgettable stories. Small teams, big ideas." },
        { name: "Indie", slug: "indie", description: "Giochi pluripremiati di studi indipendenti: roguelike, platform, fattorie rilassanti e storie indimenticabili. Team piccoli, grandi idee." },
      ),
    ],
  },
  {
    key: RootCategory.softwares,
    en: {
      name: "Software",
      slug: "softwares",
      description:
        "Genuine licences for Windows, Microsoft Office, antivirus, VPN and creative software. Activation keys delivered instantly, with step-by-step instructions.",
    },
    it: {
      name: "Software",
      slug: "software",
      description:
        "Licenze originali per Windows, Microsoft Office, antivirus, VPN e software creativi. Codici di attivazione consegnati subito, con istruzioni passo per passo.",
    },
    macro: { en: { name: "Software", slug: "software" }, it: { name: "Software", slug: "software" } },
    children: [
      c(
        "operating-systems",
        { name: "Operating systems", slug: "operating-systems", description: "Windows 10 and Windows 11 licences for home, work and school, plus Windows Server. OEM and retail keys for a clean install or an upgrade." },
        { name: "Sistemi operativi", slug: "sistemi-operativi", description: "Licenze Windows 10 e Windows 11 per casa, lavoro e scuola, oltre a Windows Server. Chiavi OEM e retail per un'installazione pulita o un aggiornamento." },
      ),
      c(
        "office",
        { name: "Office", slug: "office", description: "Microsoft Office perpetual licences and Microsoft 365 subscriptions: Word, Excel, PowerPoint, Outlook and more. For home, students and business." },
        { name: "Ufficio", slug: "ufficio", description: "Licenze perpetue di Microsoft Office e abbonamenti Microsoft 365: Word, Excel, PowerPoint, Outlook e altro. Per casa, studenti e aziende." },
      ),
      c(
        "antivirus",
        { name: "Antivirus & security", slug: "antivirus-security", description: "Antivirus and internet security suites from Kaspersky, Norton, Bitdefender, ESET and McAfee. Protect every device in the family." },
        { name: "Antivirus e sicurezza", slug: "antivirus-sicurezza", description: "Antivirus e suite di sicurezza di Kaspersky, Norton, Bitdefender, ESET e McAfee. Proteggi tutti i dispositivi della famiglia." },
      ),
      c(
        "vpn",
        { name: "VPN & privacy", slug: "vpn-privacy", description: "VPN subscriptions and privacy tools: NordVPN, Surfshark, ExpressVPN and more. Browse privately and safely on public Wi-Fi." },
        { name: "VPN e privacy", slug: "vpn-e-privacy", description: "Abbonamenti VPN e strumenti per la privacy: NordVPN, Surfshark, ExpressVPN e altri. Naviga in modo riservato e sicuro anche sul Wi-Fi pubblico." },
      ),
      c(
        "creativity",
        { name: "Creativity", slug: "creativity", description: "Software for photo and video editing, illustration, music production and game making. Tools for creators at every level." },
        { name: "Creatività", slug: "creativita", description: "Software per fotoritocco e montaggio video, illustrazione, produzione musicale e creazione di videogiochi. Strumenti per creativi di ogni livello." },
      ),
      c(
        "utilities",
        { name: "Utilities", slug: "utilities", description: "Backup, cleanup, data recovery, compression and virtualisation tools. Keep your computer fast, tidy and safe." },
        { name: "Utilità", slug: "utilita", description: "Strumenti per backup, pulizia, recupero dati, compressione e virtualizzazione. Mantieni il computer veloce, ordinato e al sicuro." },
      ),
    ],
  },
  {
    key: RootCategory.cards,
    en: {
      name: "Gift cards",
      slug: "cards",
      description:
        "Gift cards, wallet top-ups and subscriptions for Steam, PlayStation, Xbox, Nintendo, Amazon, Google Play and more. The perfect last-minute gift, delivered by email.",
    },
    it: {
      name: "Carte regalo",
      slug: "carte-regalo",
      description:
        "Carte regalo, ricariche del portafoglio e abbonamenti per Steam, PlayStation, Xbox, Nintendo, Amazon, Google Play e altro. Il regalo perfetto dell'ultimo minuto, consegnato via email.",
    },
    macro: {
      en: { name: "Gift cards & top-ups", slug: "gift-cards-top-ups" },
      it: { name: "Carte regalo e ricariche", slug: "carte-regalo-e-ricariche" },
    },
    children: [
      c(
        "gaming-cards",
        { name: "Gaming gift cards", slug: "gaming-gift-cards", description: "Wallet codes for Steam, PlayStation Store, Xbox and Nintendo eShop, plus in-game currencies like V-Bucks and Shark Cards. Check the region before you buy." },
        { name: "Carte regalo gaming", slug: "carte-regalo-gaming", description: "Codici portafoglio per Steam, PlayStation Store, Xbox e Nintendo eShop, oltre a valute di gioco come V-Bucks e Shark Card. Controlla la regione prima di acquistare." },
      ),
      c(
        "store-cards",
        { name: "Store gift cards", slug: "store-gift-cards", description: "Gift cards for Amazon, Google Play, Apple, Netflix and other online stores. A flexible present for any occasion." },
        { name: "Carte regalo negozi", slug: "carte-regalo-negozi", description: "Carte regalo per Amazon, Google Play, Apple, Netflix e altri negozi online. Un regalo flessibile per ogni occasione." },
      ),
      c(
        "subscriptions",
        { name: "Subscriptions", slug: "subscriptions", description: "Game Pass, PlayStation Plus, Nintendo Switch Online, EA Play, Ubisoft+ and streaming memberships. Top up months at a discount." },
        { name: "Abbonamenti", slug: "abbonamenti", description: "Game Pass, PlayStation Plus, Nintendo Switch Online, EA Play, Ubisoft+ e abbonamenti di streaming. Aggiungi mesi a prezzo scontato." },
      ),
    ],
  },
  {
    key: RootCategory.accounts,
    en: {
      name: "Accounts",
      slug: "accounts",
      description:
        "Ready-to-play game and platform accounts with full access: you receive the login and password straight after purchase. Change the credentials and make it yours.",
    },
    it: {
      name: "Account digitali",
      slug: "account-digitali",
      description:
        "Account di gioco e di piattaforma pronti all'uso con accesso completo: ricevi login e password subito dopo l'acquisto. Cambia le credenziali e rendilo tuo.",
    },
    macro: { en: { name: "Accounts", slug: "accounts" }, it: { name: "Account", slug: "account-digitali" } },
    children: [
      c(
        "game-accounts",
        { name: "Game accounts", slug: "game-accounts", description: "Accounts that already own a specific game, such as Minecraft, GTA V or Final Fantasy XIV. Sign in and play right away." },
        { name: "Account di gioco", slug: "account-di-gioco", description: "Account che possiedono già un gioco specifico, come Minecraft, GTA V o Final Fantasy XIV. Accedi e gioca subito." },
      ),
      c(
        "platform-accounts",
        { name: "Platform accounts", slug: "platform-accounts", description: "Steam, Epic Games, EA and streaming accounts with a library or membership included. Great value for building a collection." },
        { name: "Account piattaforma", slug: "account-piattaforma", description: "Account Steam, Epic Games, EA e di streaming con libreria o abbonamento inclusi. Un ottimo affare per costruire una collezione." },
      ),
    ],
  },
];

/** Leaf categories by key, with their root. */
export const LEAF_CATEGORIES: ReadonlyMap<string, { leaf: CategoryDef; root: RootDef }> = new Map(
  CATEGORY_TREE.flatMap((root) => root.children.map((leaf) => [leaf.key, { leaf, root }] as const)),
);

/** Meta title and description of a category page in one language. */
export function categoryMeta(cat: LocalizedCategory, locale: "en" | "it"): { metaTitle: string; metaDescription: string } {
  const firstSentence = cat.description.split(/(?<=\.)\s/)[0] ?? cat.description;
  return locale === "en"
    ? {
        metaTitle: `${cat.name} – digital keys at the best price | KeyMarket`,
        metaDescription: `${firstSentence} Instant delivery from verified sellers on KeyMarket.`,
      }
    : {
        metaTitle: `${cat.name} – chiavi digitali al miglior prezzo | KeyMarket`,
        metaDescription: `${firstSentence} Consegna immediata da venditori verificati su KeyMarket.`,
      };
}

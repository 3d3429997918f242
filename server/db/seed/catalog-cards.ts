/**
 * Gift cards (wallet top-ups, in-game currencies, store cards) and subscriptions of the demo
 * catalogue. Face values are in the card's own currency; regions follow where the card works.
 */
import { Region } from "../../common/enums.js";
import type { CardLine, CardValue, Currency, L10n, SubscriptionLine } from "./catalog-data.js";

const { EUROPE, NORTH_AMERICA, UNITED_KINGDOM, ITALY, GLOBAL } = Region;

const v = (amount: number, currency: Currency, region: Region, platform?: string): CardValue & { platform?: string } => ({ amount, currency, region, platform });
const custom = (en: string, it: string, faceEur: number, region: Region = GLOBAL, worth?: L10n): CardValue => ({ label: { en, it }, faceEur, region, worth });

const AMAZON_REDEEM: L10n = {
  en: "on Amazon under Your Account → Gift Cards → Redeem a Gift Card",
  it: "su Amazon da Il mio account → Buoni regalo → Riscatta un buono regalo",
};

/** Gift card lines; a value may move to another platform of the same family (PSN cards). */
export const CARDS: readonly (CardLine & { values: (CardValue & { platform?: string })[] })[] = [
  {
    name: { en: "Steam Wallet Gift Card {v}", it: "Carta regalo Steam Wallet {v}" },
    leaf: "gaming-cards", platform: "steam", publisher: "Valve", color: "#1b2838",
    redeem: {
      en: "at store.steampowered.com/account/redeemwalletcode, or in the Steam client under your account name → Account details → Add funds",
      it: "su store.steampowered.com/account/redeemwalletcode, oppure nel client Steam dal nome dell'account → Dettagli account → Aggiungi fondi",
    },
    blurb: { en: "The easiest way to add funds to a Steam account, for yourself or as a gift.", it: "Il modo più semplice per aggiungere fondi a un account Steam, per te o come regalo." },
    usage: { en: "games, DLC, software and in-game items on the Steam store", it: "giochi, DLC, software e oggetti di gioco sullo store di Steam" },
    values: [v(5, "EUR", EUROPE), v(10, "EUR", EUROPE), v(20, "EUR", EUROPE), v(50, "EUR", EUROPE), v(100, "EUR", EUROPE), v(20, "USD", NORTH_AMERICA), v(50, "USD", NORTH_AMERICA), v(10, "GBP", UNITED_KINGDOM), v(20, "GBP", UNITED_KINGDOM)],
  },
  {
    name: { en: "PlayStation Store Gift Card {v}", it: "Carta regalo PlayStation Store {v}" },
    leaf: "gaming-cards", platform: "ps5", publisher: "Sony Interactive Entertainment", color: "#003087",
    blurb: { en: "Top up your PlayStation wallet without a credit card.", it: "Ricarica il portafoglio PlayStation senza carta di credito." },
    usage: { en: "PS5 and PS4 games, add-ons and PlayStation Plus on PlayStation Store", it: "giochi PS5 e PS4, contenuti aggiuntivi e PlayStation Plus sul PlayStation Store" },
    values: [v(10, "EUR", ITALY), v(20, "EUR", ITALY), v(50, "EUR", ITALY), v(100, "EUR", ITALY), v(10, "GBP", UNITED_KINGDOM, "ps4"), v(20, "GBP", UNITED_KINGDOM, "ps4"), v(50, "GBP", UNITED_KINGDOM, "ps4"), v(20, "USD", NORTH_AMERICA, "ps3"), v(10, "USD", NORTH_AMERICA, "ps-vita")],
  },
  {
    name: { en: "Xbox Gift Card {v}", it: "Carta regalo Xbox {v}" },
    leaf: "gaming-cards", platform: "xbox-series", publisher: "Microsoft", color: "#107c10",
    blurb: { en: "Credit for the Microsoft Store on Xbox and Windows.", it: "Credito per il Microsoft Store su Xbox e Windows." },
    usage: { en: "games, add-ons, films and Game Pass on the Microsoft Store", it: "giochi, contenuti aggiuntivi, film e Game Pass sul Microsoft Store" },
    values: [v(15, "EUR", ITALY), v(25, "EUR", ITALY), v(50, "EUR", ITALY), v(25, "USD", NORTH_AMERICA, "xbox-one"), v(15, "GBP", UNITED_KINGDOM, "xbox-one"), v(10, "EUR", EUROPE, "xbox-one")],
  },
  {
    name: { en: "Nintendo eShop Card {v}", it: "Nintendo eShop Card {v}" },
    leaf: "gaming-cards", platform: "nintendo-switch", publisher: "Nintendo", color: "#e60012",
    blurb: { en: "Add funds to your Nintendo Account in seconds.", it: "Aggiungi fondi al tuo account Nintendo in pochi secondi." },
    usage: { en: "Nintendo Switch games, DLC and Nintendo Switch Online on Nintendo eShop", it: "giochi Nintendo Switch, DLC e Nintendo Switch Online sul Nintendo eShop" },
    values: [v(15, "EUR", EUROPE), v(25, "EUR", EUROPE), v(50, "EUR", EUROPE), v(25, "GBP", UNITED_KINGDOM), v(20, "USD", NORTH_AMERICA)],
  },
  {
    name: { en: "Fortnite {v} Gift Card", it: "Carta regalo Fortnite {v}" },
    leaf: "gaming-cards", platform: "epic-games", publisher: "Epic Games", color: "#2f6fed",
    redeem: { en: "at fortnite.com/vbuckscard with your Epic Games account", it: "su fortnite.com/vbuckscard con il tuo account Epic Games" },
    blurb: { en: "V-Bucks for Fortnite on every platform where you play with your Epic Games account.", it: "V-Bucks per Fortnite su tutte le piattaforme in cui giochi con il tuo account Epic Games." },
    usage: { en: "outfits, emotes, the Battle Pass and other Fortnite items", it: "costumi, emote, il Pass battaglia e altri oggetti di Fortnite" },
    values: [custom("1,000 V-Bucks", "1.000 V-Bucks", 8.99), custom("2,800 V-Bucks", "2.800 V-Bucks", 22.99), custom("5,000 V-Bucks", "5.000 V-Bucks", 36.99), custom("13,500 V-Bucks", "13.500 V-Bucks", 89.99)],
  },
  {
    name: { en: "GTA Online: {v}", it: "GTA Online: {v}" },
    leaf: "gaming-cards", platform: "rockstar", publisher: "Rockstar Games", color: "#fcaf17",
    blurb: { en: "In-game GTA$ for Grand Theft Auto Online on PC.", it: "GTA$ di gioco per Grand Theft Auto Online su PC." },
    usage: { en: "properties, vehicles, weapons and businesses in GTA Online", it: "proprietà, veicoli, armi e attività in GTA Online" },
    values: [
      custom("Tiger Shark Card", "Tiger Shark Card", 3.99, GLOBAL, { en: "GTA$200,000", it: "GTA$ 200.000" }),
      custom("Great White Shark Card", "Great White Shark Card", 17.99, GLOBAL, { en: "GTA$1,250,000", it: "GTA$ 1.250.000" }),
      custom("Megalodon Shark Card", "Megalodon Shark Card", 74.99, GLOBAL, { en: "GTA$8,000,000", it: "GTA$ 8.000.000" }),
    ],
  },
  {
    name: { en: "NCSOFT {v} Card", it: "Carta NCSOFT {v}" },
    leaf: "gaming-cards", platform: "ncsoft", publisher: "NCSoft", color: "#3bc3d3",
    blurb: { en: "NCoin for the NCSOFT store, shared by Aion, Blade & Soul and Lineage II.", it: "NCoin per lo store NCSOFT, valide per Aion, Blade & Soul e Lineage II." },
    usage: { en: "memberships, cosmetics and convenience items in NCSOFT games", it: "abbonamenti, oggetti estetici e oggetti utili nei giochi NCSOFT" },
    values: [custom("1,000 NCoin", "1.000 NCoin", 11.99, NORTH_AMERICA), custom("2,000 NCoin", "2.000 NCoin", 23.99, NORTH_AMERICA), custom("4,000 NCoin", "4.000 NCoin", 47.99, NORTH_AMERICA)],
  },
  {
    name: { en: "Roblox Gift Card {v}", it: "Carta regalo Roblox {v}" },
    leaf: "gaming-cards", platform: "keymarket", publisher: "Roblox Corporation", color: "#e2231a",
    redeem: { en: "at roblox.com/redeem while signed in", it: "su roblox.com/redeem dopo aver effettuato l'accesso" },
    blurb: { en: "Robux or a Premium membership for Roblox, plus an exclusive virtual item.", it: "Robux o un abbonamento Premium per Roblox, più un oggetto virtuale esclusivo." },
    usage: { en: "Robux, avatar items and experiences on Roblox", it: "Robux, oggetti per l'avatar ed esperienze su Roblox" },
    values: [v(10, "EUR", EUROPE), v(25, "EUR", EUROPE)],
  },
  {
    name: { en: "Razer Gold Gift Card {v}", it: "Carta regalo Razer Gold {v}" },
    leaf: "gaming-cards", platform: "keymarket", publisher: "Razer", color: "#44d62c",
    redeem: { en: "at gold.razer.com → Reload → Razer Gold PIN", it: "su gold.razer.com → Ricarica → PIN Razer Gold" },
    blurb: { en: "The universal virtual credit for gamers, accepted in thousands of games and stores.", it: "Il credito virtuale universale per i giocatori, accettato in migliaia di giochi e negozi." },
    usage: { en: "in-game currency and items in more than 42,000 games and entertainment services", it: "valute e oggetti di gioco in oltre 42.000 giochi e servizi di intrattenimento" },
    values: [v(20, "EUR", GLOBAL), v(50, "EUR", GLOBAL)],
  },
  {
    name: { en: "Blizzard Gift Card {v}", it: "Carta regalo Blizzard {v}" },
    leaf: "gaming-cards", platform: "keymarket", publisher: "Blizzard Entertainment", color: "#148eff",
    redeem: { en: "in the Battle.net app under your account menu → Redeem Code", it: "nell'app Battle.net dal menu dell'account → Riscatta codice" },
    blurb: { en: "Battle.net balance for World of Warcraft, Diablo, Overwatch and Call of Duty.", it: "Saldo Battle.net per World of Warcraft, Diablo, Overwatch e Call of Duty." },
    usage: { en: "games, WoW game time and in-game items on Battle.net", it: "giochi, tempo di gioco di WoW e oggetti di gioco su Battle.net" },
    values: [v(20, "EUR", EUROPE), v(50, "EUR", EUROPE)],
  },
  {
    name: { en: "Amazon.it Gift Card {v}", it: "Buono regalo Amazon.it {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Amazon", color: "#ff9900", redeem: AMAZON_REDEEM,
    blurb: { en: "Spend it on millions of items on Amazon.it; the balance lasts ten years.", it: "Da spendere su milioni di articoli su Amazon.it; il saldo dura dieci anni." },
    usage: { en: "millions of products sold and shipped on Amazon.it", it: "milioni di prodotti venduti e spediti su Amazon.it" },
    values: [v(10, "EUR", ITALY), v(25, "EUR", ITALY), v(50, "EUR", ITALY), v(100, "EUR", ITALY)],
  },
  {
    name: { en: "Amazon.co.uk Gift Card {v}", it: "Buono regalo Amazon.co.uk {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Amazon", color: "#ff9900", redeem: AMAZON_REDEEM,
    blurb: { en: "Credit for Amazon.co.uk, redeemable on British Amazon accounts.", it: "Credito per Amazon.co.uk, riscattabile sugli account Amazon britannici." },
    usage: { en: "products on Amazon.co.uk", it: "prodotti su Amazon.co.uk" },
    values: [v(25, "GBP", UNITED_KINGDOM)],
  },
  {
    name: { en: "Amazon.com Gift Card {v}", it: "Buono regalo Amazon.com {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Amazon", color: "#ff9900", redeem: AMAZON_REDEEM,
    blurb: { en: "Credit for Amazon.com, redeemable on US Amazon accounts.", it: "Credito per Amazon.com, riscattabile sugli account Amazon statunitensi." },
    usage: { en: "products on Amazon.com", it: "prodotti su Amazon.com" },
    values: [v(50, "USD", NORTH_AMERICA)],
  },
  {
    name: { en: "Google Play Gift Card {v}", it: "Carta regalo Google Play {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Google", color: "#01875f",
    redeem: { en: "in the Google Play app → profile → Payments & subscriptions → Redeem gift code", it: "nell'app Google Play → profilo → Pagamenti e abbonamenti → Utilizza codice regalo" },
    blurb: { en: "Credit for apps, games, books and subscriptions on Android.", it: "Credito per app, giochi, libri e abbonamenti su Android." },
    usage: { en: "apps, games, in-app purchases and books on Google Play", it: "app, giochi, acquisti in-app e libri su Google Play" },
    values: [v(15, "EUR", ITALY), v(25, "EUR", ITALY), v(50, "EUR", ITALY), v(25, "USD", NORTH_AMERICA)],
  },
  {
    name: { en: "Apple Gift Card {v}", it: "Carta regalo Apple {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Apple", color: "#1d1d1f",
    redeem: { en: "in the App Store → your photo → Redeem Gift Card or Code", it: "nell'App Store → la tua foto → Riscatta carta regalo o codice" },
    blurb: { en: "One card for the App Store, iCloud+, Apple Music, Apple TV+ and the Apple Store.", it: "Un'unica carta per App Store, iCloud+, Apple Music, Apple TV+ e Apple Store." },
    usage: { en: "apps, games, subscriptions and products from Apple", it: "app, giochi, abbonamenti e prodotti Apple" },
    values: [v(25, "EUR", ITALY), v(50, "EUR", ITALY), v(100, "EUR", ITALY)],
  },
  {
    name: { en: "Netflix Gift Card {v}", it: "Carta regalo Netflix {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Netflix", color: "#e50914",
    redeem: { en: "at netflix.com/redeem", it: "su netflix.com/redeem" },
    blurb: { en: "Pay for Netflix without a credit card, or give months of series and films.", it: "Paga Netflix senza carta di credito, oppure regala mesi di serie e film." },
    usage: { en: "any Netflix plan", it: "qualsiasi piano Netflix" },
    values: [v(25, "EUR", ITALY), v(50, "EUR", ITALY)],
  },
  {
    name: { en: "Zalando Gift Card {v}", it: "Buono regalo Zalando {v}" },
    leaf: "store-cards", platform: "keymarket", publisher: "Zalando", color: "#ff6900",
    redeem: { en: "at checkout on zalando.it, or under Your account → Gift cards", it: "al momento del pagamento su zalando.it, oppure da Il tuo account → Buoni regalo" },
    blurb: { en: "Fashion, shoes and accessories from thousands of brands.", it: "Moda, scarpe e accessori di migliaia di marchi." },
    usage: { en: "clothing, shoes and accessories on zalando.it", it: "abbigliamento, scarpe e accessori su zalando.it" },
    values: [v(25, "EUR", ITALY), v(50, "EUR", ITALY)],
  },
];

/** Subscription lines: memberships sold as time codes. */
export const SUBSCRIPTIONS: readonly SubscriptionLine[] = [
  {
    title: "Xbox Game Pass Ultimate", platform: "xbox-series", publisher: "Microsoft", color: "#107c10", region: EUROPE,
    blurb: { en: "Hundreds of high-quality games on console, PC and cloud, day-one releases and online multiplayer.", it: "Centinaia di giochi di qualità su console, PC e cloud, uscite al day one e multigiocatore online." },
    durations: [{ months: 1, eur: 22.9 }, { months: 3, eur: 64.9 }],
  },
  {
    title: "PC Game Pass", platform: "xbox-series", publisher: "Microsoft", color: "#107c10", region: EUROPE,
    blurb: { en: "A library of PC games, new titles on launch day and an EA Play membership, in the Xbox app for Windows.", it: "Una libreria di giochi per PC, i nuovi titoli al lancio e l'abbonamento EA Play, nell'app Xbox per Windows." },
    durations: [{ months: 3, eur: 34.9 }],
  },
  {
    title: "Xbox Game Pass Core", platform: "xbox-one", publisher: "Microsoft", color: "#107c10", region: EUROPE,
    blurb: { en: "Online console multiplayer, a curated collection of games and member deals.", it: "Multigiocatore online su console, una selezione di giochi e offerte riservate ai membri." },
    durations: [{ months: 12, eur: 54.9 }],
  },
  {
    title: "Xbox Live Gold", platform: "xbox-360", publisher: "Microsoft", color: "#5dc21e", region: GLOBAL,
    blurb: { en: "Online multiplayer on Xbox 360, automatically carried over to Game Pass Core on newer consoles.", it: "Multigiocatore online su Xbox 360, convertito automaticamente in Game Pass Core sulle console più recenti." },
    durations: [{ months: 3, eur: 19.9 }, { months: 12, eur: 49.9 }],
  },
  {
    title: "PlayStation Plus Essential", platform: "ps5", publisher: "Sony Interactive Entertainment", color: "#003087", region: ITALY,
    blurb: { en: "Online multiplayer, monthly games to add to your library and cloud saves.", it: "Multigiocatore online, giochi mensili da aggiungere alla libreria e salvataggi nel cloud." },
    durations: [{ months: 3, eur: 24.9 }, { months: 12, eur: 62.9 }, { months: 12, eur: 59.9, region: UNITED_KINGDOM }],
  },
  {
    title: "PlayStation Plus Extra", platform: "ps5", publisher: "Sony Interactive Entertainment", color: "#003087", region: ITALY,
    blurb: { en: "Everything in Essential plus a catalogue of hundreds of PS5 and PS4 games.", it: "Tutto ciò che offre Essential più un catalogo di centinaia di giochi PS5 e PS4." },
    durations: [{ months: 12, eur: 109.9 }],
  },
  {
    title: "PlayStation Plus Premium", platform: "ps5", publisher: "Sony Interactive Entertainment", color: "#003087", region: ITALY,
    blurb: { en: "The full PlayStation Plus: Extra's catalogue, classics from PS1 to PS3, game trials and cloud streaming.", it: "Il PlayStation Plus completo: il catalogo di Extra, classici da PS1 a PS3, prove a tempo e streaming cloud." },
    durations: [{ months: 12, eur: 129.9 }],
  },
  {
    title: "PlayStation Plus Essential", platform: "ps4", publisher: "Sony Interactive Entertainment", color: "#003087", region: EUROPE,
    blurb: { en: "PlayStation Plus for PS4 players: online play, monthly games and exclusive discounts.", it: "PlayStation Plus per chi gioca su PS4: gioco online, giochi mensili e sconti esclusivi." },
    durations: [{ months: 3, eur: 23.9 }],
  },
  {
    title: "Nintendo Switch Online", platform: "nintendo-switch", publisher: "Nintendo", color: "#e60012", region: EUROPE,
    blurb: { en: "Online play, cloud saves and a growing library of NES, SNES and Game Boy classics.", it: "Gioco online, salvataggi nel cloud e una libreria crescente di classici NES, Super NES e Game Boy." },
    durations: [{ months: 3, eur: 7.9 }, { months: 12, eur: 18.9 }],
  },
  {
    title: "Nintendo Switch Online + Expansion Pack", platform: "nintendo-switch", publisher: "Nintendo", color: "#e60012", region: EUROPE,
    blurb: { en: "Adds Nintendo 64, Game Boy Advance and SEGA Mega Drive games plus selected DLC such as the Mario Kart 8 Deluxe Booster Course Pass.", it: "Aggiunge giochi Nintendo 64, Game Boy Advance e SEGA Mega Drive più DLC selezionati come il Pass percorsi aggiuntivi di Mario Kart 8 Deluxe." },
    durations: [{ months: 12, eur: 37.9 }],
  },
  {
    title: "EA Play", platform: "ea-app", publisher: "Electronic Arts", color: "#ff4747", region: GLOBAL,
    blurb: { en: "A collection of EA's best games, 10-hour trials of new releases and 10% off EA digital purchases.", it: "Una raccolta dei migliori giochi EA, prove di 10 ore delle novità e il 10% di sconto sugli acquisti digitali EA." },
    durations: [{ months: 1, eur: 4.9 }, { months: 12, eur: 27.9 }],
  },
  {
    title: "EA Play Pro", platform: "ea-app", publisher: "Electronic Arts", color: "#ff4747", region: GLOBAL,
    blurb: { en: "Unlimited access to EA's newest PC games on launch day, with their premium editions.", it: "Accesso illimitato ai giochi EA per PC più recenti al lancio, nelle edizioni premium." },
    durations: [{ months: 1, eur: 14.9 }],
  },
  {
    title: "Ubisoft+ Premium", platform: "ubisoft-connect", publisher: "Ubisoft", color: "#0070ff", region: GLOBAL,
    blurb: { en: "New Ubisoft releases on day one in their premium editions, plus the whole Classics catalogue.", it: "Le nuove uscite Ubisoft al day one nelle edizioni premium, più l'intero catalogo Classics." },
    durations: [{ months: 1, eur: 15.9 }],
  },
  {
    title: "Ubisoft+ Classics", platform: "ubisoft-connect", publisher: "Ubisoft", color: "#0070ff", region: GLOBAL,
    blurb: { en: "A rotating library of more than 50 Ubisoft games, from Assassin's Creed to Far Cry.", it: "Una libreria a rotazione di oltre 50 giochi Ubisoft, da Assassin's Creed a Far Cry." },
    durations: [{ months: 1, eur: 6.9 }],
  },
  {
    title: "Final Fantasy XIV Online Game Time Card", platform: "mog-station", publisher: "Square Enix", color: "#d8b45a", region: EUROPE,
    blurb: { en: "Play time for FINAL FANTASY XIV Online without a credit card on file.", it: "Tempo di gioco per FINAL FANTASY XIV Online senza registrare una carta di credito." },
    durations: [{ days: 60, eur: 21.9 }, { days: 60, eur: 21.9, region: NORTH_AMERICA }],
  },
  {
    title: "Aion Gold Pack", platform: "ncsoft", publisher: "NCSoft", color: "#3bc3d3", region: NORTH_AMERICA,
    blurb: { en: "Aion's premium membership: more character slots, faster progression and full access to trading.", it: "L'abbonamento premium di Aion: più slot personaggio, progressione più rapida e accesso completo agli scambi." },
    durations: [{ days: 30, eur: 12.9 }],
  },
  {
    title: "Blade & Soul NEO Premium Membership", platform: "ncsoft", publisher: "NCSoft", color: "#3bc3d3", region: NORTH_AMERICA,
    blurb: { en: "Bonus experience, free teleports and extra daily rewards in Blade & Soul NEO.", it: "Esperienza bonus, teletrasporti gratuiti e ricompense giornaliere extra in Blade & Soul NEO." },
    durations: [{ days: 30, eur: 12.9 }],
  },
  {
    title: "Spotify Premium", platform: "keymarket", publisher: "Spotify", color: "#1db954", region: ITALY, urlDelivery: true,
    redeem: { en: "at spotify.com/redeem", it: "su spotify.com/redeem" },
    blurb: { en: "Ad-free music and podcasts, offline listening and any song in any order.", it: "Musica e podcast senza pubblicità, ascolto offline e qualsiasi brano in qualsiasi ordine." },
    durations: [{ months: 3, eur: 29.9 }, { months: 12, eur: 99.9 }],
  },
  {
    title: "Discord Nitro", platform: "keymarket", publisher: "Discord", color: "#5865f2", region: GLOBAL, urlDelivery: true,
    redeem: { en: "in Discord under User Settings → Gift Inventory → Redeem Codes", it: "in Discord da Impostazioni utente → Inventario regali → Riscatta codici" },
    blurb: { en: "Bigger uploads, HD streaming, custom emoji everywhere and two server boosts.", it: "Caricamenti più grandi, streaming in HD, emoji personalizzate ovunque e due potenziamenti per server." },
    durations: [{ months: 1, eur: 9.9 }, { months: 12, eur: 89.9 }],
  },
  {
    title: "Xbox Game Pass Ultimate", platform: "xbox-series", publisher: "Microsoft", color: "#107c10", region: NORTH_AMERICA, urlDelivery: true,
    blurb: { en: "Game Pass Ultimate for US accounts, including Xbox Cloud Gaming on phones, TVs and browsers.", it: "Game Pass Ultimate per account statunitensi, con Xbox Cloud Gaming su smartphone, TV e browser." },
    durations: [{ months: 1, eur: 21.9 }],
  },
];

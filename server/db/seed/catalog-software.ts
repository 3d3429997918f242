/**
 * Software of the demo catalogue: Windows on the windows-10-* platforms, and Office,
 * security, VPN, creative and utility licences that KeyMarket delivers itself.
 */
import { Region } from "../../common/enums.js";
import type { L10n, SoftwareLine, SoftwareVariant } from "./catalog-data.js";

const OEM: L10n = { en: "OEM", it: "OEM" };
const RETAIL: L10n = { en: "Retail", it: "Retail" };
const N_EDITION: L10n = { en: "N", it: "N" };
const WORKSTATIONS: L10n = { en: "for Workstations", it: "for Workstations" };
const LIFETIME: L10n = { en: "Lifetime Licence", it: "Licenza a vita" };

const dy = (devices: number, years: number, eur: number, msrp?: number): SoftwareVariant => ({ devices, years, eur, msrp });
const yr = (years: number, eur: number, msrp?: number): SoftwareVariant => ({ years, eur, msrp });
const mo = (months: number, eur: number, msrp?: number): SoftwareVariant => ({ months, eur, msrp });
const lbl = (label: L10n, eur: number, msrp?: number, region?: Region): SoftwareVariant => ({ label, eur, msrp, region });
const one = (eur: number, msrp?: number): SoftwareVariant => ({ eur, msrp });

/** Where a vendor account is needed: "on <site> …, then sign in to the app with the same account". */
const vendorSite = (site: string): L10n => ({
  en: `on ${site}: sign in or create an account, enter the code, then sign in to the app with the same account`,
  it: `su ${site}: accedi o crea un account, inserisci il codice e poi accedi all'app con lo stesso account`,
});
const inApp = (app: string, pathEn: string, pathIt: string): L10n => ({
  en: `in the ${app} app under ${pathEn}`,
  it: `nell'app ${app} da ${pathIt}`,
});

const WIN11_REDEEM: L10n = {
  en: 'in Settings → System → Activation → "Change product key"',
  it: 'in Impostazioni → Sistema → Attivazione → "Cambia codice Product Key"',
};
const OFFICE_REDEEM: L10n = {
  en: "at setup.office.com with your Microsoft account, then install Office from microsoft365.com",
  it: "su setup.office.com con il tuo account Microsoft, poi installa Office da microsoft365.com",
};
const OFFICE_VOLUME_REDEEM: L10n = {
  en: "in any Office app under File → Account → Change Product Key, after installing with the Office Deployment Tool",
  it: "in una qualsiasi app di Office da File → Account → Cambia codice Product Key, dopo l'installazione con l'Office Deployment Tool",
};

/** Every software line with its licence variants. */
export const SOFTWARE: readonly SoftwareLine[] = [
  // ---- operating systems ----
  {
    title: "Windows 10 Home", leaf: "operating-systems", platform: "windows-10-home", kind: "windows", publisher: "Microsoft", release: "2015-07-29",
    blurb: {
      en: "The familiar Windows desktop for home PCs, with the Start menu, Microsoft Edge, Windows Security and Xbox app built in.",
      it: "Il desktop Windows di sempre per i PC di casa, con menu Start, Microsoft Edge, Sicurezza di Windows e app Xbox integrati.",
    },
    variants: [lbl(OEM, 11.9, 145), lbl(RETAIL, 21.9, 145), lbl(N_EDITION, 12.9, 145)],
  },
  {
    title: "Windows 10 Pro", leaf: "operating-systems", platform: "windows-10-pro", kind: "windows", publisher: "Microsoft", release: "2015-07-29",
    blurb: {
      en: "Everything in Home plus BitLocker encryption, Remote Desktop, Hyper-V, Group Policy and domain join for work.",
      it: "Tutto ciò che offre Home più crittografia BitLocker, Desktop remoto, Hyper-V, Criteri di gruppo e aggiunta al dominio per il lavoro.",
    },
    variants: [lbl(OEM, 13.9, 259), lbl(RETAIL, 24.9, 259), lbl(N_EDITION, 14.9, 259), lbl(WORKSTATIONS, 39.9, 439)],
  },
  {
    title: "Windows 10 Education", leaf: "operating-systems", platform: "windows-10-education", kind: "windows", publisher: "Microsoft", release: "2015-11-12",
    blurb: {
      en: "The edition for schools, students and staff, built on Windows 10 Enterprise with BitLocker, AppLocker and Credential Guard.",
      it: "L'edizione per scuole, studenti e personale, basata su Windows 10 Enterprise con BitLocker, AppLocker e Credential Guard.",
    },
    variants: [one(16.9), lbl(N_EDITION, 16.9), { devices: 5, eur: 59.9 }],
  },
  {
    title: "Windows 11 Home", leaf: "operating-systems", platform: "keymarket", kind: "windows", publisher: "Microsoft", release: "2021-10-05", redeem: WIN11_REDEEM,
    blurb: {
      en: "The latest Windows for home PCs, with Snap layouts, widgets, DirectStorage for games and Copilot.",
      it: "L'ultima versione di Windows per i PC di casa, con layout di ancoraggio, widget, DirectStorage per i giochi e Copilot.",
    },
    variants: [lbl(OEM, 15.9, 145), lbl(RETAIL, 27.9, 145)],
  },
  {
    title: "Windows 11 Pro", leaf: "operating-systems", platform: "keymarket", kind: "windows", publisher: "Microsoft", release: "2021-10-05", redeem: WIN11_REDEEM,
    blurb: {
      en: "Windows 11 for professionals: BitLocker, Remote Desktop host, Hyper-V, Windows Sandbox and business management tools.",
      it: "Windows 11 per i professionisti: BitLocker, host di Desktop remoto, Hyper-V, Windows Sandbox e strumenti di gestione aziendale.",
    },
    variants: [lbl(OEM, 17.9, 259), lbl(RETAIL, 29.9, 259), lbl(WORKSTATIONS, 44.9, 439)],
  },
  {
    title: "Windows Server 2022 Standard", leaf: "operating-systems", platform: "keymarket", kind: "server", publisher: "Microsoft", release: "2021-08-18",
    redeem: { en: 'in Settings → System → About → "Change product key", or with "slmgr /ipk"', it: 'in Impostazioni → Sistema → Informazioni su → "Cambia codice Product Key", oppure con "slmgr /ipk"' },
    blurb: {
      en: "Microsoft's long-term-servicing server OS, with secured-core server, SMB over QUIC and Azure hybrid capabilities.",
      it: "Il sistema operativo server Microsoft a supporto esteso, con secured-core server, SMB su QUIC e funzionalità ibride con Azure.",
    },
    variants: [lbl({ en: "16 Core", it: "16 core" }, 69.9, 1069)],
  },
  {
    title: "Windows Server 2025 Standard", leaf: "operating-systems", platform: "keymarket", kind: "server", publisher: "Microsoft", release: "2024-11-01",
    redeem: { en: 'in Settings → System → About → "Change product key", or with "slmgr /ipk"', it: 'in Impostazioni → Sistema → Informazioni su → "Cambia codice Product Key", oppure con "slmgr /ipk"' },
    blurb: {
      en: "The newest Windows Server, with hotpatching, Active Directory improvements and GPU partitioning for virtual machines.",
      it: "Il Windows Server più recente, con hotpatching, miglioramenti ad Active Directory e partizionamento GPU per le macchine virtuali.",
    },
    variants: [lbl({ en: "16 Core", it: "16 core" }, 119.9, 1176)],
  },
  // ---- office ----
  {
    title: "Microsoft Office 2019 Home & Student", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2018-09-24", redeem: OFFICE_REDEEM,
    blurb: { en: "Word, Excel and PowerPoint for one PC, with a one-time purchase and no subscription.", it: "Word, Excel e PowerPoint per un PC, con acquisto una tantum e senza abbonamento." },
    variants: [lbl({ en: "PC", it: "PC" }, 29.9, 149)],
  },
  {
    title: "Microsoft Office 2019 Professional Plus", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2018-09-24", redeem: OFFICE_VOLUME_REDEEM,
    blurb: { en: "The complete Office suite: Word, Excel, PowerPoint, Outlook, Access, Publisher, OneNote and Skype for Business.", it: "La suite Office completa: Word, Excel, PowerPoint, Outlook, Access, Publisher, OneNote e Skype for Business." },
    variants: [lbl({ en: "PC", it: "PC" }, 22.9, 579)],
  },
  {
    title: "Microsoft Office 2021 Home & Student", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2021-10-05", redeem: OFFICE_REDEEM,
    blurb: { en: "Classic Word, Excel and PowerPoint with the Office 2021 improvements: co-authoring, dark mode and dynamic arrays.", it: "I classici Word, Excel e PowerPoint con le novità di Office 2021: modifica condivisa, modalità scura e matrici dinamiche." },
    variants: [lbl({ en: "PC", it: "PC" }, 39.9, 149)],
  },
  {
    title: "Microsoft Office 2021 Home & Business", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2021-10-05", redeem: OFFICE_REDEEM,
    blurb: { en: "Word, Excel, PowerPoint and Outlook with a licence that allows commercial use.", it: "Word, Excel, PowerPoint e Outlook con una licenza che consente l'uso commerciale." },
    variants: [lbl({ en: "PC", it: "PC" }, 59.9, 299), lbl({ en: "Mac", it: "Mac" }, 69.9, 299)],
  },
  {
    title: "Microsoft Office 2021 Professional Plus", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2021-10-05", redeem: OFFICE_VOLUME_REDEEM,
    blurb: { en: "Office LTSC 2021 with Word, Excel, PowerPoint, Outlook, Access, Publisher and OneNote for one PC.", it: "Office LTSC 2021 con Word, Excel, PowerPoint, Outlook, Access, Publisher e OneNote per un PC." },
    variants: [lbl({ en: "PC", it: "PC" }, 29.9, 579)],
  },
  {
    title: "Microsoft Office 2024 Home", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2024-10-01", redeem: OFFICE_REDEEM,
    blurb: { en: "The newest one-time-purchase Office for home: Word, Excel, PowerPoint and OneNote with a refreshed look.", it: "Il più recente Office ad acquisto singolo per la casa: Word, Excel, PowerPoint e OneNote con un aspetto rinnovato." },
    variants: [lbl({ en: "PC/Mac", it: "PC/Mac" }, 79.9, 149)],
  },
  {
    title: "Microsoft Office 2024 Home & Business", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2024-10-01", redeem: OFFICE_REDEEM,
    blurb: { en: "Office 2024 apps plus Outlook, licensed for business use on one PC or Mac.", it: "Le app di Office 2024 più Outlook, con licenza per uso aziendale su un PC o Mac." },
    variants: [lbl({ en: "PC/Mac", it: "PC/Mac" }, 119.9, 299)],
  },
  {
    title: "Microsoft 365 Personal", leaf: "office", platform: "keymarket", kind: "m365", publisher: "Microsoft", release: "2020-04-21", redeem: OFFICE_REDEEM,
    blurb: { en: "Premium Office apps on PC, Mac, tablet and phone, 1 TB of OneDrive storage and Copilot, for one person.", it: "App Office premium su PC, Mac, tablet e smartphone, 1 TB di spazio OneDrive e Copilot, per una persona." },
    variants: [mo(12, 54.9, 99)],
  },
  {
    title: "Microsoft 365 Family", leaf: "office", platform: "keymarket", kind: "m365", publisher: "Microsoft", release: "2020-04-21", redeem: OFFICE_REDEEM,
    blurb: { en: "Share premium Office apps and 1 TB of OneDrive each with up to six people.", it: "Condividi le app Office premium e 1 TB di OneDrive a testa con un massimo di sei persone." },
    variants: [mo(12, 74.9, 129), mo(15, 89.9)],
  },
  {
    title: "Microsoft 365 Business Standard", leaf: "office", platform: "keymarket", kind: "m365", publisher: "Microsoft", release: "2020-04-21", redeem: OFFICE_REDEEM,
    blurb: { en: "Desktop Office apps, business email, Teams meetings and 1 TB of cloud storage per user.", it: "App Office desktop, email aziendale, riunioni Teams e 1 TB di spazio cloud per utente." },
    variants: [mo(12, 109.9, 150)],
  },
  {
    title: "Microsoft Project 2021 Professional", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2021-10-05", redeem: OFFICE_VOLUME_REDEEM,
    blurb: { en: "Plan projects, track progress and manage resources with Gantt charts and built-in templates.", it: "Pianifica progetti, monitora l'avanzamento e gestisci le risorse con diagrammi di Gantt e modelli integrati." },
    variants: [lbl({ en: "PC", it: "PC" }, 39.9)],
  },
  {
    title: "Microsoft Visio 2021 Professional", leaf: "office", platform: "keymarket", kind: "office", publisher: "Microsoft", release: "2021-10-05", redeem: OFFICE_VOLUME_REDEEM,
    blurb: { en: "Create professional flowcharts, network diagrams, floor plans and org charts.", it: "Crea diagrammi di flusso, schemi di rete, planimetrie e organigrammi professionali." },
    variants: [lbl({ en: "PC", it: "PC" }, 34.9)],
  },
  // ---- antivirus & security ----
  {
    title: "Kaspersky Standard", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Kaspersky", release: "2022-06-01",
    redeem: vendorSite("my.kaspersky.com"),
    blurb: { en: "Award-winning real-time antivirus, anti-phishing and a performance optimiser for Windows, macOS and Android.", it: "Antivirus in tempo reale pluripremiato, anti-phishing e ottimizzazione delle prestazioni per Windows, macOS e Android." },
    variants: [dy(1, 1, 14.9, 29.99), dy(3, 1, 19.9, 39.99)],
  },
  {
    title: "Kaspersky Plus", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Kaspersky", release: "2022-06-01",
    redeem: vendorSite("my.kaspersky.com"),
    blurb: { en: "Antivirus plus an unlimited VPN, a password manager and data leak checker.", it: "Antivirus più VPN illimitata, gestore di password e controllo delle violazioni dei dati." },
    variants: [dy(3, 1, 24.9, 49.99), dy(5, 1, 29.9, 59.99)],
  },
  {
    title: "Kaspersky Premium", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Kaspersky", release: "2022-06-01",
    redeem: vendorSite("my.kaspersky.com"),
    blurb: { en: "Complete protection with identity protection, premium tech support and Kaspersky Safe Kids.", it: "Protezione completa con tutela dell'identità, assistenza tecnica premium e Kaspersky Safe Kids." },
    variants: [dy(5, 1, 34.9, 79.99), dy(10, 1, 44.9, 99.99)],
  },
  {
    title: "Norton 360 Standard", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Gen Digital", release: "2019-04-01",
    redeem: { en: "at norton.com/setup with your Norton account", it: "su norton.com/setup con il tuo account Norton" },
    blurb: { en: "Antivirus, Secure VPN, password manager and 10 GB of PC cloud backup.", it: "Antivirus, Secure VPN, gestore di password e 10 GB di backup cloud per PC." },
    variants: [dy(1, 1, 14.9, 39.99)],
  },
  {
    title: "Norton 360 Deluxe", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Gen Digital", release: "2019-04-01",
    redeem: { en: "at norton.com/setup with your Norton account", it: "su norton.com/setup con il tuo account Norton" },
    blurb: { en: "Multi-device protection with Secure VPN, Dark Web Monitoring, parental control and 50 GB of cloud backup.", it: "Protezione multi-dispositivo con Secure VPN, monitoraggio del Dark Web, controllo parentale e 50 GB di backup cloud." },
    variants: [dy(3, 1, 19.9, 49.99), dy(5, 1, 24.9, 69.99)],
  },
  {
    title: "Norton 360 Premium", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Gen Digital", release: "2019-04-01",
    redeem: { en: "at norton.com/setup with your Norton account", it: "su norton.com/setup con il tuo account Norton" },
    blurb: { en: "Norton's family plan: ten devices, 75 GB of cloud backup and every 360 feature.", it: "Il piano famiglia di Norton: dieci dispositivi, 75 GB di backup cloud e tutte le funzioni 360." },
    variants: [dy(10, 1, 29.9, 89.99)],
  },
  {
    title: "Bitdefender Antivirus Plus", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Bitdefender", release: "2023-01-01",
    redeem: { en: "in Bitdefender Central (central.bitdefender.com) → My Subscriptions → Activate with code", it: "in Bitdefender Central (central.bitdefender.com) → Le mie sottoscrizioni → Attiva con codice" },
    blurb: { en: "Lightweight, top-rated antivirus for Windows with ransomware remediation and web protection.", it: "Antivirus leggero e ai vertici dei test per Windows, con ripristino dai ransomware e protezione web." },
    variants: [dy(1, 1, 12.9, 29.99), dy(3, 1, 19.9, 39.99)],
  },
  {
    title: "Bitdefender Internet Security", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Bitdefender", release: "2023-01-01",
    redeem: { en: "in Bitdefender Central (central.bitdefender.com) → My Subscriptions → Activate with code", it: "in Bitdefender Central (central.bitdefender.com) → Le mie sottoscrizioni → Attiva con codice" },
    blurb: { en: "Adds a privacy firewall, parental controls and webcam protection to Bitdefender's antivirus engine.", it: "Aggiunge al motore antivirus di Bitdefender un firewall per la privacy, il controllo parentale e la protezione della webcam." },
    variants: [dy(3, 1, 24.9, 59.99)],
  },
  {
    title: "Bitdefender Total Security", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Bitdefender", release: "2023-01-01",
    redeem: { en: "in Bitdefender Central (central.bitdefender.com) → My Subscriptions → Activate with code", it: "in Bitdefender Central (central.bitdefender.com) → Le mie sottoscrizioni → Attiva con codice" },
    blurb: { en: "Cross-platform protection for Windows, macOS, Android and iOS, with device optimisation and anti-theft.", it: "Protezione multipiattaforma per Windows, macOS, Android e iOS, con ottimizzazione dei dispositivi e antifurto." },
    variants: [dy(5, 1, 29.9, 79.99), dy(10, 2, 59.9, 149.99)],
  },
  {
    title: "ESET NOD32 Antivirus", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "ESET", release: "2023-10-01",
    redeem: { en: "in ESET HOME (home.eset.com) or on the product's activation screen", it: "in ESET HOME (home.eset.com) oppure nella schermata di attivazione del prodotto" },
    blurb: { en: "Fast, light antivirus and anti-spyware for Windows, trusted for over 30 years.", it: "Antivirus e anti-spyware veloce e leggero per Windows, affidabile da oltre 30 anni." },
    variants: [dy(1, 1, 19.9, 39.99)],
  },
  {
    title: "ESET HOME Security Essential", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "ESET", release: "2024-01-01",
    redeem: { en: "in ESET HOME (home.eset.com) or on the product's activation screen", it: "in ESET HOME (home.eset.com) oppure nella schermata di attivazione del prodotto" },
    blurb: { en: "Protection for banking, payments and network, with a firewall and anti-spam.", it: "Protezione per home banking, pagamenti e rete, con firewall e anti-spam." },
    variants: [dy(3, 1, 34.9, 69.99)],
  },
  {
    title: "ESET HOME Security Premium", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "ESET", release: "2024-01-01",
    redeem: { en: "in ESET HOME (home.eset.com) or on the product's activation screen", it: "in ESET HOME (home.eset.com) oppure nella schermata di attivazione del prodotto" },
    blurb: { en: "ESET's full suite with password manager, encrypted storage and LiveGuard cloud sandboxing.", it: "La suite completa di ESET con gestore di password, archiviazione crittografata e sandbox cloud LiveGuard." },
    variants: [dy(5, 1, 49.9, 99.99)],
  },
  {
    title: "McAfee Total Protection", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "McAfee", release: "2022-01-01",
    redeem: { en: "at mcafee.com/activate with your McAfee account", it: "su mcafee.com/activate con il tuo account McAfee" },
    blurb: { en: "Antivirus, secure VPN, identity monitoring and a password manager in one subscription.", it: "Antivirus, VPN sicura, monitoraggio dell'identità e gestore di password in un unico abbonamento." },
    variants: [dy(1, 1, 12.9, 49.99), dy(5, 1, 19.9, 79.99), dy(10, 1, 24.9, 99.99)],
  },
  {
    title: "Avast Premium Security", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Gen Digital", release: "2020-01-01",
    redeem: inApp("Avast", "Menu → My licenses → Enter a valid activation code", "Menu → Le mie licenze → Inserisci un codice di attivazione valido"),
    blurb: { en: "Advanced protection against ransomware, fake websites and webcam spying.", it: "Protezione avanzata contro ransomware, siti falsi e spionaggio tramite webcam." },
    variants: [dy(1, 1, 19.9, 69.99), dy(10, 1, 29.9, 89.99)],
  },
  {
    title: "Malwarebytes Premium", leaf: "antivirus", platform: "keymarket", kind: "antivirus", publisher: "Malwarebytes", release: "2021-01-01",
    redeem: inApp("Malwarebytes", "Settings → Account → Activate license", "Impostazioni → Account → Attiva licenza"),
    blurb: { en: "Real-time protection that crushes malware, ransomware and exploits that other antivirus products miss.", it: "Protezione in tempo reale che elimina malware, ransomware ed exploit sfuggiti agli altri antivirus." },
    variants: [dy(1, 1, 19.9, 44.99), dy(3, 1, 29.9, 69.99)],
  },
  // ---- VPN & privacy ----
  {
    title: "NordVPN Standard", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Nord Security", release: null, redeem: vendorSite("nordaccount.com"),
    blurb: { en: "Fast VPN with NordLynx, Threat Protection Pro against malware and ads, and 10 simultaneous devices.", it: "VPN veloce con NordLynx, Threat Protection Pro contro malware e pubblicità e 10 dispositivi in contemporanea." },
    variants: [yr(1, 39.9, 139.08), yr(2, 69.9, 278.16)],
  },
  {
    title: "Surfshark One", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Surfshark", release: null, redeem: vendorSite("my.surfshark.com"),
    blurb: { en: "VPN for unlimited devices plus antivirus, private search and data-leak alerts.", it: "VPN per dispositivi illimitati più antivirus, ricerca privata e avvisi di violazione dei dati." },
    variants: [yr(1, 29.9, 95.88)],
  },
  {
    title: "Surfshark Starter", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Surfshark", release: null, redeem: vendorSite("my.surfshark.com"),
    blurb: { en: "Surfshark's VPN with ad blocking and unlimited simultaneous connections.", it: "La VPN di Surfshark con blocco della pubblicità e connessioni simultanee illimitate." },
    variants: [yr(2, 49.9, 191.76)],
  },
  {
    title: "ExpressVPN", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Kape Technologies", release: null, redeem: vendorSite("expressvpn.com/activate"),
    blurb: { en: "Premium VPN with the Lightway protocol, servers in 105 countries and up to 8 devices.", it: "VPN premium con protocollo Lightway, server in 105 paesi e fino a 8 dispositivi." },
    variants: [mo(12, 69.9, 99.95)],
  },
  {
    title: "CyberGhost VPN", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Kape Technologies", release: null, redeem: vendorSite("my.cyberghostvpn.com"),
    blurb: { en: "Easy VPN with streaming-optimised servers and seven simultaneous devices.", it: "VPN semplice con server ottimizzati per lo streaming e sette dispositivi in contemporanea." },
    variants: [yr(2, 49.9, 143.76)],
  },
  {
    title: "Proton VPN Plus", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Proton AG", release: null, redeem: vendorSite("account.protonvpn.com"),
    blurb: { en: "Swiss, open-source VPN with Secure Core servers, NetShield ad blocker and 10 devices.", it: "VPN svizzera e open source con server Secure Core, blocco pubblicità NetShield e 10 dispositivi." },
    variants: [yr(1, 49.9, 79.9)],
  },
  {
    title: "Private Internet Access VPN", leaf: "vpn", platform: "keymarket", kind: "vpn", publisher: "Kape Technologies", release: null, redeem: vendorSite("privateinternetaccess.com"),
    blurb: { en: "Customisable open-source VPN with unlimited connections and servers in every US state.", it: "VPN open source personalizzabile con connessioni illimitate e server in tutti gli stati USA." },
    variants: [yr(3, 59.9, 119.25)],
  },
  {
    title: "NordPass Premium", leaf: "vpn", platform: "keymarket", kind: "password", publisher: "Nord Security", release: null, redeem: vendorSite("nordaccount.com"),
    blurb: { en: "Password manager with XChaCha20 encryption, passkeys, data breach scanner and email masking.", it: "Gestore di password con crittografia XChaCha20, passkey, scanner delle violazioni e mascheramento email." },
    variants: [yr(1, 19.9, 35.88)],
  },
  {
    title: "1Password Families", leaf: "vpn", platform: "keymarket", kind: "password", publisher: "AgileBits", release: null, redeem: vendorSite("1password.com/redeem"),
    blurb: { en: "Share passwords, passkeys and secure notes with up to five family members.", it: "Condividi password, passkey e note sicure con un massimo di cinque familiari." },
    variants: [yr(1, 44.9, 59.88)],
  },
  // ---- creativity ----
  {
    title: "Adobe Creative Cloud Photography Plan 20 GB", leaf: "creativity", platform: "keymarket", kind: "creativity", publisher: "Adobe", release: null,
    redeem: { en: "at account.adobe.com/redeem with your Adobe ID", it: "su account.adobe.com/redeem con il tuo Adobe ID" },
    blurb: { en: "Photoshop and Lightroom on desktop, web and mobile, with 20 GB of cloud storage.", it: "Photoshop e Lightroom su desktop, web e mobile, con 20 GB di spazio cloud." },
    variants: [mo(12, 99.9, 143.88)],
  },
  {
    title: "Adobe Acrobat Pro", leaf: "creativity", platform: "keymarket", kind: "creativity", publisher: "Adobe", release: null,
    redeem: { en: "at account.adobe.com/redeem with your Adobe ID", it: "su account.adobe.com/redeem con il tuo Adobe ID" },
    blurb: { en: "Create, edit, convert, e-sign and protect PDFs on any device.", it: "Crea, modifica, converti, firma e proteggi i PDF su qualsiasi dispositivo." },
    variants: [mo(12, 139.9, 239.88)],
  },
  {
    title: "Adobe Photoshop Elements 2025", leaf: "creativity", platform: "keymarket", kind: "creativity", publisher: "Adobe", release: "2024-10-01",
    redeem: { en: "by signing in to the app with your Adobe ID and entering the serial number", it: "accedendo all'app con il tuo Adobe ID e inserendo il numero di serie" },
    blurb: { en: "Easy photo editing with AI-powered guided edits, for Windows and macOS.", it: "Fotoritocco semplice con modifiche guidate basate sull'IA, per Windows e macOS." },
    variants: [lbl({ en: "PC/Mac", it: "PC/Mac" }, 79.9, 119.99)],
  },
  {
    title: "Adobe Premiere Elements 2025", leaf: "creativity", platform: "keymarket", kind: "video", publisher: "Adobe", release: "2024-10-01",
    redeem: { en: "by signing in to the app with your Adobe ID and entering the serial number", it: "accedendo all'app con il tuo Adobe ID e inserendo il numero di serie" },
    blurb: { en: "Simple video editing with automatic highlight reels and guided edits.", it: "Montaggio video semplice con filmati dei momenti migliori automatici e modifiche guidate." },
    variants: [lbl({ en: "PC/Mac", it: "PC/Mac" }, 74.9, 119.99)],
  },
  {
    title: "CorelDRAW Graphics Suite 2024", leaf: "creativity", platform: "keymarket", kind: "creativity", publisher: "Alludo", release: "2024-03-05",
    redeem: { en: "by signing in to the Corel account in the app and entering the serial number", it: "accedendo all'account Corel nell'app e inserendo il numero di serie" },
    blurb: { en: "Professional vector illustration, layout, photo editing and typography.", it: "Illustrazione vettoriale professionale, impaginazione, fotoritocco e tipografia." },
    variants: [yr(1, 139.9, 299)],
  },
  {
    title: "Clip Studio Paint PRO", leaf: "creativity", platform: "keymarket", kind: "creativity", publisher: "CELSYS", release: "2023-03-14",
    redeem: { en: "at the CLIP STUDIO account portal, then in the app under Help → Register license", it: "sul portale dell'account CLIP STUDIO, poi nell'app da Aiuto → Registra licenza" },
    blurb: { en: "The favourite app of illustrators and comic artists, with natural brushes and 3D posing models.", it: "L'app preferita da illustratori e fumettisti, con pennelli naturali e modelli 3D da mettere in posa." },
    variants: [lbl(LIFETIME, 39.9, 49.9)],
  },
  {
    title: "Clip Studio Paint EX", leaf: "creativity", platform: "keymarket", kind: "creativity", publisher: "CELSYS", release: "2023-03-14",
    redeem: { en: "at the CLIP STUDIO account portal, then in the app under Help → Register license", it: "sul portale dell'account CLIP STUDIO, poi nell'app da Aiuto → Registra licenza" },
    blurb: { en: "Everything in PRO plus multi-page comic and webtoon projects and full animation timelines.", it: "Tutto ciò che offre PRO più progetti di fumetti e webtoon multipagina e timeline di animazione complete." },
    variants: [lbl(LIFETIME, 139.9, 219)],
  },
  {
    title: "Ableton Live 12 Intro", leaf: "creativity", platform: "keymarket", kind: "audio", publisher: "Ableton", release: "2024-03-05",
    redeem: { en: "at ableton.com/account under Register a product", it: "su ableton.com/account nella sezione Register a product" },
    blurb: { en: "Start making music with Live's Session View, 16 tracks and a core library of sounds.", it: "Inizia a fare musica con la Session View di Live, 16 tracce e una libreria di suoni di base." },
    variants: [lbl(LIFETIME, 59.9, 79)],
  },
  {
    title: "FL Studio 2025 Fruity Edition", leaf: "creativity", platform: "keymarket", kind: "audio", publisher: "Image-Line", release: "2025-01-01",
    redeem: { en: "at image-line.com under My Account → Unlock products", it: "su image-line.com da My Account → Unlock products" },
    blurb: { en: "The famous step sequencer and piano roll, with lifetime free updates.", it: "Il celebre step sequencer con piano roll, con aggiornamenti gratuiti a vita." },
    variants: [lbl(LIFETIME, 79.9, 99)],
  },
  {
    title: "CyberLink PowerDirector 365", leaf: "creativity", platform: "keymarket", kind: "video", publisher: "CyberLink", release: null,
    redeem: { en: "in PowerDirector under Activate / Upgrade with your CyberLink account", it: "in PowerDirector da Attiva / Aggiorna con il tuo account CyberLink" },
    blurb: { en: "Fast video editing with AI tools, motion tracking and a huge royalty-free stock library.", it: "Montaggio video veloce con strumenti IA, motion tracking e un'enorme libreria di contenuti royalty-free." },
    variants: [mo(12, 49.9, 69.99)],
  },
  {
    title: "Aseprite", leaf: "creativity", platform: "steam", kind: "gamedev", publisher: "Igara Studio", release: "2016-02-22", steam: 431730,
    blurb: { en: "The pixel-art editor behind countless indie games: sprites, tilemaps and frame-by-frame animation.", it: "L'editor di pixel art dietro a innumerevoli giochi indie: sprite, tilemap e animazione fotogramma per fotogramma." },
    variants: [one(14.9, 19.99)],
  },
  {
    title: "RPG Maker MZ", leaf: "creativity", platform: "steam", kind: "gamedev", publisher: "Gotcha Gotcha Games", release: "2020-08-20", steam: 1096900,
    blurb: { en: "Make your own role-playing game without coding, with a map editor, character generator and JavaScript plugins.", it: "Crea il tuo gioco di ruolo senza programmare, con editor di mappe, generatore di personaggi e plugin JavaScript." },
    variants: [one(39.9, 79.99)],
  },
  // ---- utilities ----
  {
    title: "CCleaner Professional", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "Gen Digital", release: null,
    redeem: inApp("CCleaner", "Options → About → Upgrade to Pro → Enter licence", "Opzioni → Informazioni → Passa a Pro → Inserisci licenza"),
    blurb: { en: "Clean junk files, update drivers and apps automatically and speed up your PC.", it: "Elimina i file inutili, aggiorna driver e app in automatico e velocizza il PC." },
    variants: [dy(1, 1, 14.9, 29.95), dy(3, 1, 24.9, 49.95)],
  },
  {
    title: "WinRAR", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "win.rar GmbH", release: "2024-02-28",
    redeem: { en: "by copying the rarreg.key licence text into the WinRAR window", it: "copiando il testo della licenza rarreg.key nella finestra di WinRAR" },
    blurb: { en: "The classic archiver for RAR and ZIP with strong AES-256 encryption and recovery records.", it: "Il classico archiviatore per RAR e ZIP con crittografia AES-256 e record di ripristino." },
    variants: [lbl({ en: "1 PC Lifetime", it: "1 PC a vita" }, 24.9, 35.7)],
  },
  {
    title: "Acronis Cyber Protect Home Office Essentials", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "Acronis", release: null, redeem: vendorSite("account.acronis.com"),
    blurb: { en: "Full-image backup, cloning and active ransomware protection for your computer.", it: "Backup dell'immagine completa, clonazione e protezione attiva dai ransomware per il computer." },
    variants: [dy(1, 1, 29.9, 49.99)],
  },
  {
    title: "EaseUS Data Recovery Wizard Pro", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "EaseUS", release: null,
    redeem: inApp("EaseUS Data Recovery Wizard", "Activate → Enter license code", "Attiva → Inserisci il codice di licenza"),
    blurb: { en: "Recover deleted files, formatted partitions and lost photos from disks, SSDs and memory cards.", it: "Recupera file eliminati, partizioni formattate e foto perse da dischi, SSD e schede di memoria." },
    variants: [yr(1, 59.9, 99.95), lbl(LIFETIME, 99.9, 149.95)],
  },
  {
    title: "Parallels Desktop 20 Standard", leaf: "utilities", platform: "keymarket", kind: "mac-utility", publisher: "Alludo", release: "2024-09-10", redeem: vendorSite("my.parallels.com"),
    blurb: { en: "Run Windows on your Mac side by side with macOS, including Apple silicon Macs.", it: "Esegui Windows sul tuo Mac accanto a macOS, anche sui Mac con Apple silicon." },
    variants: [yr(1, 69.9, 99.99)],
  },
  {
    title: "IObit Driver Booster 12 Pro", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "IObit", release: "2024-11-01",
    redeem: inApp("Driver Booster", "Enter Code in the bottom-right corner", "Inserisci codice in basso a destra"),
    blurb: { en: "Scans and updates outdated drivers and game components in one click.", it: "Analizza e aggiorna con un clic i driver obsoleti e i componenti per i giochi." },
    variants: [dy(3, 1, 14.9, 22.95)],
  },
  {
    title: "AOMEI Backupper Professional", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "AOMEI", release: null,
    redeem: inApp("AOMEI Backupper", "Menu → Register", "Menu → Registra"),
    blurb: { en: "System, disk and file backup with scheduling, incremental backups and disk cloning.", it: "Backup di sistema, dischi e file con pianificazione, backup incrementali e clonazione dei dischi." },
    variants: [lbl({ en: "2 PCs Lifetime", it: "2 PC a vita" }, 39.9, 79.95)],
  },
  {
    title: "Revo Uninstaller Pro 5", leaf: "utilities", platform: "keymarket", kind: "utility", publisher: "VS Revo Group", release: "2021-11-01",
    redeem: inApp("Revo Uninstaller", "Help → Activate", "Aiuto → Attiva"),
    blurb: { en: "Removes programs completely, including leftover files and registry entries.", it: "Rimuove completamente i programmi, compresi i file residui e le voci di registro." },
    variants: [dy(1, 1, 19.9, 29.95)],
  },
];

/**
 * The platforms a key activates on, in menu order, with their activation guides (one step
 * per line, English and Italian) and the colours of their generated cover art.
 * "keymarket" is the site itself: products it delivers directly (spec §9 "{host}").
 */

export type PlatformFamily = "pc" | "console" | "store";

export interface Palette {
  /** Background gradient, top to bottom. */
  from: string;
  to: string;
  /** Wordmark band at the top of covers. */
  band: string;
  /** Highlights (edition line, card chips). */
  accent: string;
  /** Text on the band. */
  ink: string;
}

export interface PlatformDef {
  slug: string;
  name: string;
  family: PlatformFamily;
  /** Whether PC system requirements apply to games sold for it. */
  pc: boolean;
  /** Text of the wordmark band on covers. */
  wordmark: string;
  palette: Palette;
  /** Where a code is redeemed, as a phrase that follows "Redeem the code …". */
  redeem: { en: string; it: string };
  guide: { en: string[]; it: string[] };
}

const WINDOWS_PALETTE: Palette = { from: "#0a4d8c", to: "#021b36", band: "#0078d4", accent: "#50b0ff", ink: "#ffffff" };
const PS_PALETTE: Palette = { from: "#0a3d91", to: "#04122e", band: "#003087", accent: "#2f8cff", ink: "#ffffff" };
const XBOX_PALETTE: Palette = { from: "#1d6b1d", to: "#071f07", band: "#107c10", accent: "#9bf00b", ink: "#ffffff" };

const windowsRedeem = {
  en: 'in Settings → Update & Security → Activation → "Change product key"',
  it: 'in Impostazioni → Aggiornamento e sicurezza → Attivazione → "Cambia codice Product Key"',
};
const xboxRedeem = {
  en: 'in the Microsoft Store on your Xbox (View button → "Redeem") or at redeem.microsoft.com',
  it: 'nel Microsoft Store della console (pulsante Visualizza → "Riscatta") o su redeem.microsoft.com',
};

/** Every platform, in the order of their `position`. */
export const PLATFORMS: readonly PlatformDef[] = [
  {
    slug: "keymarket",
    name: "KeyMarket",
    family: "store",
    pc: true,
    wordmark: "KEYMARKET",
    palette: { from: "#5b21b6", to: "#1e0b45", band: "#4c1d95", accent: "#c084fc", ink: "#ffffff" },
    redeem: {
      en: "after revealing it on your KeyMarket order page, following the vendor's instructions",
      it: "dopo averlo mostrato nella pagina del tuo ordine KeyMarket, seguendo le istruzioni del produttore",
    },
    guide: {
      en: [
        "Complete your purchase: keys delivered by KeyMarket are issued as soon as the payment is approved.",
        'Open "Account" → "Orders" and select the order; the confirmation email also links straight to it.',
        'Click "Reveal key" next to the product to display the code or the account credentials.',
        "Copy the code and follow the product's own instructions, e.g. setup.office.com for Microsoft 365 or the vendor's app for antivirus and VPN subscriptions.",
        "Keep the code private: once revealed it can no longer be refunded, but you can view it again at any time in your orders.",
        "If activation fails, open a support request from the order page within 30 days and attach a screenshot of the error message.",
      ],
      it: [
        "Completa l'acquisto: le chiavi consegnate da KeyMarket vengono emesse non appena il pagamento è approvato.",
        'Apri "Account" → "Ordini" e seleziona l\'ordine; anche l\'email di conferma contiene il link diretto.',
        'Fai clic su "Mostra chiave" accanto al prodotto per visualizzare il codice o le credenziali dell\'account.',
        "Copia il codice e segui le istruzioni specifiche del prodotto, ad esempio setup.office.com per Microsoft 365 oppure l'app del produttore per antivirus e VPN.",
        "Tieni il codice riservato: una volta mostrato non è più rimborsabile, ma puoi rivederlo in qualsiasi momento nei tuoi ordini.",
        "Se l'attivazione non riesce, apri una richiesta di assistenza dalla pagina dell'ordine entro 30 giorni allegando uno screenshot del messaggio di errore.",
      ],
    },
  },
  {
    slug: "ea-app",
    name: "EA App",
    family: "pc",
    pc: true,
    wordmark: "EA APP",
    palette: { from: "#f05a28", to: "#3a1006", band: "#ff4747", accent: "#ffb199", ink: "#ffffff" },
    redeem: { en: 'in the EA app (menu ☰ → "Redeem code")', it: 'nell\'app EA (menu ☰ → "Riscatta codice")' },
    guide: {
      en: [
        "Download and install the EA app from ea.com/ea-app, then sign in with your EA Account.",
        'Click the menu icon (☰) in the top-left corner and choose "Redeem code".',
        'Enter your product code exactly as shown and click "Next".',
        "Check the product that appears and confirm: it is added to your EA Account straight away.",
        'Open "Library", select the game and click "Download".',
      ],
      it: [
        "Scarica e installa l'app EA da ea.com/ea-app, poi accedi con il tuo account EA.",
        'Fai clic sull\'icona del menu (☰) in alto a sinistra e scegli "Riscatta codice".',
        'Inserisci il codice prodotto esattamente come riportato e fai clic su "Avanti".',
        "Controlla il prodotto visualizzato e conferma: viene aggiunto subito al tuo account EA.",
        'Apri la "Libreria", seleziona il gioco e fai clic su "Scarica".',
      ],
    },
  },
  {
    slug: "epic-games",
    name: "Epic Games",
    family: "pc",
    pc: true,
    wordmark: "EPIC GAMES",
    palette: { from: "#2a2a2a", to: "#050505", band: "#121212", accent: "#0aa5ff", ink: "#ffffff" },
    redeem: {
      en: 'in the Epic Games Launcher (profile icon → "Redeem Code") or at epicgames.com/redeem',
      it: 'in Epic Games Launcher (icona del profilo → "Riscatta codice") o su epicgames.com/redeem',
    },
    guide: {
      en: [
        "Install the Epic Games Launcher from epicgames.com and sign in to your Epic Games account.",
        'Click your profile icon in the top-right corner and select "Redeem Code".',
        'Enter the code, including the dashes, and click "Redeem".',
        "Check the product shown and confirm the redemption.",
        'Open your "Library", find the game and click "Install".',
        "Alternatively, redeem the code in a browser at epicgames.com/redeem while signed in.",
      ],
      it: [
        "Installa Epic Games Launcher da epicgames.com e accedi al tuo account Epic Games.",
        'Fai clic sull\'icona del profilo in alto a destra e seleziona "Riscatta codice".',
        'Inserisci il codice, trattini compresi, e fai clic su "Riscatta".',
        "Controlla il prodotto visualizzato e conferma il riscatto.",
        'Apri la "Libreria", trova il gioco e fai clic su "Installa".',
        "In alternativa, riscatta il codice da browser su epicgames.com/redeem dopo aver effettuato l'accesso.",
      ],
    },
  },
  {
    slug: "gog",
    name: "GOG",
    family: "pc",
    pc: true,
    wordmark: "GOG.COM",
    palette: { from: "#86328a", to: "#240a2b", band: "#5c1f66", accent: "#e8a8f0", ink: "#ffffff" },
    redeem: { en: "at gog.com/redeem", it: "su gog.com/redeem" },
    guide: {
      en: [
        "Sign in to your GOG account at gog.com (you can create one for free).",
        "Go to gog.com/redeem.",
        'Enter your code and click "Continue".',
        'Check the product shown and click "Redeem" to add it to your account.',
        'Download the DRM-free installers from "Games" on the website, or install the game with GOG GALAXY.',
      ],
      it: [
        "Accedi al tuo account GOG su gog.com (puoi crearne uno gratuitamente).",
        "Vai alla pagina gog.com/redeem.",
        'Inserisci il codice e fai clic su "Continue" (Continua).',
        'Controlla il prodotto visualizzato e fai clic su "Redeem" (Riscatta) per aggiungerlo al tuo account.',
        'Scarica gli installer senza DRM dalla sezione "Games" del sito, oppure installa il gioco con GOG GALAXY.',
      ],
    },
  },
  {
    slug: "mog-station",
    name: "MOG Station",
    family: "pc",
    pc: true,
    wordmark: "MOG STATION",
    palette: { from: "#1c3d5a", to: "#0a1422", band: "#12263a", accent: "#d8b45a", ink: "#f5e7c0" },
    redeem: { en: "on the Mog Station with your Square Enix account", it: "sulla Mog Station con il tuo account Square Enix" },
    guide: {
      en: [
        "Go to the Mog Station, the FINAL FANTASY XIV account site, and sign in with your Square Enix ID (and one-time password, if you use the Square Enix Authenticator).",
        "No service account yet? Follow the prompts to create one: the registration code sets it up.",
        'Choose "Register Code" for a game or expansion code, or the game time option for a Game Time Card.',
        'Enter the code exactly as shown and select "Next", then confirm.',
        "The licence or play time is applied to your service account immediately.",
        "Start the FINAL FANTASY XIV launcher, sign in with the same Square Enix ID and let it download the game.",
      ],
      it: [
        "Vai sulla Mog Station, il sito dell'account di FINAL FANTASY XIV, e accedi con il tuo Square Enix ID (e la password monouso, se usi Square Enix Authenticator).",
        "Non hai ancora un account di servizio? Segui le istruzioni per crearlo: il codice di registrazione lo attiva.",
        'Scegli "Register Code" (Registra codice) per un codice di gioco o di espansione, oppure l\'opzione del tempo di gioco per una Game Time Card.',
        'Inserisci il codice esattamente come riportato, seleziona "Next" (Avanti) e conferma.',
        "La licenza o il tempo di gioco vengono applicati subito al tuo account di servizio.",
        "Avvia il launcher di FINAL FANTASY XIV, accedi con lo stesso Square Enix ID e lascia che scarichi il gioco.",
      ],
    },
  },
  {
    slug: "ncsoft",
    name: "NCSoft",
    family: "pc",
    pc: true,
    wordmark: "NCSOFT",
    palette: { from: "#15324a", to: "#060d16", band: "#0e1a2b", accent: "#3bc3d3", ink: "#ffffff" },
    redeem: { en: 'on your NC account page ("Redeem Code")', it: 'nella pagina del tuo account NC ("Riscatta codice")' },
    guide: {
      en: [
        "Sign in to your NC account at ncsoft.com; for Guild Wars 2 sign in to your ArenaNet account at account.arena.net instead.",
        'Open the account page and choose "Redeem Code".',
        "Enter the code exactly as shown and confirm.",
        "The game, pack, membership or NCoin balance is applied to your account immediately.",
        "Start the game from the PURPLE launcher (or the Guild Wars 2 launcher) and sign in with the same account.",
      ],
      it: [
        "Accedi al tuo account NC su ncsoft.com; per Guild Wars 2 accedi invece al tuo account ArenaNet su account.arena.net.",
        'Apri la pagina dell\'account e scegli "Redeem Code" (Riscatta codice).',
        "Inserisci il codice esattamente come riportato e conferma.",
        "Il gioco, il pacchetto, l'abbonamento o il saldo NCoin vengono applicati subito al tuo account.",
        "Avvia il gioco dal launcher PURPLE (o dal launcher di Guild Wars 2) e accedi con lo stesso account.",
      ],
    },
  },
  {
    slug: "nintendo-switch",
    name: "Nintendo Switch",
    family: "console",
    pc: false,
    wordmark: "NINTENDO SWITCH",
    palette: { from: "#e60012", to: "#4a0006", band: "#c4000f", accent: "#ffd1d4", ink: "#ffffff" },
    redeem: { en: 'in Nintendo eShop → "Redeem Code"', it: 'in Nintendo eShop → "Riscatta un codice"' },
    guide: {
      en: [
        "Connect the Nintendo Switch to the internet and make sure the user is linked to your Nintendo Account.",
        'On the HOME Menu, select "Nintendo eShop" and choose the user who will own the content.',
        'Select "Redeem Code" on the left side of the screen.',
        'Enter the 16-character code and select "OK", then confirm.',
        "The software downloads automatically and its icon appears on the HOME Menu; eShop funds are added to your balance.",
      ],
      it: [
        "Collega Nintendo Switch a Internet e assicurati che l'utente sia associato al tuo account Nintendo.",
        'Nel menu HOME seleziona "Nintendo eShop" e scegli l\'utente a cui assegnare il contenuto.',
        'Seleziona "Riscatta un codice" sul lato sinistro dello schermo.',
        'Inserisci il codice di 16 caratteri, seleziona "OK" e poi conferma.',
        "Il software viene scaricato automaticamente e la sua icona compare nel menu HOME; il credito eShop viene aggiunto al saldo.",
      ],
    },
  },
  {
    slug: "ps-vita",
    name: "PS Vita",
    family: "console",
    pc: false,
    wordmark: "PS VITA",
    palette: PS_PALETTE,
    redeem: {
      en: 'in the PlayStation Store app on PS Vita (Options → "Redeem Codes")',
      it: 'nell\'app PlayStation Store della PS Vita (Opzioni → "Riscatta codici")',
    },
    guide: {
      en: [
        "Connect your PS Vita to the internet and sign in to PlayStation Network.",
        "Open the PlayStation Store application from the home screen.",
        'Tap "Options" (the "…" button at the bottom right) and select "Redeem Codes".',
        'Enter the code and select "Continue", then "Confirm".',
        'Download the content from the confirmation screen, or later from "Download List" in the Store options.',
      ],
      it: [
        "Collega la PS Vita a Internet e accedi a PlayStation Network.",
        "Apri l'applicazione PlayStation Store dalla schermata Home.",
        'Tocca "Opzioni" (il pulsante "…" in basso a destra) e seleziona "Riscatta codici".',
        'Inserisci il codice, seleziona "Continua" e poi "Conferma".',
        'Scarica il contenuto dalla schermata di conferma oppure in seguito dall\'"Elenco download" nelle opzioni dello Store.',
      ],
    },
  },
  {
    slug: "ps3",
    name: "PS3",
    family: "console",
    pc: false,
    wordmark: "PS3",
    palette: { ...PS_PALETTE, from: "#1f2f4f", to: "#05070d" },
    redeem: {
      en: 'on the PS3 under PlayStation Network → Account Management → "Redeem Codes"',
      it: 'sulla PS3 da PlayStation Network → Gestione account → "Riscatta codici"',
    },
    guide: {
      en: [
        "Turn on the PS3, connect it to the internet and sign in to PlayStation Network.",
        'On the XMB, go to "PlayStation Network" and select "Account Management".',
        'Choose "Redeem Codes".',
        'Enter the code and select "Continue", then confirm.',
        'Install the content from "Account Management" → "Transaction Management" → "Download List".',
      ],
      it: [
        "Accendi la PS3, collegala a Internet e accedi a PlayStation Network.",
        'Nell\'XMB vai su "PlayStation Network" e seleziona "Gestione account".',
        'Scegli "Riscatta codici".',
        'Inserisci il codice, seleziona "Continua" e conferma.',
        'Installa il contenuto da "Gestione account" → "Gestione transazioni" → "Elenco download".',
      ],
    },
  },
  {
    slug: "ps4",
    name: "PS4",
    family: "console",
    pc: false,
    wordmark: "PS4",
    palette: PS_PALETTE,
    redeem: {
      en: 'in PlayStation Store on PS4 ("Redeem Codes") or at store.playstation.com',
      it: 'nel PlayStation Store della PS4 ("Riscatta codici") o su store.playstation.com',
    },
    guide: {
      en: [
        "On the PS4 home screen, open PlayStation Store.",
        'Scroll down the menu on the left and select "Redeem Codes".',
        'Enter the code carefully and select "Continue".',
        'Select "Confirm" to add the content to your account.',
        'Download the game from the confirmation screen, or later from "Library" → "Purchased".',
        'You can also redeem on the web: sign in at store.playstation.com, select your avatar and choose "Redeem Code".',
      ],
      it: [
        "Nella schermata Home della PS4 apri PlayStation Store.",
        'Scorri il menu a sinistra e seleziona "Riscatta codici".',
        'Inserisci il codice con attenzione e seleziona "Continua".',
        'Seleziona "Conferma" per aggiungere il contenuto al tuo account.',
        'Scarica il gioco dalla schermata di conferma oppure in seguito da "Libreria" → "Acquistati".',
        'Puoi riscattare anche dal web: accedi a store.playstation.com, seleziona il tuo avatar e scegli "Riscatta codice".',
      ],
    },
  },
  {
    slug: "ps5",
    name: "PS5",
    family: "console",
    pc: false,
    wordmark: "PS5",
    palette: { ...PS_PALETTE, from: "#1150b8", to: "#061433" },
    redeem: {
      en: 'in PlayStation Store on PS5 ("…" → "Redeem Code") or at store.playstation.com',
      it: 'nel PlayStation Store della PS5 ("…" → "Riscatta codice") o su store.playstation.com',
    },
    guide: {
      en: [
        "On the PS5 home screen, go to PlayStation Store.",
        'Select the "…" (More) icon at the top of the Store and choose "Redeem Code".',
        'Enter the code and select "Redeem".',
        'Select "OK" on the confirmation: wallet funds and memberships are applied straight away.',
        'Find the game in "Game Library" → "Your Collection" and select "Download".',
        'On a computer or phone you can redeem at store.playstation.com: select your avatar, then "Redeem Code".',
      ],
      it: [
        "Nella schermata Home della PS5 vai su PlayStation Store.",
        'Seleziona l\'icona "…" (Altro) nella parte superiore dello Store e scegli "Riscatta codice".',
        'Inserisci il codice e seleziona "Riscatta".',
        'Seleziona "OK" nella conferma: fondi del portafoglio e abbonamenti vengono applicati subito.',
        'Trova il gioco in "Libreria dei giochi" → "La tua raccolta" e seleziona "Scarica".',
        'Da computer o smartphone puoi riscattare su store.playstation.com: seleziona il tuo avatar, poi "Riscatta codice".',
      ],
    },
  },
  {
    slug: "rockstar",
    name: "Rockstar",
    family: "pc",
    pc: true,
    wordmark: "ROCKSTAR GAMES",
    palette: { from: "#3a2a05", to: "#0d0a02", band: "#fcaf17", accent: "#fcaf17", ink: "#111111" },
    redeem: {
      en: 'in the Rockstar Games Launcher (Settings → Account Information → "Redeem Code")',
      it: 'nel Rockstar Games Launcher (Impostazioni → Informazioni account → "Riscatta codice")',
    },
    guide: {
      en: [
        "Download and install the Rockstar Games Launcher from rockstargames.com.",
        "Sign in with your Rockstar Games Social Club account.",
        'Click "Settings" and open "Account Information".',
        'Select "Redeem Code", enter your code and confirm.',
        'The game appears under "Library" in the launcher; select it and click "Install".',
        "Shark Cards and other GTA Online content are credited the next time you start the game.",
      ],
      it: [
        "Scarica e installa il Rockstar Games Launcher da rockstargames.com.",
        "Accedi con il tuo account Rockstar Games Social Club.",
        'Fai clic su "Impostazioni" e apri "Informazioni account".',
        'Seleziona "Riscatta codice", inserisci il codice e conferma.',
        'Il gioco compare nella "Libreria" del launcher: selezionalo e fai clic su "Installa".',
        "Le Shark Card e gli altri contenuti di GTA Online vengono accreditati al successivo avvio del gioco.",
      ],
    },
  },
  {
    slug: "steam",
    name: "Steam",
    family: "pc",
    pc: true,
    wordmark: "STEAM",
    palette: { from: "#1b2838", to: "#0b0f16", band: "#171a21", accent: "#66c0f4", ink: "#c7d5e0" },
    redeem: {
      en: 'in the Steam client (Games → "Activate a Product on Steam…")',
      it: 'nel client Steam (Giochi → "Attiva un prodotto su Steam…")',
    },
    guide: {
      en: [
        "Install the Steam client from store.steampowered.com and sign in to your Steam account.",
        'Click "Games" in the top menu and choose "Activate a Product on Steam…".',
        'Click "Next" and accept the Steam Subscriber Agreement.',
        'Enter your product code, including the dashes, and click "Next".',
        'Click "Finish": the game is now in your Library, where you can select it and click "Install".',
        "Steam Wallet codes are redeemed instead at store.steampowered.com/account/redeemwalletcode.",
      ],
      it: [
        "Installa il client Steam da store.steampowered.com e accedi al tuo account Steam.",
        'Fai clic su "Giochi" nel menu in alto e scegli "Attiva un prodotto su Steam…".',
        'Fai clic su "Avanti" e accetta l\'Accordo di sottoscrizione di Steam.',
        'Inserisci il codice prodotto, trattini compresi, e fai clic su "Avanti".',
        'Fai clic su "Fine": il gioco ora è nella tua Libreria, dove puoi selezionarlo e fare clic su "Installa".',
        "I codici del portafoglio di Steam si riscattano invece su store.steampowered.com/account/redeemwalletcode.",
      ],
    },
  },
  {
    slug: "ubisoft-connect",
    name: "Ubisoft Connect",
    family: "pc",
    pc: true,
    wordmark: "UBISOFT CONNECT",
    palette: { from: "#0a5bd6", to: "#05103a", band: "#0070ff", accent: "#8fd3ff", ink: "#ffffff" },
    redeem: { en: 'in Ubisoft Connect (menu ☰ → "Activate key")', it: 'in Ubisoft Connect (menu ☰ → "Attiva codice")' },
    guide: {
      en: [
        "Install Ubisoft Connect for PC from ubisoft.com and sign in with your Ubisoft account.",
        "Click the menu icon (☰) in the top-left corner.",
        'Select "Activate key".',
        'Enter the code and click "Activate", then accept the terms of use.',
        'The game is added to the "Games" tab, ready to download; Ubisoft+ codes start your subscription instead.',
      ],
      it: [
        "Installa Ubisoft Connect per PC da ubisoft.com e accedi con il tuo account Ubisoft.",
        "Fai clic sull'icona del menu (☰) in alto a sinistra.",
        'Seleziona "Attiva codice".',
        'Inserisci il codice, fai clic su "Attiva" e accetta le condizioni d\'uso.',
        'Il gioco viene aggiunto alla scheda "Giochi", pronto da scaricare; i codici Ubisoft+ attivano invece l\'abbonamento.',
      ],
    },
  },
  {
    slug: "windows-10-home",
    name: "Windows 10 Home",
    family: "pc",
    pc: true,
    wordmark: "WINDOWS 10 HOME",
    palette: WINDOWS_PALETTE,
    redeem: windowsRedeem,
    guide: {
      en: [
        "Install Windows 10 Home; for a clean installation, create a USB stick with Microsoft's free Media Creation Tool.",
        'Open "Start" → "Settings" → "Update & Security" → "Activation".',
        'Select "Change product key".',
        'Enter your product key and select "Next".',
        'Select "Activate": Windows contacts Microsoft\'s activation servers and confirms the licence.',
        'The status now reads "Windows is activated with a digital license", linked to this PC and to your Microsoft account if you are signed in.',
      ],
      it: [
        "Installa Windows 10 Home; per un'installazione pulita crea una chiavetta USB con lo strumento gratuito Media Creation Tool di Microsoft.",
        'Apri "Start" → "Impostazioni" → "Aggiornamento e sicurezza" → "Attivazione".',
        'Seleziona "Cambia codice Product Key".',
        'Inserisci il codice Product Key e seleziona "Avanti".',
        'Seleziona "Attiva": Windows contatta i server di attivazione Microsoft e conferma la licenza.',
        'Lo stato ora indica "Windows è attivato con una licenza digitale", associata a questo PC e al tuo account Microsoft se hai effettuato l\'accesso.',
      ],
    },
  },
  {
    slug: "windows-10-pro",
    name: "Windows 10 Pro",
    family: "pc",
    pc: true,
    wordmark: "WINDOWS 10 PRO",
    palette: WINDOWS_PALETTE,
    redeem: windowsRedeem,
    guide: {
      en: [
        'Open "Start" → "Settings" → "Update & Security" → "Activation".',
        'Select "Change product key".',
        'Enter your Windows 10 Pro product key and select "Next".',
        'Coming from Windows 10 Home? Select "Start" to upgrade the edition: your files and apps are kept and the PC restarts.',
        'After the restart, go back to "Activation" and check that it says "Windows is activated with a digital license".',
        'For a clean installation, create a USB stick with the Media Creation Tool, choose Windows 10 Pro and enter the key when asked (or later in "Activation").',
      ],
      it: [
        'Apri "Start" → "Impostazioni" → "Aggiornamento e sicurezza" → "Attivazione".',
        'Seleziona "Cambia codice Product Key".',
        'Inserisci il codice Product Key di Windows 10 Pro e seleziona "Avanti".',
        'Parti da Windows 10 Home? Seleziona "Avvia" per aggiornare l\'edizione: file e app restano dove sono e il PC si riavvia.',
        'Dopo il riavvio torna in "Attivazione" e verifica che compaia "Windows è attivato con una licenza digitale".',
        'Per un\'installazione pulita crea una chiavetta USB con il Media Creation Tool, scegli Windows 10 Pro e inserisci il codice quando richiesto (o in seguito da "Attivazione").',
      ],
    },
  },
  {
    slug: "windows-10-education",
    name: "Windows 10 Education",
    family: "pc",
    pc: true,
    wordmark: "WINDOWS 10 EDUCATION",
    palette: WINDOWS_PALETTE,
    redeem: windowsRedeem,
    guide: {
      en: [
        "Windows 10 Education can be installed clean or reached as an upgrade from Windows 10 Home or Pro.",
        'Open "Start" → "Settings" → "Update & Security" → "Activation".',
        'Select "Change product key", enter your Windows 10 Education key and select "Next".',
        "Confirm the edition upgrade when prompted: the PC restarts and switches to Education without touching your files.",
        'Back in "Activation", check that the status reads "Windows is activated".',
        'If activation reports an error, open Command Prompt as administrator and run "slmgr /ipk <your key>" followed by "slmgr /ato".',
      ],
      it: [
        "Windows 10 Education si può installare da zero oppure ottenere come aggiornamento da Windows 10 Home o Pro.",
        'Apri "Start" → "Impostazioni" → "Aggiornamento e sicurezza" → "Attivazione".',
        'Seleziona "Cambia codice Product Key", inserisci il codice di Windows 10 Education e seleziona "Avanti".',
        "Conferma l'aggiornamento dell'edizione quando richiesto: il PC si riavvia e passa a Education senza toccare i tuoi file.",
        'Torna in "Attivazione" e verifica che lo stato indichi "Windows è attivato".',
        'Se l\'attivazione segnala un errore, apri il Prompt dei comandi come amministratore ed esegui "slmgr /ipk <tuo codice>" seguito da "slmgr /ato".',
      ],
    },
  },
  {
    slug: "xbox-360",
    name: "Xbox 360",
    family: "console",
    pc: false,
    wordmark: "XBOX 360",
    palette: { ...XBOX_PALETTE, from: "#4f9e1c", to: "#0d2606", band: "#5dc21e", ink: "#ffffff" },
    redeem: {
      en: 'on the Xbox 360 dashboard (Games & Apps → "Redeem Code")',
      it: 'nella dashboard di Xbox 360 (Giochi e app → "Riscatta codice")',
    },
    guide: {
      en: [
        "Turn on the Xbox 360 and sign in with your gamertag; it must be connected to Xbox Live.",
        'On the dashboard, go to "Games & Apps" and select "Redeem Code".',
        'Enter the code with the on-screen keyboard and select "Done".',
        "Confirm: the content is added to your account.",
        'Download it when prompted, or later from "Games & Apps" → "My Games".',
      ],
      it: [
        "Accendi la Xbox 360 e accedi con il tuo gamertag; la console deve essere connessa a Xbox Live.",
        'Nella dashboard vai su "Giochi e app" e seleziona "Riscatta codice".',
        'Inserisci il codice con la tastiera su schermo e seleziona "Fine".',
        "Conferma: il contenuto viene aggiunto al tuo account.",
        'Scaricalo quando richiesto, oppure in seguito da "Giochi e app" → "I miei giochi".',
      ],
    },
  },
  {
    slug: "xbox-one",
    name: "Xbox One",
    family: "console",
    pc: false,
    wordmark: "XBOX ONE",
    palette: XBOX_PALETTE,
    redeem: xboxRedeem,
    guide: {
      en: [
        "Sign in to your Xbox One with the Microsoft account that should own the content.",
        'Press the Xbox button to open the guide and select "Store".',
        'Press the View button on your controller and choose "Redeem".',
        'Enter the code and select "Next", then "Confirm".',
        'The game starts installing and appears in "My games & apps"; gift card funds are added to your Microsoft account balance.',
        "You can also redeem at redeem.microsoft.com or in the Xbox app on your phone or PC.",
      ],
      it: [
        "Accedi alla Xbox One con l'account Microsoft a cui assegnare il contenuto.",
        'Premi il pulsante Xbox per aprire la guida e seleziona "Store".',
        'Premi il pulsante Visualizza del controller e scegli "Riscatta".',
        'Inserisci il codice e seleziona "Avanti", poi "Conferma".',
        'Il gioco inizia l\'installazione e compare in "I miei giochi e app"; il credito delle gift card viene aggiunto al saldo del tuo account Microsoft.',
        "Puoi riscattare anche su redeem.microsoft.com o dall'app Xbox su smartphone o PC.",
      ],
    },
  },
  {
    slug: "xbox-series",
    name: "Xbox Series X|S",
    family: "console",
    pc: false,
    wordmark: "XBOX SERIES X|S",
    palette: { ...XBOX_PALETTE, from: "#0f5a0f", to: "#030a03" },
    redeem: xboxRedeem,
    guide: {
      en: [
        "Sign in to your Xbox Series X or Series S with the Microsoft account that should own the content.",
        'Press the Xbox button, go to "Store" and press the View button on the controller.',
        'Choose "Redeem" from the menu.',
        'Enter the code and select "Check code", then "Confirm".',
        'Game Pass and other memberships start immediately; games begin installing and appear in "My games & apps".',
        "Away from the console, redeem at redeem.microsoft.com or in the Xbox app on your phone.",
      ],
      it: [
        "Accedi alla tua Xbox Series X o Series S con l'account Microsoft a cui assegnare il contenuto.",
        'Premi il pulsante Xbox, vai su "Store" e premi il pulsante Visualizza del controller.',
        'Scegli "Riscatta" dal menu.',
        'Inserisci il codice e seleziona "Verifica codice", poi "Conferma".',
        'Game Pass e gli altri abbonamenti partono subito; i giochi iniziano l\'installazione e compaiono in "I miei giochi e app".',
        "Lontano dalla console, riscatta su redeem.microsoft.com o dall'app Xbox sullo smartphone.",
      ],
    },
  },
];

/** Platforms by slug. */
export const PLATFORM_BY_SLUG: ReadonlyMap<string, PlatformDef> = new Map(PLATFORMS.map((p) => [p.slug, p]));

/** The platform with that slug; throws on a typo in the catalogue data. */
export function platform(slug: string): PlatformDef {
  const p = PLATFORM_BY_SLUG.get(slug);
  if (!p) throw new Error(`unknown platform "${slug}"`);
  return p;
}

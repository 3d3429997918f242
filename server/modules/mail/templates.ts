/**
 * Mail templates in English and Italian: subject, plain text and HTML for each. Values are
 * escaped into the HTML; links are absolute (built from PUBLIC_URL by the caller).
 */
import { Locale } from "../../common/enums.js";

export type MailTemplate =
  | { template: "verify-email"; vars: { name: string; link: string } }
  | { template: "reset-password"; vars: { name: string; link: string } }
  | { template: "seller-welcome"; vars: { name: string; shop: string; link: string } }
  | { template: "seller-approved"; vars: SellerDecisionVars }
  | { template: "seller-blocked"; vars: SellerDecisionVars }
  | { template: "order-confirmation"; vars: OrderMailVars }
  | { template: "order-received"; vars: OrderMailVars }
  | { template: "keys-ready"; vars: OrderMailVars }
  | { template: "order-sourcing"; vars: OrderMailVars }
  | { template: "cart-recovery"; vars: { name: string; link: string; items: string } }
  | { template: "price-drop"; vars: { name: string; link: string; product: string; price: string; was: string } }
  | { template: "stock-alert-confirm"; vars: { name: string; link: string; product: string; unsubscribe: string } }
  | { template: "back-in-stock"; vars: { name: string; link: string; product: string; price: string; unsubscribe: string } }
  | { template: "contact-message"; vars: ContactMessageVars }
  | { template: "contact-received"; vars: ContactReceivedVars }
  | { template: "ticket-reply"; vars: TicketMailVars }
  | { template: "ticket-key-replaced"; vars: TicketMailVars }
  | { template: "ticket-key-refunded"; vars: TicketMailVars & { amount: string } }
  | { template: "ticket-seller-opened"; vars: TicketMailVars }
  | { template: "ticket-seller-reply"; vars: TicketMailVars };

/** A support ticket's mails (server/modules/tickets): the ticket, its subject, what it is about, the link to it. */
export interface TicketMailVars {
  name: string;
  /** "#1042" */
  number: string;
  subject: string;
  /** The order line's product, or "". */
  product: string;
  link: string;
}

/** The contact form's message as support reads it (server/modules/contact). */
export interface ContactMessageVars {
  name: string;
  email: string;
  /** The topic's label in the mail's language. */
  topic: string;
  /** The order number the sender gave, or "" */
  order: string;
  /** "user id (account email)" when the sender was signed in, or "" */
  account: string;
  /** The sender's language (en, it). */
  language: string;
  reference: string;
  message: string;
}

/**
 * The acknowledgement to the sender. It never repeats the message: the address is typed by
 * whoever fills the form, and a copy of any text to any address would make the form a relay.
 */
export interface ContactReceivedVars {
  name: string;
  topic: string;
  reference: string;
  /** The support hours as the sender reads them ("Monday–Friday 09:00–18:00"). */
  hours: string;
}

/** An admin's decision on a seller shop (server/modules/sellers/seller-approval.service.ts). */
export interface SellerDecisionVars {
  name: string;
  shop: string;
  /** The seller area. */
  link: string;
  /** The admin's reason, or "" (an approval may come without one). */
  reason: string;
}

/** What every order mail says: who, which order, how much, and the link to it. */
export interface OrderMailVars {
  name: string;
  link: string;
  number: string;
  total: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  /** Label–value rows under the lines (the contact form's details). */
  details?: [string, string][];
  /** Text shown as sent, line breaks kept (the contact form's message). */
  quote?: string;
  /** The link's button, for mails with a `link`. */
  button?: string;
  footer: string;
  /** Label of the `unsubscribe` link, for mails that carry one (stock alerts). */
  unsubscribe?: string;
}

const COPY: Record<MailTemplate["template"], Record<Locale, (vars: Record<string, string>) => Copy>> = {
  "verify-email": {
    [Locale.en]: () => ({
      subject: "Confirm your email address",
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: ["Thanks for signing up to KeyMarket. Confirm your email address to sign in.", "The link works once and expires in 24 hours."],
      button: "Confirm my email",
      footer: "If you did not create an account, ignore this message.",
    }),
    [Locale.it]: () => ({
      subject: "Conferma il tuo indirizzo email",
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: ["Grazie per esserti registrato su KeyMarket. Conferma il tuo indirizzo email per accedere.", "Il link vale una sola volta e scade tra 24 ore."],
      button: "Conferma la mia email",
      footer: "Se non hai creato un account, ignora questo messaggio.",
    }),
  },
  "reset-password": {
    [Locale.en]: () => ({
      subject: "Reset your password",
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: ["Someone asked to reset the password of your KeyMarket account.", "The link works once and expires in 1 hour."],
      button: "Choose a new password",
      footer: "If it was not you, ignore this message: your password stays as it is.",
    }),
    [Locale.it]: () => ({
      subject: "Reimposta la tua password",
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: ["È stato chiesto di reimpostare la password del tuo account KeyMarket.", "Il link vale una sola volta e scade tra 1 ora."],
      button: "Scegli una nuova password",
      footer: "Se non sei stato tu, ignora questo messaggio: la password resta invariata.",
    }),
  },
  "order-confirmation": {
    [Locale.en]: (v) => ({
      subject: `Your keys are ready: order ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Thank you for your order ${v.number} (${v.total}). Payment received.`,
        "Your keys are in your account: open the order to reveal them, with the activation guide of each platform.",
      ],
      button: "Open my order",
      footer: "You asked for immediate delivery of digital content, so the right of withdrawal ends once a key is revealed.",
    }),
    [Locale.it]: (v) => ({
      subject: `Le tue chiavi sono pronte: ordine ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Grazie per il tuo ordine ${v.number} (${v.total}). Pagamento ricevuto.`,
        "Le chiavi sono nel tuo account: apri l'ordine per rivelarle, con la guida di attivazione di ogni piattaforma.",
      ],
      button: "Apri il mio ordine",
      footer: "Hai chiesto la consegna immediata di contenuti digitali: il diritto di recesso termina quando riveli una chiave.",
    }),
  },
  "order-received": {
    [Locale.en]: (v) => ({
      subject: `We received your order ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Thank you for your order ${v.number} (${v.total}). Payment received.`,
        "We are running a routine check before delivery; your keys will be in your account shortly, and we will write again.",
      ],
      button: "Open my order",
      footer: "If the check cannot be passed, the payment is refunded in full.",
    }),
    [Locale.it]: (v) => ({
      subject: `Abbiamo ricevuto il tuo ordine ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Grazie per il tuo ordine ${v.number} (${v.total}). Pagamento ricevuto.`,
        "Stiamo facendo un controllo di routine prima della consegna; le chiavi arriveranno a breve nel tuo account e ti scriveremo di nuovo.",
      ],
      button: "Apri il mio ordine",
      footer: "Se il controllo non va a buon fine, il pagamento viene rimborsato per intero.",
    }),
  },
  "order-sourcing": {
    [Locale.en]: (v) => ({
      subject: `We are sourcing your key: order ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Thank you for your order ${v.number} (${v.total}). Payment received.`,
        "A key of your order is not in stock right now: we are sourcing it for you, and our support team is following it.",
        "Open the order to see it; when the key arrives we will write again. If it cannot be found, the payment for it is refunded in full.",
      ],
      button: "Open my order",
      footer: "Nothing is charged for a key you do not receive.",
    }),
    [Locale.it]: (v) => ({
      subject: `Stiamo reperendo la tua chiave: ordine ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Grazie per il tuo ordine ${v.number} (${v.total}). Pagamento ricevuto.`,
        "Una chiave del tuo ordine non è disponibile in questo momento: la stiamo reperendo per te e il nostro supporto la sta seguendo.",
        "Apri l'ordine per vederlo; quando la chiave arriva ti scriveremo di nuovo. Se non si trova, il pagamento per quella chiave viene rimborsato per intero.",
      ],
      button: "Apri il mio ordine",
      footer: "Non paghi nulla per una chiave che non ricevi.",
    }),
  },
  "keys-ready": {
    [Locale.en]: (v) => ({
      subject: `Your pre-order keys have arrived: order ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [`The keys you pre-ordered with order ${v.number} are now in your account.`],
      button: "Open my order",
      footer: "Thank you for shopping on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Le chiavi preordinate sono arrivate: ordine ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [`Le chiavi che hai preordinato con l'ordine ${v.number} sono ora nel tuo account.`],
      button: "Apri il mio ordine",
      footer: "Grazie per aver acquistato su KeyMarket.",
    }),
  },
  "cart-recovery": {
    [Locale.en]: (v) => ({
      subject: "You left something in your cart",
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [`Your cart is waiting for you: ${v.items}.`, "Prices and stock can change: complete your order while the keys are there."],
      button: "Back to my cart",
      footer: "You receive this mail once for a cart left behind.",
    }),
    [Locale.it]: (v) => ({
      subject: "Hai lasciato qualcosa nel carrello",
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [`Il tuo carrello ti aspetta: ${v.items}.`, "Prezzi e disponibilità possono cambiare: completa l'ordine finché le chiavi ci sono."],
      button: "Torna al carrello",
      footer: "Ricevi questa email una volta per un carrello lasciato a metà.",
    }),
  },
  "price-drop": {
    [Locale.en]: (v) => ({
      subject: `Price drop: ${v.product} now ${v.price}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [`${v.product}, one of your favourites, is now ${v.price} (it was ${v.was} when you saved it).`],
      button: "See the offer",
      footer: "You asked for price alerts on this favourite; switch them off in your account's favourites.",
    }),
    [Locale.it]: (v) => ({
      subject: `Prezzo in calo: ${v.product} ora a ${v.price}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [`${v.product}, uno dei tuoi preferiti, ora costa ${v.price} (costava ${v.was} quando l'hai salvato).`],
      button: "Vedi l'offerta",
      footer: "Hai chiesto gli avvisi di prezzo per questo preferito; puoi disattivarli nei preferiti del tuo account.",
    }),
  },
  "contact-message": {
    [Locale.en]: (v) => ({
      subject: `[Contact] ${v.topic}: ${v.name} (${v.reference})`,
      greeting: () => "New message from the contact form.",
      lines: ["Answer with your mail program's Reply: the answer goes to the customer's address below."],
      details: [
        ["From", `${v.name} <${v.email}>`],
        ["Topic", v.topic],
        ["Order", v.order || "–"],
        ["Account", v.account || "not signed in"],
        ["Language", v.language],
        ["Reference", v.reference],
      ],
      quote: v.message,
      footer: "Sent by the contact form of KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `[Contatto] ${v.topic}: ${v.name} (${v.reference})`,
      greeting: () => "Nuovo messaggio dal modulo di contatto.",
      lines: ["Rispondi con «Rispondi» del tuo programma di posta: la risposta va all'indirizzo del cliente qui sotto."],
      details: [
        ["Da", `${v.name} <${v.email}>`],
        ["Argomento", v.topic],
        ["Ordine", v.order || "–"],
        ["Account", v.account || "non connesso"],
        ["Lingua", v.language],
        ["Riferimento", v.reference],
      ],
      quote: v.message,
      footer: "Inviato dal modulo di contatto di KeyMarket.",
    }),
  },
  "contact-received": {
    [Locale.en]: (v) => ({
      subject: `We received your message (${v.reference})`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Thank you for contacting KeyMarket support about "${v.topic}". A member of our team will answer at this address, usually within one business day (support hours: ${v.hours}, Italian time).`,
        `Your reference is ${v.reference}: mention it if you write to us again about the same request.`,
      ],
      footer: "You receive this mail because this address was entered in the contact form of KeyMarket. If it was not you, ignore it.",
    }),
    [Locale.it]: (v) => ({
      subject: `Abbiamo ricevuto il tuo messaggio (${v.reference})`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Grazie per aver contattato l'assistenza di KeyMarket per «${v.topic}». Una persona del nostro team ti risponderà a questo indirizzo, di solito entro un giorno lavorativo (orari dell'assistenza: ${v.hours}, ora italiana).`,
        `Il tuo riferimento è ${v.reference}: indicalo se ci scrivi di nuovo per la stessa richiesta.`,
      ],
      footer: "Ricevi questa email perché questo indirizzo è stato inserito nel modulo di contatto di KeyMarket. Se non sei stato tu, ignorala.",
    }),
  },
  "stock-alert-confirm": {
    [Locale.en]: (v) => ({
      subject: `Confirm your back-in-stock alert: ${v.product}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `You asked to be emailed when ${v.product} is back in stock on KeyMarket.`,
        "Confirm the alert: until you do, we will not write to this address about it.",
      ],
      button: "Confirm the alert",
      footer: "If you did not ask for this, ignore this message: no alert is set. Alerts end after 180 days.",
      unsubscribe: "Cancel this alert",
    }),
    [Locale.it]: (v) => ({
      subject: `Conferma l'avviso di disponibilità: ${v.product}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Hai chiesto di ricevere un'email quando ${v.product} torna disponibile su KeyMarket.`,
        "Conferma l'avviso: finché non lo fai, non scriveremo a questo indirizzo per questo prodotto.",
      ],
      button: "Conferma l'avviso",
      footer: "Se non l'hai chiesto tu, ignora questo messaggio: nessun avviso è attivo. Gli avvisi scadono dopo 180 giorni.",
      unsubscribe: "Annulla questo avviso",
    }),
  },
  "back-in-stock": {
    [Locale.en]: (v) => ({
      subject: `Back in stock: ${v.product}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [`Good news: ${v.product} is back in stock on KeyMarket, from ${v.price}.`, "Keys can sell out again quickly."],
      button: "See the offers",
      footer: "You asked for this alert; it is sent once and has now ended.",
      unsubscribe: "Remove this alert",
    }),
    [Locale.it]: (v) => ({
      subject: `Di nuovo disponibile: ${v.product}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [`Buone notizie: ${v.product} è di nuovo disponibile su KeyMarket, da ${v.price}.`, "Le chiavi possono esaurirsi di nuovo in fretta."],
      button: "Vedi le offerte",
      footer: "Hai chiesto questo avviso; viene inviato una sola volta ed è ora concluso.",
      unsubscribe: "Rimuovi questo avviso",
    }),
  },
  "seller-welcome": {
    [Locale.en]: (v) => ({
      subject: `Welcome to KeyMarket, ${v.shop}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Your seller profile "${v.shop}" is registered.`,
        "Sign in again to open your seller area: you can prepare your offers and keys there. They go on sale once our team has approved your shop; we will write to you then.",
      ],
      button: "Sign in",
      footer: "Thank you for selling on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Benvenuto su KeyMarket, ${v.shop}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Il tuo profilo venditore "${v.shop}" è registrato.`,
        "Accedi di nuovo per aprire la tua area venditore: lì puoi preparare offerte e chiavi. Saranno in vendita quando il nostro team avrà approvato il tuo negozio; ti scriveremo allora.",
      ],
      button: "Accedi",
      footer: "Grazie per vendere su KeyMarket.",
    }),
  },
  "seller-approved": {
    [Locale.en]: (v) => ({
      subject: `Your shop ${v.shop} is approved`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Good news: your shop "${v.shop}" has been approved. Your enabled offers with keys are now on sale on KeyMarket.`,
        ...(v.reason ? [`Note from our team: ${v.reason}`] : []),
      ],
      button: "Open my seller area",
      footer: "Thank you for selling on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Il tuo negozio ${v.shop} è approvato`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Buone notizie: il tuo negozio "${v.shop}" è stato approvato. Le tue offerte attive con chiavi sono ora in vendita su KeyMarket.`,
        ...(v.reason ? [`Nota del nostro team: ${v.reason}`] : []),
      ],
      button: "Apri la mia area venditore",
      footer: "Grazie per vendere su KeyMarket.",
    }),
  },
  "ticket-reply": {
    [Locale.en]: (v) => ({
      subject: `New answer on your ticket ${v.number}: ${v.subject}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `There is a new answer on your support ticket ${v.number} "${v.subject}"${v.product ? ` about ${v.product}` : ""}.`,
        "Open the ticket to read it and reply.",
      ],
      button: "Open the ticket",
      footer: "You receive this mail because you opened a support ticket on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Nuova risposta al tuo ticket ${v.number}: ${v.subject}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `C'è una nuova risposta al tuo ticket di assistenza ${v.number} "${v.subject}"${v.product ? ` su ${v.product}` : ""}.`,
        "Apri il ticket per leggerla e rispondere.",
      ],
      button: "Apri il ticket",
      footer: "Ricevi questa email perché hai aperto un ticket di assistenza su KeyMarket.",
    }),
  },
  "ticket-key-replaced": {
    [Locale.en]: (v) => ({
      subject: `Your key was replaced: ticket ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `The key${v.product ? ` of ${v.product}` : ""} you reported in ticket ${v.number} was replaced with a new one.`,
        "Reveal the new key on your order page, where the old one is kept with its dates.",
      ],
      button: "Open the ticket",
      footer: "You receive this mail because you opened a support ticket on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `La tua chiave è stata sostituita: ticket ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `La chiave${v.product ? ` di ${v.product}` : ""} che hai segnalato nel ticket ${v.number} è stata sostituita con una nuova.`,
        "Mostra la nuova chiave nella pagina del tuo ordine, dove resta anche quella vecchia con le sue date.",
      ],
      button: "Apri il ticket",
      footer: "Ricevi questa email perché hai aperto un ticket di assistenza su KeyMarket.",
    }),
  },
  "ticket-key-refunded": {
    [Locale.en]: (v) => ({
      subject: `Your key was refunded: ticket ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `No replacement was in stock for the key${v.product ? ` of ${v.product}` : ""} you reported in ticket ${v.number}, so we refunded it: ${v.amount}.`,
        "The refund goes back to your payment method; it can take a few days to show.",
      ],
      button: "Open the ticket",
      footer: "You receive this mail because you opened a support ticket on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `La tua chiave è stata rimborsata: ticket ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Non c'era una chiave sostitutiva disponibile per la chiave${v.product ? ` di ${v.product}` : ""} segnalata nel ticket ${v.number}, quindi l'abbiamo rimborsata: ${v.amount}.`,
        "Il rimborso torna sul tuo metodo di pagamento; può richiedere qualche giorno.",
      ],
      button: "Apri il ticket",
      footer: "Ricevi questa email perché hai aperto un ticket di assistenza su KeyMarket.",
    }),
  },
  "ticket-seller-opened": {
    [Locale.en]: (v) => ({
      subject: `New ticket ${v.number} about your key${v.product ? `: ${v.product}` : ""}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `A customer opened the support ticket ${v.number} "${v.subject}" about a key your shop sold.`,
        "Answer it, or replace the key, from your seller area.",
      ],
      button: "Open the ticket",
      footer: "You receive this mail because you sell on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Nuovo ticket ${v.number} su una tua chiave${v.product ? `: ${v.product}` : ""}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Un cliente ha aperto il ticket di assistenza ${v.number} "${v.subject}" su una chiave venduta dal tuo negozio.`,
        "Rispondi, o sostituisci la chiave, dalla tua area venditore.",
      ],
      button: "Apri il ticket",
      footer: "Ricevi questa email perché vendi su KeyMarket.",
    }),
  },
  "ticket-seller-reply": {
    [Locale.en]: (v) => ({
      subject: `The customer answered on ticket ${v.number}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [`The customer wrote again on the support ticket ${v.number} "${v.subject}"${v.product ? ` about ${v.product}` : ""}.`],
      button: "Open the ticket",
      footer: "You receive this mail because you sell on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Il cliente ha risposto al ticket ${v.number}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [`Il cliente ha scritto di nuovo sul ticket di assistenza ${v.number} "${v.subject}"${v.product ? ` su ${v.product}` : ""}.`],
      button: "Apri il ticket",
      footer: "Ricevi questa email perché vendi su KeyMarket.",
    }),
  },
  "seller-blocked": {
    [Locale.en]: (v) => ({
      subject: `Your shop ${v.shop} has been blocked`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [
        `Your shop "${v.shop}" has been blocked: its offers are no longer shown on KeyMarket and its keys are not sold.`,
        `Reason: ${v.reason}`,
        "Your sales so far and your payouts are not affected. If you think this is a mistake, contact our support.",
      ],
      button: "Open my seller area",
      footer: "This mail was sent because of a decision about your seller shop.",
    }),
    [Locale.it]: (v) => ({
      subject: `Il tuo negozio ${v.shop} è stato bloccato`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [
        `Il tuo negozio "${v.shop}" è stato bloccato: le sue offerte non sono più visibili su KeyMarket e le sue chiavi non vengono vendute.`,
        `Motivo: ${v.reason}`,
        "Le vendite già fatte e i pagamenti non cambiano. Se pensi che sia un errore, contatta il nostro supporto.",
      ],
      button: "Apri la mia area venditore",
      footer: "Ricevi questa email per una decisione sul tuo negozio venditore.",
    }),
  },
};

/** Renders a template in a language (English when the language is unknown). */
export function renderMail(m: MailTemplate, locale: Locale | string): RenderedMail {
  const lang = locale === Locale.it ? Locale.it : Locale.en;
  const vars = m.vars as Record<string, string>;
  const copy = COPY[m.template][lang](vars);
  const link = copy.button && vars.link ? { label: copy.button, url: vars.link } : null;
  const unsubscribe = copy.unsubscribe && vars.unsubscribe ? { label: copy.unsubscribe, url: vars.unsubscribe } : null;
  const text = [
    copy.greeting(vars.name),
    "",
    ...copy.lines,
    ...(copy.details ? ["", ...copy.details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(copy.quote !== undefined ? ["", "----", copy.quote, "----"] : []),
    ...(link ? ["", `${link.label}: ${link.url}`] : []),
    "",
    copy.footer,
    ...(unsubscribe ? ["", `${unsubscribe.label}: ${unsubscribe.url}`] : []),
    "",
    "KeyMarket",
  ].join("\n");
  const details = copy.details
    ? `<table style="border-collapse:collapse;font-size:14px">${copy.details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const quote =
    copy.quote !== undefined
      ? `<div style="white-space:pre-wrap;border-left:4px solid #6b46c1;background:#f6f6fa;padding:12px 16px;border-radius:8px">${escapeHtml(copy.quote)}</div>`
      : "";
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(copy.greeting(vars.name))}</p>
${copy.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${details}${quote}${
  link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#6b46c1;color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>`
    : ""
}
<p style="font-size:13px;color:#555">${escapeHtml(copy.footer)}</p>
${unsubscribe ? `<p style="font-size:13px;color:#555"><a href="${escapeHtml(unsubscribe.url)}" style="color:#555">${escapeHtml(unsubscribe.label)}</a></p>\n` : ""}</body></html>`;
  return { subject: copy.subject, text, html };
}

/**
 * Mail templates in English and Italian: subject, plain text and HTML for each. Values are
 * escaped into the HTML; links are absolute (built from PUBLIC_URL by the caller).
 */
import { Locale } from "../../common/enums.js";

export type MailTemplate =
  | { template: "verify-email"; vars: { name: string; link: string } }
  | { template: "reset-password"; vars: { name: string; link: string } }
  | { template: "seller-welcome"; vars: { name: string; shop: string; link: string } }
  | { template: "order-confirmation"; vars: OrderMailVars }
  | { template: "order-received"; vars: OrderMailVars }
  | { template: "keys-ready"; vars: OrderMailVars }
  | { template: "cart-recovery"; vars: { name: string; link: string; items: string } }
  | { template: "price-drop"; vars: { name: string; link: string; product: string; price: string; was: string } };

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
  "seller-welcome": {
    [Locale.en]: (v) => ({
      subject: `Welcome to KeyMarket, ${v.shop}`,
      greeting: (n) => (n ? `Hi ${n},` : "Hi,"),
      lines: [`Your seller profile "${v.shop}" is registered.`, "Sign in again to open your seller area."],
      button: "Sign in",
      footer: "Thank you for selling on KeyMarket.",
    }),
    [Locale.it]: (v) => ({
      subject: `Benvenuto su KeyMarket, ${v.shop}`,
      greeting: (n) => (n ? `Ciao ${n},` : "Ciao,"),
      lines: [`Il tuo profilo venditore "${v.shop}" è registrato.`, "Accedi di nuovo per aprire la tua area venditore."],
      button: "Accedi",
      footer: "Grazie per vendere su KeyMarket.",
    }),
  },
};

/** Renders a template in a language (English when the language is unknown). */
export function renderMail(m: MailTemplate, locale: Locale | string): RenderedMail {
  const lang = locale === Locale.it ? Locale.it : Locale.en;
  const vars = m.vars as Record<string, string>;
  const copy = COPY[m.template][lang](vars);
  const text = [copy.greeting(vars.name), "", ...copy.lines, "", `${copy.button}: ${vars.link}`, "", copy.footer, "", "KeyMarket"].join("\n");
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(copy.greeting(vars.name))}</p>
${copy.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#6b46c1;color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(vars.link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(copy.footer)}</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}

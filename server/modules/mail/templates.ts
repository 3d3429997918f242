/**
 * Mail templates in English and Italian: subject, plain text and HTML for each. Values are
 * escaped into the HTML; links are absolute (built from PUBLIC_URL by the caller).
 */
import { Locale } from "../../common/enums.js";

export type MailTemplate =
  | { template: "verify-email"; vars: { name: string; link: string } }
  | { template: "reset-password"; vars: { name: string; link: string } }
  | { template: "seller-welcome"; vars: { name: string; shop: string; link: string } };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  button: string;
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

/** The HTML document around a rendered page. */
import type { Config } from "../config.js";
import type { Consent, ConsentCategory } from "./consent.js";

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** JSON that is safe inside <script> (no "</script>", no HTML comment openers). */
const UNSAFE_IN_SCRIPT = /[<>\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "\u2028": "\\u2028", "\u2029": "\\u2029" };
export const safeJson = (value: unknown) => JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPES[c]!);

export interface DocumentParts {
  locale: string;
  /** "light" / "dark" when known on the server (cookie or forced), else the head script decides. */
  theme: "light" | "dark" | null;
  forcedLight: boolean;
  nonce: string;
  themeScript: string;
  head: string;
  /** Module scripts and preloads. */
  scripts: string;
  html: string;
  /** The page state, already serialised with safeJson. */
  stateJson: string;
  /** Third-party script slots (never on admin or seller pages). */
  slots: string;
  /** Whether the visitor has made a cookie choice: the consent banner stays hidden (CSS). */
  consentGiven: boolean;
}

export function documentHtml(p: DocumentParts): string {
  const theme = p.forcedLight ? "light" : p.theme;
  const htmlAttrs = [
    `lang="${attr(p.locale)}"`,
    theme ? `class="${theme}" style="color-scheme: ${theme}"` : "",
    p.forcedLight ? `data-forced-theme="light"` : "",
    p.consentGiven ? "data-km-consent" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return `<!doctype html>
<html ${htmlAttrs}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script nonce="${attr(p.nonce)}">${p.themeScript}</script>
<meta name="theme-color" content="#3b0764">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${p.head}
${p.scripts}
</head>
<body>
<div id="root">${p.html}</div>
<script type="application/json" id="km-state">${p.stateJson}</script>
${p.slots}
</body>
</html>`;
}

type SlotConfig = Pick<Config, "TAG_MANAGER_ID" | "CHAT_WIDGET_SRC" | "FRAUD_SCRIPT_SRC">;

/**
 * The configured third-party scripts with the page's nonce. Each waits for the consent its
 * category needs (./consent.ts): without it the script is rendered inert (`type="text/plain"`,
 * its address in `data-src`, the categories that allow it in `data-km-consent`), and the
 * client's consent banner brings it to life with the same nonce once the visitor agrees
 * (client/src/lib/consent.ts). Fraud screening is a security measure and always runs.
 */
export function thirdPartySlots(config: SlotConfig, nonce: string, consent: Pick<Consent, ConsentCategory> | null): string {
  const n = attr(nonce);
  const allowed = (categories: ConsentCategory[]) => categories.some((c) => consent?.[c] === true);
  const script = (slot: string, categories: ConsentCategory[], code: { src?: string; inline?: string }) => {
    const body = code.inline ?? "";
    if (categories.length === 0 || allowed(categories)) {
      return `<script nonce="${n}"${code.src ? ` async src="${attr(code.src)}"` : ""} data-km-slot="${slot}">${body}</script>`;
    }
    return `<script type="text/plain" nonce="${n}"${code.src ? ` data-src="${attr(code.src)}"` : ""} data-km-slot="${slot}" data-km-consent="${categories.join(" ")}">${body}</script>`;
  };
  const out: string[] = [];
  if (config.TAG_MANAGER_ID) {
    const id = encodeURIComponent(config.TAG_MANAGER_ID);
    const state = (granted: boolean | undefined) => (granted ? "granted" : "denied");
    // Google consent mode v2: the tag manager's tags follow the visitor's choice.
    const defaults = JSON.stringify({
      analytics_storage: state(consent?.analytics),
      ad_storage: state(consent?.marketing),
      ad_user_data: state(consent?.marketing),
      ad_personalization: state(consent?.marketing),
    });
    out.push(
      script("tag-manager", ["analytics", "marketing"], {
        inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("consent","default",${defaults});window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`,
      }),
      script("tag-manager", ["analytics", "marketing"], { src: `https://www.googletagmanager.com/gtm.js?id=${id}` }),
    );
  }
  if (config.CHAT_WIDGET_SRC) out.push(script("chat-widget", ["functional"], { src: config.CHAT_WIDGET_SRC }));
  if (config.FRAUD_SCRIPT_SRC) out.push(script("fraud-screening", [], { src: config.FRAUD_SCRIPT_SRC }));
  return out.join("\n");
}

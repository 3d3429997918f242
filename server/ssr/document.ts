/** The HTML document around a rendered page. */
import type { Config } from "../config.js";

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
}

export function documentHtml(p: DocumentParts): string {
  const theme = p.forcedLight ? "light" : p.theme;
  const htmlAttrs = [
    `lang="${attr(p.locale)}"`,
    theme ? `class="${theme}" style="color-scheme: ${theme}"` : "",
    p.forcedLight ? `data-forced-theme="light"` : "",
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

/** The configured third-party scripts (tag manager, chat widget, fraud screening), with the page's nonce. */
export function thirdPartySlots(config: Pick<Config, "TAG_MANAGER_ID" | "CHAT_WIDGET_SRC" | "FRAUD_SCRIPT_SRC">, nonce: string): string {
  const n = attr(nonce);
  const out: string[] = [];
  if (config.TAG_MANAGER_ID) {
    const id = encodeURIComponent(config.TAG_MANAGER_ID);
    out.push(
      `<script nonce="${n}" data-km-slot="tag-manager">window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});</script>`,
      `<script nonce="${n}" async src="https://www.googletagmanager.com/gtm.js?id=${id}" data-km-slot="tag-manager"></script>`,
    );
  }
  if (config.CHAT_WIDGET_SRC) out.push(`<script nonce="${n}" async src="${attr(config.CHAT_WIDGET_SRC)}" data-km-slot="chat-widget"></script>`);
  if (config.FRAUD_SCRIPT_SRC) out.push(`<script nonce="${n}" async src="${attr(config.FRAUD_SCRIPT_SRC)}" data-km-slot="fraud-screening"></script>`);
  return out.join("\n");
}

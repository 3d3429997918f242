/** Reading and writing the few cookies the browser side owns (currency, theme). */

/** The value of a cookie in a Cookie header or `document.cookie`; undefined when absent. */
export function readCookie(name: string, source?: string): string | undefined {
  const all = source ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of all.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}

/** Sets a first-party cookie for the whole site; `maxAgeDays` 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.round(maxAgeDays * 86400)}; SameSite=Lax${secure}`;
}

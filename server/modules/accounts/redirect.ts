/**
 * The one rule for where a login may send the browser (spec §2, §5): the destination is
 * honoured only when it stays on the site's own host or on localhost; anything else,
 * including everything that does not parse cleanly, goes to "/".
 */
export function safeDestination(destination: string | null | undefined, siteOrigins: readonly string[]): string {
  if (!destination || typeof destination !== "string") return "/";
  const d = destination.trim();
  // Backslashes are read as slashes by browsers ("/\\evil.example"); control characters
  // and whitespace inside a URL are never legitimate here.
  if (d === "" || d.includes("\\") || /[\u0000-\u001f\u007f\s]/.test(d)) return "/";
  const allowedHosts = new Set<string>(["localhost", "127.0.0.1", "[::1]"]);
  for (const o of siteOrigins) {
    try {
      allowedHosts.add(new URL(o).hostname.toLowerCase());
    } catch {
      /* not an origin */
    }
  }
  let url: URL;
  try {
    // Relative paths resolve against a placeholder origin that cannot be a real host.
    url = new URL(d, "http://km-relative.invalid");
  } catch {
    return "/";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "/";
  if (url.username || url.password) return "/";
  const relative = url.hostname === "km-relative.invalid";
  if (relative) {
    // "//evil.example" is protocol-relative, not a path: it parses with that host, so only
    // single-slash paths arrive here.
    if (!d.startsWith("/") || d.startsWith("//")) return "/";
    return url.pathname + url.search + url.hash;
  }
  if (!allowedHosts.has(url.hostname.toLowerCase())) return "/";
  return url.toString();
}

/**
 * Which of Chakra's default colour tokens the storefront keeps: the palettes gray, red,
 * orange, green, teal and purple and the plain colours; blue, cyan, pink and yellow stay out
 * of every page's CSS variables and of the browser's token dictionary, and references to
 * them point at purple. Pure data in, data out: app/theme-tokens.ts applies it at run time
 * (jest, the dev server) and client/vite.config.ts at build time.
 */
const DROPPED_PALETTES = ["blue", "cyan", "pink", "yellow"];
const DROPPED_REFERENCE = /\{colors\.(blue|cyan|pink|yellow)\./g;

function pickColors<T>(colors: T): T {
  const keep = Object.entries(colors as Record<string, unknown>).filter(([k]) => !DROPPED_PALETTES.includes(k));
  return JSON.parse(JSON.stringify(Object.fromEntries(keep)).replace(DROPPED_REFERENCE, "{colors.purple.")) as T;
}

export function pruneTokens<T extends { colors?: unknown }, S extends { colors?: unknown }>(tokens: T, semanticTokens: S): { tokens: T; semanticTokens: S } {
  return {
    tokens: { ...tokens, colors: pickColors(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: pickColors(semanticTokens.colors) },
  };
}

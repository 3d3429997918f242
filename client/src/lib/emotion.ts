/**
 * The emotion cache Chakra's styles go through, on the server and in the browser: key
 * "css" and no vendor-prefixing plugin. Every browser the storefront supports has the
 * standard properties; the prefixes (-webkit-/-ms-/-moz- copies of display:flex,
 * appearance, user-select …) doubled the size of each page's CSS, which the server had to
 * write and the browser to parse and match.
 */
import createEmotionCache, { type EmotionCache } from "@emotion/cache";

export const createStyleCache = (): EmotionCache => createEmotionCache({ key: "css", stylisPlugins: [] });

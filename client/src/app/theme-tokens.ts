/**
 * Chakra's default tokens and semantic tokens, pruned to the storefront's palettes
 * (./prune-tokens.ts). The Vite build replaces this module with the result as plain data
 * (prunedThemeTokens in client/vite.config.ts): the bundles then carry the kept tokens
 * only, not Chakra's whole default theme and the pruning.
 */
import { semanticTokens as allSemanticTokens, tokens as allTokens } from "@chakra-ui/react/theme";
import { pruneTokens } from "./prune-tokens";

export const { tokens, semanticTokens } = pruneTokens(allTokens, allSemanticTokens);

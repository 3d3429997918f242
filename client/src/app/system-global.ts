/**
 * The full Chakra system, global styles included (reset, base styles, tokens as CSS
 * variables, keyframes): the server renders them once into every page's <head>
 * (entry-server's globalStyles()). Only the SSR bundle imports this module.
 */
import { createSystem, defaultBaseConfig, mergeConfigs } from "@chakra-ui/react";
import { globalCss, keyframes } from "@chakra-ui/react/theme";
import { systemConfig } from "./system";

export const createGlobalSystem = () => createSystem(mergeConfigs(defaultBaseConfig, systemConfig({ globalCss, keyframes })));

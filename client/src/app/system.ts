/**
 * The Chakra UI system: purple accent (green in the seller area, set by its layout),
 * radius 12, the spec's breakpoints (360, 600, 768, 992, 1200, 1280, 1920) and the system
 * font stack (no web font download). Only the recipes the storefront uses are included:
 * every recipe of the default theme would ship in the first-load bundle and its CSS in
 * every page.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig, type SystemStyleObject } from "@chakra-ui/react";
import {
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  headingRecipe,
  layerStyles,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
} from "@chakra-ui/react/theme";
import { semanticTokens, tokens } from "./theme-tokens";

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const BREAKPOINTS = {
  xs: "360px",
  sm: "600px",
  md: "768px",
  lg: "992px",
  xl: "1200px",
  "2xl": "1280px",
  "3xl": "1920px",
} as const;

/**
 * What only the global styles need: the reset, the base styles and the keyframes. The
 * server renders those once (app/system-global.ts, entry-server's globalStyles()); the
 * browser's system does without them (and its bundle without their definitions).
 */
export interface GlobalParts {
  globalCss: NonNullable<SystemConfig["globalCss"]>;
  keyframes: NonNullable<NonNullable<SystemConfig["theme"]>["keyframes"]>;
}

/** Custom properties Chakra's global styles declare on every element that only need declaring once. */
const INHERITED_ONCE = (name: string) => name.startsWith("--") && name !== "--global-color-border";

/**
 * Chakra's global styles, adapted: the purple accent, the page's background, and the custom
 * properties Chakra declares on `*` (the defaults of its filter, backdrop-filter and ring
 * utilities, and the font stacks) declared once on `html` instead. Custom properties inherit,
 * so every element reads the same values, but the browser no longer resolves 25 `var()`s for
 * each element of the page (about an eighth of the home page's style time, measured in
 * Chromium). The border colour stays on `*`: it resolves the theme's colour where the element is.
 */
export function storefrontGlobalCss(globalCss: GlobalParts["globalCss"]): GlobalParts["globalCss"] {
  const every = Object.entries((globalCss["*"] ?? {}) as object);
  const part = (once: boolean) => Object.fromEntries(every.filter(([name]) => INHERITED_ONCE(name) === once)) as SystemStyleObject;
  return {
    ...globalCss,
    "*": part(false),
    html: { ...part(true), ...(globalCss.html as SystemStyleObject), colorPalette: "purple" },
    body: { bg: "bg.subtle", minHeight: "100dvh" },
  };
}

/** The storefront's Chakra configuration, with the global parts when given. */
export const systemConfig = (globals?: GlobalParts) =>
  defineConfig({
    preflight: !!globals,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: globals ? storefrontGlobalCss(globals.globalCss) : {},
    theme: {
      breakpoints: BREAKPOINTS,
      ...(globals ? { keyframes: globals.keyframes } : {}),
      tokens: {
        ...tokens,
        fonts: { heading: { value: SYSTEM_FONTS }, body: { value: SYSTEM_FONTS }, mono: tokens.fonts!.mono! },
      },
      semanticTokens: {
        ...semanticTokens,
        // Radius 12 on the controls and cards (the spec's theme radius).
        radii: { l1: { value: "6px" }, l2: { value: "12px" }, l3: { value: "12px" } },
      },
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
      },
      // Slot recipes are passed where used (the toaster's comes with its lazy chunk).
      slotRecipes: {},
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

/**
 * The system the React tree renders with: the same tokens and recipes, without the global
 * styles (reset, tokens as CSS variables, base styles). Those do not depend on the page:
 * the server puts them in every page's <head> once rendered, instead of serialising 40 KB
 * of CSS on every request, and the browser neither computes nor inserts them at start.
 */
type System = ReturnType<typeof createSystem>;
let tree: System | undefined;
/**
 * Built on first use (the browser builds it in a task of its own before hydrating: it is not
 * cheap; the browser build also skips createSystem's global styles: noClientGlobalCss in
 * client/vite.config.ts).
 */
export function getTreeSystem(): System {
  if (!tree) {
    const system = createSystem(mergeConfigs(defaultBaseConfig, systemConfig()));
    tree = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
  }
  return tree;
}

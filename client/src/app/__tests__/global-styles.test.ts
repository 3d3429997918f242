/**
 * The global styles every page's <head> carries (app/system.ts storefrontGlobalCss over
 * Chakra's): Chakra's defaults for its filter and ring utilities and the font stacks are
 * declared once on `html` and inherited, not on every element (`*`), where the browser
 * resolved them element by element; the border colour stays on `*`; the accent and the page
 * background are the shop's. The e2e storefront test checks the same in Chromium's CSSOM.
 */
import { globalCss } from "@chakra-ui/react/theme";
import { storefrontGlobalCss } from "../system";

const customProperties = (rule: unknown) => Object.keys(rule as object).filter((k) => k.startsWith("--"));

describe("the storefront's global styles", () => {
  const css = storefrontGlobalCss(globalCss);

  it("declares no custom property on every element but the border colour, and keeps the rest of the rule", () => {
    expect(customProperties(css["*"])).toEqual(["--global-color-border"]);
    expect(css["*"]).toMatchObject({ fontFeatureSettings: '"cv11"', "--global-color-border": "colors.border" });
  });

  it("declares every other custom property of Chakra's `*` rule once, on html, with its value", () => {
    const moved = customProperties(globalCss["*"]).filter((k) => k !== "--global-color-border");
    expect(moved.length).toBeGreaterThan(20);
    expect(moved).toEqual(expect.arrayContaining(["--ring-inset", "--brightness", "--backdrop-blur", "--global-font-body", "--global-font-mono"]));
    for (const name of moved) expect((css.html as Record<string, unknown>)[name]).toBe((globalCss["*"] as Record<string, unknown>)[name]);
  });

  it("keeps Chakra's html and other rules, with the shop's accent and background", () => {
    expect(css.html).toMatchObject({ color: "fg", bg: "bg", lineHeight: "1.5", colorPalette: "purple" });
    expect(css.body).toEqual({ bg: "bg.subtle", minHeight: "100dvh" });
    expect(css["*::selection"]).toEqual(globalCss["*::selection"]);
  });
});

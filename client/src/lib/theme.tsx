/**
 * Light and dark: the stored choice (`selectedTheme` in localStorage, mirrored in a cookie
 * so the server renders the right class) or else the system preference. Admin and seller
 * pages are always light (spec §4). The provider is next-themes; the class is set before
 * first paint by THEME_HEAD_SCRIPT, inlined at the top of <head> by the server.
 */
import { ThemeProvider, useTheme } from "next-themes";
import { useCallback, type ReactNode } from "react";
import { writeCookie } from "./cookies";
import { stripLocale } from "./locale";

export type ThemeName = "light" | "dark";
export const THEME_STORAGE_KEY = "selectedTheme";
export const THEME_COOKIE = "selectedTheme";

export const isThemeName = (v: unknown): v is ThemeName => v === "light" || v === "dark";

/** Admin and seller areas (in either language) are always light. */
export function isForcedLightPath(pathname: string): boolean {
  const p = stripLocale(pathname);
  return /^\/(admin|seller)(\/|$)/.test(p);
}

/** Seller pages use a green accent, everything else purple (spec §4). */
export function accentForPath(pathname: string): "green" | "purple" {
  return /^\/seller(\/|$)/.test(stripLocale(pathname)) ? "green" : "purple";
}

/**
 * Runs in <head> before the body is parsed: picks the theme (forced, stored, or the
 * system's), sets the class and color-scheme, and mirrors a stored choice into the cookie.
 */
export const THEME_HEAD_SCRIPT = `(function(){try{var d=document.documentElement,k=${JSON.stringify(
  THEME_STORAGE_KEY,
)},f=d.getAttribute("data-forced-theme"),s=null;try{s=localStorage.getItem(k)}catch(e){}var t=f||s;if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t;if(!f&&(s==="light"||s==="dark")&&document.cookie.indexOf(k+"="+s)<0)document.cookie=k+"="+s+"; Path=/; Max-Age=31536000; SameSite=Lax"}catch(e){}})();`;

export function ColorModeProvider({ forcedLight, nonce, children }: { forcedLight: boolean; nonce?: string; children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      enableSystem
      defaultTheme="system"
      // (its transition suppression adds a universal style rule and forces a style recalc on
      // every theme application, hydration included: too costly on a page this size)
      disableTransitionOnChange={false}
      forcedTheme={forcedLight ? "light" : undefined}
      nonce={nonce}
      // THEME_HEAD_SCRIPT already did next-themes' in-body script's work, earlier (in <head>);
      // a data block type keeps the duplicate from running.
      scriptProps={{ type: "application/json" }}
    >
      {children}
    </ThemeProvider>
  );
}

export interface ColorMode {
  /** The theme in effect (undefined on the server and before hydration). */
  colorMode: ThemeName | undefined;
  /** Whether the current page forces light. */
  forced: boolean;
  setColorMode(theme: ThemeName): void;
  toggleColorMode(): void;
}

/** The theme in effect and how to change it; a change is stored in localStorage and the cookie. */
export function useColorMode(): ColorMode {
  const { resolvedTheme, setTheme, forcedTheme } = useTheme();
  const setColorMode = useCallback(
    (theme: ThemeName) => {
      setTheme(theme);
      writeCookie(THEME_COOKIE, theme, 365);
    },
    [setTheme],
  );
  const colorMode = isThemeName(forcedTheme) ? forcedTheme : isThemeName(resolvedTheme) ? resolvedTheme : undefined;
  return {
    colorMode,
    forced: forcedTheme != null,
    setColorMode,
    toggleColorMode: () => setColorMode(colorMode === "dark" ? "light" : "dark"),
  };
}

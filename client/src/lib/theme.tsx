/**
 * Light and dark: the stored choice (`selectedTheme` in localStorage, mirrored in a cookie
 * so the server renders the right class) or else the system preference. Admin and seller
 * pages are always light (spec §4). The class is set before first paint by
 * THEME_HEAD_SCRIPT, inlined at the top of <head> by the server; ColorModeProvider then
 * keeps it in line with the page (forced light or not), the stored choice (also when
 * another tab changes it) and the system preference. (This was next-themes: the head
 * script already did most of its work, and these few lines cost a fraction of it in the
 * first-load bundle.)
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
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

const DARK_QUERY = "(prefers-color-scheme: dark)";

function storedTheme(): ThemeName | null {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(v) ? v : null;
  } catch {
    return null;
  }
}

const systemTheme = (): ThemeName => (typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches ? "dark" : "light");

/** Sets the class and color-scheme of <html> (what THEME_HEAD_SCRIPT does before first paint). */
function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  if (!root.classList.contains(theme) || root.classList.contains(theme === "dark" ? "light" : "dark")) {
    root.classList.remove("light", "dark");
    root.classList.add(theme);
  }
  root.style.colorScheme = theme;
}

interface ThemeState {
  /** The theme in effect; undefined on the server and during hydration. */
  theme: ThemeName | undefined;
  forced: boolean;
  setTheme(theme: ThemeName): void;
}

const ThemeContext = createContext<ThemeState>({ theme: undefined, forced: false, setTheme: () => undefined });

export function ColorModeProvider({ forcedLight, children }: { forcedLight: boolean; nonce?: string; children: ReactNode }) {
  // Read once mounted (the server knows neither): the hydration render matches the server's.
  const [stored, setStored] = useState<ThemeName | null>(null);
  const [system, setSystem] = useState<ThemeName | null>(null);
  useEffect(() => {
    // A transition: an update at the default priority here, while the page hydrates, would make
    // React hydrate the rest of the page synchronously, in one long task.
    startTransition(() => {
      setStored(storedTheme());
      setSystem(systemTheme());
    });
    const media = typeof matchMedia === "function" ? matchMedia(DARK_QUERY) : null;
    const onSystem = () => setSystem(systemTheme());
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY || e.key === null) setStored(storedTheme());
    };
    media?.addEventListener?.("change", onSystem);
    window.addEventListener("storage", onStorage);
    return () => {
      media?.removeEventListener?.("change", onSystem);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  const resolved = system === null ? undefined : (stored ?? system);
  const theme = forcedLight ? "light" : resolved;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  const setTheme = useCallback((next: ThemeName) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage refused (private mode): the choice lasts for the page, and the cookie keeps it
    }
    setStored(next);
  }, []);
  const value = useMemo(() => ({ theme, forced: forcedLight, setTheme }), [theme, forcedLight, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
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
  const { theme: colorMode, forced, setTheme } = useContext(ThemeContext);
  const setColorMode = useCallback(
    (theme: ThemeName) => {
      setTheme(theme);
      writeCookie(THEME_COOKIE, theme, 365);
    },
    [setTheme],
  );
  return {
    colorMode,
    forced,
    setColorMode,
    toggleColorMode: () => setColorMode(colorMode === "dark" ? "light" : "dark"),
  };
}

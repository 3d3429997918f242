/**
 * The header's product search: a GET form to /search (works without JavaScript too). With
 * JavaScript, from two characters it suggests products while typing (./SearchSuggestions, loaded
 * with the first search typed): an ARIA combobox whose options the arrow keys move through, Enter
 * opens the option chosen (or searches), Escape closes.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { GetForm } from "../../components/GetForm";
import { SearchIcon } from "../../components/icons";
import type { Locale } from "../../gql/graphql";
import { useT } from "../../i18n";
import { localeOfPath, localePath, stripLocale } from "../../lib/locale";
import type { Suggestion } from "./SearchSuggestions";

const SearchSuggestions = lazy(() => import("./SearchSuggestions"));

/** Characters typed before suggestions show, and the pause in typing they wait for. */
export const SUGGEST_MIN_CHARS = 2;
const SUGGEST_DELAY_MS = 150;

export function SearchBox({ id = "site-search" }: { id?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const locale = localeOfPath(pathname);
  const onSearchPage = stripLocale(pathname) === "/search";
  const value = onSearchPage ? (params.get("q") ?? "") : "";
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState("");
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const text = typed ?? value;
  const listId = `${id}-suggestions`;

  // The box shows the page's search again after a navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a navigation, which these two mark
  useEffect(() => {
    setTyped(null);
    setOpen(false);
  }, [pathname, value]);
  // Asks once typing pauses.
  useEffect(() => {
    const q = text.trim();
    const timer = setTimeout(() => setAsked(q), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const onItems = useCallback((next: Suggestion[]) => {
    setItems(next);
    setActive(-1);
  }, []);
  const shown = open && asked.length >= SUGGEST_MIN_CHARS;
  const pick = (url: string) => {
    setOpen(false);
    navigate(url);
  };

  return (
    <GetForm action={localePath(locale, "/search")} role="search" className="km-search">
      <label htmlFor={id} className="km-sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && shown) {
            e.preventDefault();
            setOpen(false);
          } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && items.length) {
            e.preventDefault();
            setOpen(true);
            // Down from the last option and up from the first go back to the box (-1).
            const down = e.key === "ArrowDown";
            setActive((a) => (down ? (a + 1 >= items.length ? -1 : a + 1) : a < 0 ? items.length - 1 : a - 1));
          } else if (e.key === "Enter" && shown && active >= 0 && items[active]) {
            e.preventDefault();
            pick(items[active].url);
          }
        }}
        role="combobox"
        aria-expanded={shown && items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="km-search__input"
      />
      <button type="submit" aria-label={t("search.submit")} className="km-btn km-btn--icon km-btn--solid km-search__submit">
        <SearchIcon />
      </button>
      {shown && (
        <Suspense fallback={null}>
          <SearchSuggestions search={asked} locale={locale as Locale} listId={listId} active={active} onItems={onItems} onPick={pick} />
        </Suspense>
      )}
    </GetForm>
  );
}

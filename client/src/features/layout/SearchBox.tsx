/** The header's product search: a GET form to /search (works without JavaScript too). */
import { useLocation, useSearchParams } from "react-router";
import { GetForm } from "../../components/GetForm";
import { SearchIcon } from "../../components/icons";
import { useT } from "../../i18n";
import { localeOfPath, localePath, stripLocale } from "../../lib/locale";

export function SearchBox({ id = "site-search" }: { id?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const locale = localeOfPath(pathname);
  const onSearchPage = stripLocale(pathname) === "/search";
  const value = onSearchPage ? (params.get("q") ?? "") : "";
  return (
    <GetForm action={localePath(locale, "/search")} role="search" className="km-search">
      <label htmlFor={id} className="km-sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        key={value}
        name="q"
        type="search"
        defaultValue={value}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="km-search__input"
      />
      <button type="submit" aria-label={t("search.submit")} className="km-btn km-btn--icon km-btn--solid km-search__submit">
        <SearchIcon />
      </button>
    </GetForm>
  );
}

/** The header's product search: a GET form to /search (works without JavaScript too). */
import { IconButton } from "@chakra-ui/react";
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
  const value = onSearchPage ? params.get("q") ?? "" : "";
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
      <IconButton type="submit" aria-label={t("search.submit")} position="absolute" insetEnd="1" top="1" size="sm" h="8" minW="8" variant="solid">
        <SearchIcon />
      </IconButton>
    </GetForm>
  );
}

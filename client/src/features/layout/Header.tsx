/**
 * The storefront header: logo, search, language toggle, currency picker, theme toggle,
 * cart link with its badge (HeaderCart), the account entry (a menu once signed in: HeaderAccount), and the category
 * menu. Plain elements styled by styles/storefront.css (it is on every page); the
 * language toggle and the signed-in account menu are Chakra components.
 */
import { Link as RouterLink, NavLink, useLocation } from "react-router";
import type { LayoutQuery } from "../../gql/graphql";
import { Logo } from "../../components/Logo";
import { useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { CurrencyPicker, LanguageToggle, ThemeToggle } from "./HeaderControls";
import { HeaderAccount } from "./HeaderAccount";
import { HeaderCart } from "./HeaderCart";
import { SearchBox } from "./SearchBox";

export function Header({ categories }: { categories: LayoutQuery["categories"] }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <header className="km-header">
      <div className="km-container km-header__bar">
        <RouterLink to={localePath(locale, "/")} aria-label={t("header.home")} className="km-header__home">
          <Logo compact />
        </RouterLink>
        <div className="km-header__search">
          <SearchBox />
        </div>
        <div className="km-header__actions">
          <LanguageToggle />
          <CurrencyPicker />
          <ThemeToggle />
          <HeaderCart />
          <HeaderAccount />
        </div>
      </div>
      <div className="km-container km-header__search-mobile">
        <SearchBox id="site-search-mobile" />
      </div>
      <nav aria-label={t("header.categories")} className="km-header__nav">
        <div className="km-container">
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <NavLink to={c.url}>{c.name}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to={localePath(locale, "/search")}>{t("header.allProducts")}</NavLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}

/**
 * Home: category tiles (games, softwares, cards, accounts), the lists (bestsellers,
 * trending, latest arrivals, top deals); the search is the header's. The rails below the first
 * screen render their cards when scrolled near (ProductRail `later`). Plain elements styled by
 * styles/storefront.css (`.km-hero`, `.km-tiles`, `.km-perks`): no style resolution at
 * render or hydration.
 */
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useLocation, type LoaderFunctionArgs } from "react-router";
import { loaderEnv, loadQuery } from "../../app/route-context";
import { useAppEnv } from "../../app/env";
import { Seo } from "../../components/head";
import { BoltIcon, GamepadIcon, GiftIcon, IdIcon, KeyIcon, ShieldIcon, WindowIcon } from "../../components/icons";
import { T, useT, type MessageId } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { LayoutQuery } from "../layout/layout.graphql";
import { cardCoverPreload } from "../catalog/ProductCard";
import { ProductRail } from "../catalog/ProductRail";
import { HomeQuery } from "./home.graphql";

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, locale } = loaderEnv(args);
  await loadQuery(env, HomeQuery, { locale, currency: env.currency() });
  return null;
}

const TILE_ICONS: Record<string, typeof GamepadIcon> = { games: GamepadIcon, softwares: WindowIcon, cards: GiftIcon, accounts: IdIcon };
const TILE_SLUGS_EN = ["games", "softwares", "cards", "accounts"];

function CategoryTiles() {
  const locale = localeOfPath(useLocation().pathname);
  const { data } = useQuery(LayoutQuery, { variables: { locale } });
  const roots = data?.categories ?? [];
  return (
    <ul className="km-tiles">
      {roots.map((c, i) => {
        const Icon = TILE_ICONS[TILE_SLUGS_EN[i] ?? ""] ?? KeyIcon;
        return (
          <li key={c.id}>
            <RouterLink to={c.url} data-category-tile={c.slug} className="km-tile">
              <span className="km-tile__icon">
                <Icon size="1.5rem" />
              </span>
              <span className="km-tile__name">{c.name}</span>
              <span className="km-tile__count">
                <T id="home.tileCount" values={{ count: c.productCount }} />
              </span>
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}

function Perk({ icon: Icon, title, text }: { icon: typeof BoltIcon; title: MessageId; text: MessageId }) {
  return (
    <div className="km-perk">
      <span className="km-perk__icon">
        <Icon />
      </span>
      <div>
        <p className="km-perk__title">
          <T id={title} />
        </p>
        <p className="km-perk__text">
          <T id={text} />
        </p>
      </div>
    </div>
  );
}

export function Component() {
  const t = useT();
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { currency } = useCurrency();
  const { data, previousData } = useQuery(HomeQuery, { variables: { locale, currency } });
  const lists = data ?? previousData;
  const seo = structuralSeo(siteUrl, locale, pathname);
  const more = (to: string) => (
    <RouterLink to={to} className="km-link km-link--more">
      <T id="home.seeAll" />
    </RouterLink>
  );
  const search = localePath(locale, "/search");
  return (
    <>
      <Seo title={t("home.metaTitle")} description={t("home.metaDescription")} {...seo} preloadImage={cardCoverPreload(lists?.bestsellers.items[0])} />
      <div className="km-hero">
        <div className="km-container km-hero__inner">
          <h1 className="km-hero__title">
            <T id="home.title" />
          </h1>
          <p className="km-hero__subtitle">
            <T id="home.subtitle" />
          </p>
        </div>
      </div>
      <div className="km-container km-home">
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className="km-sr-only">
            <T id="home.categories" />
          </h2>
          <CategoryTiles />
        </section>
        {lists ? (
          <>
            <ProductRail
              id="bestsellers"
              title={<T id="home.bestsellers" />}
              action={more(`${search}?sort=BESTSELLING`)}
              products={lists.bestsellers.items}
              eager={2}
            />
            <ProductRail id="topdeals" title={<T id="home.topdeals" />} action={more(search)} products={lists.topdeals.items} later />
            <div className="km-panel km-perks">
              <Perk icon={BoltIcon} title="home.perk.instant.title" text="home.perk.instant.text" />
              <Perk icon={ShieldIcon} title="home.perk.secure.title" text="home.perk.secure.text" />
              <Perk icon={KeyIcon} title="home.perk.sellers.title" text="home.perk.sellers.text" />
            </div>
            <ProductRail id="trending" title={<T id="home.trending" />} action={more(search)} products={lists.trending.items} later />
            <ProductRail id="latest" title={<T id="home.latest" />} action={more(`${search}?sort=NEWEST`)} products={lists.latest.items} later />
          </>
        ) : (
          <div className="km-skeleton km-home__placeholder" aria-busy="true" />
        )}
      </div>
    </>
  );
}

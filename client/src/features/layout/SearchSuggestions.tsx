/**
 * The header search's suggestions while typing (loaded with the first search typed, not with the
 * page): the first products found with their cover, platform and best price, as the options of
 * the search box's listbox (SearchBox owns the keyboard and the active option). Plain elements,
 * styles/storefront.css (`.km-suggest`).
 */
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { imageSources } from "../../components/ResponsiveImage";
import { Price } from "../../components/Price";
import type { Locale } from "../../gql/graphql";
import { T } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { priceIn } from "../../lib/money";
import { SearchSuggestionsQuery } from "./search-suggestions.graphql";

export interface Suggestion {
  url: string;
  name: string;
}

export default function SearchSuggestions({
  search,
  locale,
  listId,
  active,
  onItems,
  onPick,
}: {
  search: string;
  locale: Locale;
  listId: string;
  active: number;
  /** The options shown now (the box moves through them with the arrow keys). */
  onItems(items: Suggestion[]): void;
  onPick(url: string): void;
}) {
  const { currency } = useCurrency();
  const { data, previousData } = useQuery(SearchSuggestionsQuery, { variables: { search, locale } });
  const list = (data ?? previousData)?.products;
  useEffect(() => {
    onItems((list?.items ?? []).map((p) => ({ url: p.url, name: p.name })));
  }, [list, onItems]);
  if (!list) return null;
  const items = list.items;
  return (
    <div className="km-suggest">
      {list.didYouMean && (
        <p className="km-suggest__note">
          <T id="search.didYouMean" values={{ query: list.didYouMean }} />
        </p>
      )}
      {/* Options are picked with the pointer here, with the keyboard from the search box. */}
      <div id={listId} role="listbox" aria-label={search} className="km-suggest__list">
        {items.map((p, i) => {
          const best = priceIn(p.bestPrices, currency);
          const { src } = imageSources(p.coverImage, 96);
          return (
            <div
              key={p.id}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className="km-suggest__option"
              onMouseDown={(e) => {
                e.preventDefault(); // keep the focus in the box until the page changes
                onPick(p.url);
              }}
            >
              <img src={src} width={48} height={Math.round((48 * p.coverImage.height) / p.coverImage.width)} alt="" loading="lazy" decoding="async" />
              <span className="km-suggest__text">
                <span className="km-suggest__name">{p.name}</span>
                <span className="km-suggest__platform">{p.platform.name}</span>
              </span>
              {best != null ? (
                <Price amount={best} currency={currency} className="km-suggest__price" />
              ) : (
                <span className="km-suggest__out">
                  <T id="product.outOfStock" />
                </span>
              )}
            </div>
          );
        })}
      </div>
      {items.length === 0 && (
        <p className="km-suggest__note">
          <T id="search.noSuggestions" />
        </p>
      )}
    </div>
  );
}

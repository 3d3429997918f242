/**
 * /seller/offers: the seller's offers, a page at a time (page, size, search and the currency of
 * the comparison in the query string). Each row: the product (cover, name, platform), the
 * prices in €, $ and £, the on/off switch, stock and sales, and where the offer stands in the
 * comparison currency: the best price among the product's enabled in-stock offers, the offer's
 * rank, and how much lower would make it the best offer. Links: edit, keys.
 */
import { Badge, Box, Button, chakra, Flex, HStack, Link, Stack, Switch, Text } from "@chakra-ui/react";
import { switchSlotRecipe } from "@chakra-ui/react/theme";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { SellerOfferFieldsFragment } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { formatMoney, type CurrencyCode } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { ConsoleList } from "../../console/ConsoleList";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { SellerOffersQuery, SellerOffersUpdatedSubscription, SetOfferEnabledMutation } from "./offers.graphql";
import { Cover } from "./ProductPicker";

/** Offers one live subscription follows (the server's bound): the first rows of a longer page. */
const LIVE_OFFERS_MAX = 50;

/** Page sizes, the search over product names (`?q=`) and the comparison currency (`?cur=USD`; EUR by default). */
export const OFFERS_LIST: ListSpec<"q" | "cur"> = {
  pageSizes: [10, 20, 50],
  defaultSize: 20,
  filters: { q: {}, cur: { values: ["USD", "GBP"] } },
};

type Row = SellerOfferFieldsFragment;

/** Where an offer stands in one currency: the best price, the rank, and what wins. */
export function Competition({ offer, currency }: { offer: Row; currency: CurrencyCode }) {
  const c = offer.competition.find((x) => x.currency === currency);
  if (!c) return null;
  const money = (n: number) => formatMoney(n, currency);
  return (
    <Stack
      gap="1"
      fontSize="sm"
      maxW={{ md: "64" }}
      whiteSpace="normal"
      data-testid="offer-competition"
      data-rank={c.rank}
      data-best={c.isBest ? "true" : "false"}
    >
      <HStack gap="2" wrap="wrap">
        {c.isBest && c.competing ? (
          <Badge colorPalette="green" variant="solid" data-testid="offer-best">
            <T id="seller.offers.isBest" />
          </Badge>
        ) : (
          <Badge colorPalette={c.competing ? "orange" : "gray"} variant="subtle">
            {/* Out of the ranking, the rank is where the offer would stand among the selling ones and itself. */}
            {c.competing ? (
              <T id="seller.offers.rank" values={{ rank: c.rank, count: Math.max(c.offerCount, c.rank) }} />
            ) : (
              <T id="seller.offers.rankIfSelling" values={{ rank: c.rank, count: c.offerCount + 1 }} />
            )}
          </Badge>
        )}
        {c.bestPrice != null && (
          <Text as="span" color="fg.muted">
            <T id="seller.offers.bestPrice" values={{ price: money(c.bestPrice) }} />
          </Text>
        )}
      </HStack>
      {!c.isBest && c.priceToWin != null && c.bestOtherPrice != null && (
        <Text data-testid="offer-to-win">
          <T
            id="seller.offers.toWin"
            values={{ step: money(0.01), best: money(c.bestOtherPrice), target: money(c.priceToWin), reduction: money(c.reductionToWin) }}
          />
        </Text>
      )}
      {!c.competing && (
        <Text color="fg.muted" fontSize="xs">
          <T id={offer.enabled ? (offer.stock > 0 ? "seller.offers.notSellingShop" : "seller.offers.notSellingStock") : "seller.offers.notSellingOff"} />
        </Text>
      )}
    </Stack>
  );
}

export function SellerOffersPage() {
  const t = useT();
  const client = useApolloClient();
  const locale = localeOfPath(useLocation().pathname);
  const state = useListState(OFFERS_LIST);
  const currency = (state.filters.cur || "EUR") as CurrencyCode;
  const list = useServerList(SellerOffersQuery, { search: state.filters.q || null, skip: state.skip, take: state.take }, (d) => d.sellerOffers, state);
  // The rows on screen follow sales, uploads and competitors' prices live (the answers update the cached offers).
  const ids = (list.rows ?? []).slice(0, LIVE_OFFERS_MAX).map((o) => o.id);
  useSubscription(SellerOffersUpdatedSubscription, { variables: { ids }, skip: ids.length === 0 });
  const [switching, setSwitching] = useState<string | null>(null);

  const toggle = async (o: Row, enabled: boolean) => {
    setSwitching(o.id);
    try {
      await client.mutate({ mutation: SetOfferEnabledMutation, variables: { input: { offerId: o.id, enabled } } });
      notify({ type: "success", title: t(enabled ? "seller.offers.switchedOn" : "seller.offers.switchedOff", { name: o.productName }) });
    } catch {
      notify({ type: "error", title: t("console.failed") });
    } finally {
      setSwitching(null);
    }
  };

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "product",
      header: t("seller.offers.product"),
      card: "title",
      cell: (o) => (
        <HStack gap="3" minW="0">
          <Cover src={o.coverImage} />
          <Box minW="0">
            <Link asChild fontWeight="semibold" color="colorPalette.fg">
              <RouterLink to={localePath(locale, `/seller/offers/${o.id}`)} data-testid="offer-link">
                <chakra.span display="block" truncate maxW={{ base: "56", md: "64" }} title={o.productName}>
                  {o.productName}
                </chakra.span>
              </RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {o.platformName}
              {o.autoPricing && (
                <Badge ms="2" size="xs" colorPalette="green" variant="outline">
                  <T id="seller.offers.auto" />
                </Badge>
              )}
            </Text>
          </Box>
        </HStack>
      ),
    },
    {
      id: "prices",
      header: t("seller.offers.prices"),
      card: "line",
      cell: (o) => (
        <Flex
          gap={{ base: "3", sm: "0.5" }}
          direction={{ base: "row", sm: "column" }}
          whiteSpace="nowrap"
          fontVariantNumeric="tabular-nums"
          data-testid="offer-prices"
        >
          <span>{formatMoney(o.priceEur, "EUR")}</span>
          <span>{formatMoney(o.priceUsd, "USD")}</span>
          <span>{formatMoney(o.priceGbp, "GBP")}</span>
        </Flex>
      ),
    },
    {
      id: "enabled",
      header: t("seller.offers.enabled"),
      cell: (o) => (
        <Switch.Root
          recipe={switchSlotRecipe}
          colorPalette="green"
          size="sm"
          checked={o.enabled}
          disabled={switching === o.id}
          onCheckedChange={(d) => void toggle(o, d.checked)}
          data-testid="offer-switch"
        >
          <Switch.HiddenInput aria-label={t("seller.offers.switchLabel", { name: o.productName })} />
          <Switch.Control />
          <Switch.Label fontSize="xs" color="fg.muted" hideFrom="sm">
            <T id={o.enabled ? "seller.offers.on" : "seller.offers.off"} />
          </Switch.Label>
        </Switch.Root>
      ),
    },
    {
      id: "stock",
      header: t("seller.offers.stockSales"),
      card: "meta",
      cell: (o) => (
        <Text as="span" whiteSpace="nowrap" data-testid="offer-stock">
          <T id="seller.offers.stockValue" values={{ stock: o.stock, sales: o.salesCount }} />
        </Text>
      ),
    },
    { id: "competition", header: t("seller.offers.competition"), card: "line", cell: (o) => <Competition offer={o} currency={currency} /> },
    {
      id: "actions",
      header: t("seller.offers.actions"),
      card: "actions",
      cell: (o) => (
        <>
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={localePath(locale, `/seller/offers/${o.id}`)}
              aria-label={t("seller.offers.editOf", { name: o.productName })}
              data-testid="offer-edit"
            >
              <T id="seller.offers.edit" />
            </RouterLink>
          </Button>
          <Button asChild size="xs" variant="ghost">
            <RouterLink
              to={localePath(locale, `/seller/offers/${o.id}/keys`)}
              aria-label={t("seller.offers.keysOf", { name: o.productName })}
              data-testid="offer-keys"
            >
              <T id="seller.offers.keys" />
            </RouterLink>
          </Button>
        </>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="seller-offers">
      <Flex gap="3" justify="space-between" align={{ sm: "flex-end" }} direction={{ base: "column", sm: "row" }} wrap="wrap">
        <ConsoleSearch
          label={t("seller.offers.search")}
          placeholder={t("seller.offers.searchPlaceholder")}
          value={state.filters.q}
          onSearch={(q) => state.update({ filters: { q } })}
          data-testid="offers-search"
        />
        <HStack gap="2" wrap="wrap">
          <chakra.label htmlFor="offers-currency" fontSize="sm" color="fg.muted">
            <T id="seller.offers.compareIn" />
          </chakra.label>
          <NativeSelect
            id="offers-currency"
            value={currency}
            onChange={(e) => state.update({ filters: { cur: e.currentTarget.value === "EUR" ? "" : e.currentTarget.value } })}
            data-testid="offers-currency"
          >
            <option value="EUR">EUR €</option>
            <option value="USD">USD $</option>
            <option value="GBP">GBP £</option>
          </NativeSelect>
          <Button asChild size="sm" data-testid="offer-new">
            <RouterLink to={localePath(locale, "/seller/offers/new")}>
              <T id="seller.offers.new" />
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Link asChild fontSize="sm" color="colorPalette.fg">
          <RouterLink to={localePath(locale, "/seller/proposals")}>
            <T id="seller.offers.proposeHint" />
          </RouterLink>
        </Link>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="offers-count">
          {list.rows && !list.pastEnd && <T id="seller.offers.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={OFFERS_LIST.pageSizes}
        prefix="offers"
        caption={<T id="seller.offers.caption" />}
        columns={columns}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ "data-offer": o.id })}
        empty={<T id={state.filters.q ? "seller.offers.noMatch" : "seller.offers.empty"} />}
        data-testid="offers-table"
      />
    </Stack>
  );
}

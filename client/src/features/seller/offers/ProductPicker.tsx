/**
 * Picking the catalogue product of a new offer: the storefront's search as the seller types
 * (after a short pause), each result with its cover, name and platform; a product the seller
 * already offers links to that offer instead. Nothing found: a link to propose the product.
 */
import { Badge, Box, Button, chakra, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { formatMoney } from "../../../lib/money";
import { TextField } from "../../accounts/ui";
import { SEARCH_DELAY_MS } from "../../console/ConsoleSearch";
import { OfferableProductsQuery } from "./offers.graphql";

export interface PickedProduct {
  id: string;
  name: string;
  platformName: string;
  coverImage: string;
}

export function Cover({ src, size = "10" }: { src: string; size?: string }) {
  return (
    <Box flexShrink={0} w={size} aspectRatio="3 / 4" rounded="sm" overflow="hidden" bg="bg.muted" borderWidth="1px" borderColor="border.muted">
      {src ? <chakra.img src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" /> : null}
    </Box>
  );
}

export function ProductPicker({ onPick }: { onPick(product: PickedProduct): void }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text]);
  const { data, loading, previousData } = useQuery(OfferableProductsQuery, {
    variables: { search, locale: locale === "it" ? "it" : "en" } as never,
    skip: search.length < 2,
  });
  const results = (data ?? previousData)?.offerableProducts;
  const proposeTo = localePath(locale, `/seller/proposals?name=${encodeURIComponent(search)}`);
  return (
    <Stack gap="3" data-testid="product-picker">
      <TextField
        label={t("seller.offers.picker.label")}
        helper={t("seller.offers.picker.help")}
        type="search"
        value={text}
        autoFocus
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t("seller.offers.picker.placeholder")}
        data-testid="product-search"
      />
      {search.length >= 2 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-busy={loading} aria-label={t("seller.offers.picker.results")} data-testid="product-results">
          {results?.map((p) => (
            <HStack as="li" key={p.id} gap="3" p="2" borderWidth="1px" borderColor="border.muted" rounded="l2" align="center" data-product={p.id}>
              <Cover src={p.coverImage} />
              <Box flex="1" minW="0">
                <Text fontWeight="medium" truncate title={p.name}>
                  {p.name}
                </Text>
                <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
                  <Badge variant="outline">{p.platformName}</Badge>
                  {p.bestPriceEur != null && <T id="seller.offers.picker.best" values={{ price: formatMoney(p.bestPriceEur, "EUR"), count: p.offerCount }} />}
                </HStack>
              </Box>
              {p.yourOfferId ? (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={localePath(locale, `/seller/offers/${p.yourOfferId}`)} data-testid="picker-edit">
                    <T id="seller.offers.picker.yours" />
                  </RouterLink>
                </Button>
              ) : (
                <Button
                  size="sm"
                  onClick={() => onPick({ id: p.id, name: p.name, platformName: p.platformName, coverImage: p.coverImage })}
                  data-testid="picker-choose"
                >
                  <T id="seller.offers.picker.choose" />
                </Button>
              )}
            </HStack>
          ))}
          {results && results.length === 0 && !loading && (
            <Text as="li" color="fg.muted" data-testid="picker-empty">
              <T id="seller.offers.picker.none" values={{ search }} />
            </Text>
          )}
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        <T id="seller.offers.picker.missing" />{" "}
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={proposeTo} data-testid="picker-propose">
            <T id="seller.offers.picker.propose" />
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

/**
 * Every seller's offer for the product, cheapest first in the customer's currency, with
 * stock; the best offer (cheapest with stock) is highlighted.
 */
import { Badge, Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { ProductPageQuery } from "../../gql/graphql";
import { Price } from "../../components/Price";
import { CheckIcon } from "../../components/icons";
import { T, useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { priceIn, type CurrencyCode } from "../../lib/money";
import { useCartActions } from "../cart/cart-actions";

type Offer = NonNullable<ProductPageQuery["product"]>["offers"][number];

/** Offers with stock first, each group cheapest first; offers without a price in `currency` last. */
export function sortOffers(offers: readonly Offer[], currency: CurrencyCode): Offer[] {
  const price = (o: Offer) => priceIn(o.prices, currency) ?? Number.POSITIVE_INFINITY;
  return [...offers].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || price(a) - price(b));
}

export function bestOffer(offers: readonly Offer[], currency: CurrencyCode): Offer | undefined {
  const first = sortOffers(offers, currency)[0];
  return first && first.stock > 0 && priceIn(first.prices, currency) != null ? first : undefined;
}

export function OffersTable({ productId, offers }: { productId: string; offers: readonly Offer[] }) {
  const t = useT();
  const { currency } = useCurrency();
  const { addToCart } = useCartActions();
  const sorted = sortOffers(offers, currency);
  const best = bestOffer(offers, currency);
  if (sorted.length === 0) {
    return (
      <Text color="fg.muted">
        <T id="offers.none" />
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2" data-testid="offers">
      {sorted.map((o) => {
        const amount = priceIn(o.prices, currency);
        const isBest = o.id === best?.id;
        const inStock = o.stock > 0;
        return (
          <Flex
            as="li"
            key={o.id}
            data-offer={o.id}
            data-best={isBest || undefined}
            align="center"
            gap={{ base: "3", md: "4" }}
            wrap="wrap"
            p={{ base: "3", md: "4" }}
            rounded="l3"
            bg="bg.panel"
            borderWidth={isBest ? "2px" : "1px"}
            borderColor={isBest ? "colorPalette.solid" : "border.muted"}
            opacity={inStock ? 1 : 0.7}
          >
            <Box flex="1 1 160px" minW="0">
              <Flex align="center" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{o.sellerName}</Text>
                {isBest && (
                  <Badge variant="solid" size="sm">
                    <CheckIcon boxSize="3" />
                    <T id="offers.best" />
                  </Badge>
                )}
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                <T id="offers.rating" values={{ rating: o.seller.rating }} />
              </Text>
            </Box>
            <Text fontSize="sm" color={inStock ? "green.fg" : "fg.muted"} fontWeight="medium" flex="0 0 auto" minW="24">
              {inStock ? <T id="offers.stock" values={{ count: o.stock }} /> : <T id="product.outOfStock" />}
            </Text>
            <Box flex="0 0 auto" minW="20" textAlign={{ md: "end" }}>
              {amount != null && <Price amount={amount} currency={currency} fontWeight="bold" fontSize="lg" />}
            </Box>
            <Button
              size="sm"
              ms="auto"
              variant={isBest ? "solid" : "outline"}
              disabled={!inStock || amount == null}
              onClick={() => addToCart({ productId, offerId: o.id })}
              aria-label={t("offers.addFrom", { seller: o.sellerName })}
            >
              <T id="product.addToCart" />
            </Button>
          </Flex>
        );
      })}
    </Stack>
  );
}

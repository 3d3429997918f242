/**
 * /account/favorites: the user's favourites, newest first: cover, name (a link to the
 * product), the best price when it was favourited against the best price now (in the
 * currency it was saved in), the price-drop alert switch, and remove. The list is the
 * same cached `favorites` the storefront's hearts read, so both follow every change.
 */
import { Badge, Box, Button, chakra, Flex, Image, Link, Stack, Switch, Text } from "@chakra-ui/react";
import { switchSlotRecipe } from "@chakra-ui/react/theme";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { Price } from "../../components/Price";
import { imageUrl } from "../../components/ResponsiveImage";
import type { MyFavoritesQuery as MyFavoritesData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localePath, type Locale } from "../../lib/locale";
import { isCurrencyCode, priceIn, type CurrencyCode } from "../../lib/money";
import { notify } from "../../lib/notify";
import { Notice } from "../accounts/ui";
import { removeFavorite, setPriceAlert } from "./favorite-actions";
import { MyFavoritesQuery } from "./favorites.graphql";

type Favorite = MyFavoritesData["favorites"][number];

function FavoriteRow({ favorite }: { favorite: Favorite }) {
  const t = useT();
  const intl = useIntl();
  const client = useApolloClient();
  const { currency: shown } = useCurrency();
  const [busy, setBusy] = useState<"alert" | "remove" | null>(null);
  const product = favorite.product;
  const ref = favorite.referencePrice;
  // Compared in the currency the reference price was taken in (the alert's own).
  const currency: CurrencyCode = ref && isCurrencyCode(ref.currency) ? ref.currency : shown;
  const now = product ? priceIn(product.bestPrices, currency) : null;
  const name = product?.name ?? `#${favorite.productId}`;
  const dropped = ref != null && now != null && now < ref.amount - 0.004;
  const rose = ref != null && now != null && now > ref.amount + 0.004;

  const change = async (what: "alert" | "remove", run: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await run();
      if (what === "remove") notify({ type: "success", title: t("favorites.removed", { name }) });
    } catch {
      notify({ type: "error", title: t("favorites.failed") });
    } finally {
      setBusy(null);
    }
  };

  return (
    <chakra.li
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p={{ base: "3", md: "4" }}
      data-testid="favorite-row"
      data-product={favorite.productId}
    >
      <Flex gap={{ base: "3", md: "4" }} align="flex-start">
        {product && (
          <Image
            src={imageUrl(product.coverImage.src, 640)}
            alt=""
            w={{ base: "16", md: "20" }}
            aspectRatio="3 / 4"
            objectFit="cover"
            rounded="l2"
            flexShrink={0}
            loading="lazy"
          />
        )}
        <Stack gap="2" flex="1" minW="0">
          <Stack gap="1">
            {product && (
              <Badge colorPalette="purple" variant="subtle" alignSelf="flex-start">
                {product.platform.name}
              </Badge>
            )}
            <Text fontWeight="semibold" lineClamp={2}>
              {product ? (
                <Link asChild color="fg" _hover={{ color: "colorPalette.fg" }}>
                  <RouterLink to={product.url} data-testid="favorite-link">
                    {product.name}
                  </RouterLink>
                </Link>
              ) : (
                name
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <T id="favorites.addedOn" values={{ date: intl.formatDate(favorite.date, { dateStyle: "medium" }) }} />
            </Text>
          </Stack>
          <Flex gap={{ base: "3", md: "6" }} wrap="wrap" fontSize="sm">
            <Stack gap="0">
              <Text color="fg.muted" fontSize="xs">
                <T id="favorites.priceThen" />
              </Text>
              <Text fontWeight="medium" data-testid="favorite-price-then">
                {ref && isCurrencyCode(ref.currency) ? <Price amount={ref.amount} currency={ref.currency} /> : "—"}
              </Text>
            </Stack>
            <Stack gap="0">
              <Text color="fg.muted" fontSize="xs">
                <T id="favorites.priceNow" />
              </Text>
              <Flex gap="2" align="center">
                <Text fontWeight="bold" color={dropped ? "green.fg" : undefined} data-testid="favorite-price-now">
                  {now != null ? <Price amount={now} currency={currency} /> : <T id="favorites.outOfStock" />}
                </Text>
                {dropped && (
                  <Badge colorPalette="green" size="sm" data-testid="favorite-dropped">
                    <T id="favorites.dropped" />
                  </Badge>
                )}
                {rose && (
                  <Badge colorPalette="orange" variant="subtle" size="sm">
                    <T id="favorites.rose" />
                  </Badge>
                )}
              </Flex>
            </Stack>
          </Flex>
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            <Switch.Root
              recipe={switchSlotRecipe}
              size="sm"
              colorPalette="purple"
              checked={favorite.priceAlert}
              disabled={busy != null}
              onCheckedChange={(d) => void change("alert", () => setPriceAlert(client, favorite.productId, currency, d.checked))}
              data-testid="favorite-alert"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontSize="sm" fontWeight="normal">
                <T id="favorites.alert" />
              </Switch.Label>
            </Switch.Root>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={busy === "remove"}
              onClick={() => void change("remove", () => removeFavorite(client, favorite.productId))}
              aria-label={t("favorites.remove", { name })}
              data-testid="favorite-remove"
            >
              <T id="favorites.removeShort" />
            </Button>
          </Flex>
        </Stack>
      </Flex>
    </chakra.li>
  );
}

export function FavoritesList({ locale }: { locale: Locale }) {
  const { data, loading, error, refetch } = useQuery(MyFavoritesQuery, {
    variables: { locale },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const favorites = data?.favorites;
  if (!favorites) {
    if (loading)
      return (
        <Text color="fg.muted" py="6" textAlign="center">
          <T id="common.loading" />
        </Text>
      );
    if (error)
      return (
        <Notice
          status="error"
          title={<T id="favorites.loadFailed" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
              <T id="common.retry" />
            </Button>
          }
        />
      );
  }
  if (!favorites?.length)
    return (
      <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p="6" textAlign="center" data-testid="favorites-empty">
        <Stack gap="3" align="center">
          <Text>
            <T id="favorites.empty" />
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={localePath(locale, "/")}>
              <T id="favorites.browse" />
            </RouterLink>
          </Button>
        </Stack>
      </Box>
    );
  return (
    <Stack gap="3" data-testid="favorites-list">
      <Text color="fg.muted" fontSize="sm">
        <T id="favorites.count" values={{ count: favorites.length }} />
      </Text>
      <chakra.ul display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3" m="0" p="0">
        {favorites.map((f) => (
          <FavoriteRow key={f.productId} favorite={f} />
        ))}
      </chakra.ul>
    </Stack>
  );
}

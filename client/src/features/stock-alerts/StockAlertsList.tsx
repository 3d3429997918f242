/**
 * The account's back-in-stock alerts, under the favourites (/account/favorites): each product
 * waited for (cover, name linking to it, when the alert was set) with **Remove**. Nothing is
 * shown while there are none. Removing updates the product page's box through the cache.
 */
import { Box, Button, chakra, Flex, Heading, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { imageUrl } from "../../components/ResponsiveImage";
import type { MyStockAlertsQuery as MyStockAlertsData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import type { Locale } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { cancelStockAlert } from "./stock-alert-actions";
import { MyStockAlertsQuery } from "./stock-alerts.graphql";

type Alert = MyStockAlertsData["stockAlerts"][number];

function AlertRow({ alert }: { alert: Alert }) {
  const t = useT();
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const product = alert.product;
  const name = product?.name ?? `#${alert.productId}`;
  const remove = async () => {
    setBusy(true);
    try {
      await cancelStockAlert(client, alert.productId);
      notify({ type: "success", title: t("stockAlert.cancelled") });
    } catch {
      notify({ type: "error", title: t("stockAlert.error.failed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <chakra.li
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p="3"
      data-testid="stock-alert-row"
      data-product={alert.productId}
    >
      <Flex gap="3" align="center">
        {product && (
          <Image src={imageUrl(product.coverImage.src, 640)} alt="" w="12" aspectRatio="3 / 4" objectFit="cover" rounded="l2" flexShrink={0} loading="lazy" />
        )}
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold" lineClamp={2}>
            {product ? (
              <Link asChild color="fg" _hover={{ color: "colorPalette.fg" }}>
                <RouterLink to={product.url}>{product.name}</RouterLink>
              </Link>
            ) : (
              name
            )}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <T id="stockAlert.list.since" values={{ date: intl.formatDate(alert.createdAt, { dateStyle: "medium" }) }} />
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          loading={busy}
          onClick={() => void remove()}
          aria-label={t("stockAlert.list.removeLabel", { name })}
          data-testid="stock-alert-remove"
        >
          <T id="stockAlert.list.remove" />
        </Button>
      </Flex>
    </chakra.li>
  );
}

export function StockAlertsList({ locale }: { locale: Locale }) {
  const id = useId();
  const { data } = useQuery(MyStockAlertsQuery, { variables: { locale }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const alerts = data?.stockAlerts;
  if (!alerts?.length) return null;
  return (
    <Box as="section" aria-labelledby={`${id}-title`} mt="8" data-testid="stock-alerts">
      <Stack gap="3">
        <Heading as="h2" size="md" id={`${id}-title`}>
          <T id="stockAlert.list.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <T id="stockAlert.list.intro" />
        </Text>
        <chakra.ul display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3" m="0" p="0">
          {alerts.map((a) => (
            <AlertRow key={a.productId} alert={a} />
          ))}
        </chakra.ul>
      </Stack>
    </Box>
  );
}

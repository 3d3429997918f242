/**
 * Home: category tiles (games, softwares, cards, accounts), the lists (bestsellers,
 * trending, latest arrivals, top deals) and search.
 */
import { Box, Container, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useLocation, type LoaderFunctionArgs } from "react-router";
import { loaderEnv } from "../../app/route-context";
import { useAppEnv } from "../../app/env";
import { Seo } from "../../components/head";
import { BoltIcon, GamepadIcon, GiftIcon, IdIcon, KeyIcon, ShieldIcon, WindowIcon } from "../../components/icons";
import { AppLink } from "../../components/links";
import { T, useT, type MessageId } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { LayoutQuery } from "../layout/layout.graphql";
import { SearchBox } from "../layout/SearchBox";
import { cardCoverPreload } from "../catalog/ProductCard";
import { ProductRail } from "../catalog/ProductRail";
import { HomeQuery } from "./home.graphql";

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, locale } = loaderEnv(args);
  await env.client.query({ query: HomeQuery, variables: { locale, currency: env.currency() } });
  return null;
}

const TILE_ICONS: Record<string, typeof GamepadIcon> = { games: GamepadIcon, softwares: WindowIcon, cards: GiftIcon, accounts: IdIcon };
const TILE_SLUGS_EN = ["games", "softwares", "cards", "accounts"];

function CategoryTiles() {
  const locale = localeOfPath(useLocation().pathname);
  const { data } = useQuery(LayoutQuery, { variables: { locale } });
  const roots = data?.categories ?? [];
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" }} gap={{ base: "3", md: "4" }}>
      {roots.map((c, i) => {
        const Icon = TILE_ICONS[TILE_SLUGS_EN[i] ?? ""] ?? KeyIcon;
        return (
          <li key={c.id}>
            <Flex
              asChild
              direction="column"
              gap="2"
              p={{ base: "4", md: "5" }}
              h="full"
              rounded="l3"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              transition="border-color 0.15s ease, transform 0.15s ease"
              _hover={{ borderColor: "colorPalette.solid", transform: "translateY(-2px)" }}
            >
              <RouterLink to={c.url} data-category-tile={c.slug}>
                <Flex boxSize="10" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg" align="center" justify="center">
                  <Icon boxSize="6" />
                </Flex>
                <Text fontWeight="bold" fontSize={{ base: "md", md: "lg" }}>
                  {c.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <T id="home.tileCount" values={{ count: c.productCount }} />
                </Text>
              </RouterLink>
            </Flex>
          </li>
        );
      })}
    </Grid>
  );
}

function Perk({ icon: Icon, title, text }: { icon: typeof BoltIcon; title: MessageId; text: MessageId }) {
  return (
    <HStack align="flex-start" gap="3">
      <Flex boxSize="9" flexShrink={0} rounded="full" bg="colorPalette.subtle" color="colorPalette.fg" align="center" justify="center">
        <Icon />
      </Flex>
      <Box>
        <Text fontWeight="semibold">
          <T id={title} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <T id={text} />
        </Text>
      </Box>
    </HStack>
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
    <AppLink to={to} fontSize="sm" fontWeight="semibold" color="colorPalette.fg" whiteSpace="nowrap">
      <T id="home.seeAll" />
    </AppLink>
  );
  const search = localePath(locale, "/search");
  return (
    <>
      <Seo title={t("home.metaTitle")} description={t("home.metaDescription")} {...seo} preloadImage={cardCoverPreload(lists?.bestsellers.items[0])} />
      <Box bgGradient="to-br" gradientFrom="purple.800" gradientTo="purple.600" color="white" _dark={{ gradientFrom: "#1a0b38", gradientTo: "purple.900" }}>
        <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "14" }}>
          <Stack gap={{ base: "4", md: "5" }} maxW="3xl">
            <Heading as="h1" fontSize={{ base: "2xl", sm: "3xl", md: "5xl" }} lineHeight="1.1" letterSpacing="tight">
              <T id="home.title" />
            </Heading>
            <Text fontSize={{ base: "md", md: "xl" }} color="whiteAlpha.900">
              <T id="home.subtitle" />
            </Text>
            <Box maxW="xl" display={{ base: "none", md: "block" }}>
              <SearchBox id="hero-search" />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
        <Stack gap={{ base: "8", md: "12" }}>
          <Box as="section" aria-labelledby="home-categories">
            <Heading as="h2" id="home-categories" srOnly>
              <T id="home.categories" />
            </Heading>
            <CategoryTiles />
          </Box>
          {lists ? (
            <>
              <ProductRail id="bestsellers" title={<T id="home.bestsellers" />} action={more(`${search}?sort=BESTSELLING`)} products={lists.bestsellers.items} eager={2} />
              <ProductRail id="topdeals" title={<T id="home.topdeals" />} action={more(search)} products={lists.topdeals.items} />
              <Grid templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="6" p={{ base: "5", md: "6" }} rounded="l3" bg="bg.panel" borderWidth="1px" borderColor="border.muted">
                <Perk icon={BoltIcon} title="home.perk.instant.title" text="home.perk.instant.text" />
                <Perk icon={ShieldIcon} title="home.perk.secure.title" text="home.perk.secure.text" />
                <Perk icon={KeyIcon} title="home.perk.sellers.title" text="home.perk.sellers.text" />
              </Grid>
              <ProductRail id="trending" title={<T id="home.trending" />} action={more(search)} products={lists.trending.items} />
              <ProductRail id="latest" title={<T id="home.latest" />} action={more(`${search}?sort=NEWEST`)} products={lists.latest.items} />
            </>
          ) : (
            <Skeleton h="80" rounded="l3" />
          )}
        </Stack>
      </Container>
    </>
  );
}

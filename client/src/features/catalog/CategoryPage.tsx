/** A category page (/games, /games/action; /it/giochi/azione): intro, subcategories, listing. */
import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { data as response, redirect, useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { useAppEnv } from "../../app/env";
import { loaderEnv } from "../../app/route-context";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { AppLink } from "../../components/links";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, otherLocale } from "../../lib/locale";
import { absoluteUrl, alternates, breadcrumbJsonLd } from "../../lib/seo";
import { LayoutQuery } from "../layout/layout.graphql";
import { CategoryPageQuery, ProductsQuery } from "./catalog.graphql";
import { listVariables, parseListParams } from "./list-params";
import { ProductListing } from "./ProductListing";
import { cardCoverPreload } from "./ProductCard";

const slugOf = (params: Record<string, string | undefined>) => (params.child ?? params.root ?? "").toLowerCase();

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, url, locale } = loaderEnv(args);
  const slug = slugOf(args.params);
  const { data } = await env.client.query({
    query: CategoryPageQuery,
    variables: { slug, locale, path: url.pathname, otherLocale: otherLocale(locale) },
  });
  const category = data?.category;
  if (!category) throw response(null, { status: 404 });
  // One URL per category: anything else (wrong parent, trailing slash, case) moves for good.
  if (safeDecode(url.pathname) !== category.url) throw redirect(`${category.url}${url.search}`, 301);
  const params = parseListParams(url.searchParams);
  await env.client.query({ query: ProductsQuery, variables: listVariables({ categorySlug: category.slug }, params, locale, env.currency()) });
  return null;
}

export function Component() {
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const [search] = useSearchParams();
  const { currency } = useCurrency();
  const slug = slugOf(useParams());
  const { data } = useQuery(CategoryPageQuery, { variables: { slug, locale, path: pathname, otherLocale: otherLocale(locale) } });
  const layout = useQuery(LayoutQuery, { variables: { locale } }).data;
  const category = data?.category;
  const params = parseListParams(search);
  const listVars = listVariables({ categorySlug: category?.slug }, params, locale, currency);
  const firstCard = useQuery(ProductsQuery, { variables: listVars, skip: !category }).data?.products.items[0];
  if (!category) return null;
  const other = data.translatedUrl.exact ? data.translatedUrl.url : null;
  const page = params.page > 1 ? `?page=${params.page}` : "";
  const enPath = locale === "en" ? category.url : other;
  const itPath = locale === "it" ? category.url : other;
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "5", md: "8" }}>
      <Seo
        title={category.metaTitle}
        description={category.metaDescription}
        canonical={absoluteUrl(siteUrl, category.url + page)}
        alternates={alternates(siteUrl, enPath && enPath + page, itPath && itPath + page)}
        jsonLd={[breadcrumbJsonLd(siteUrl, category.url)]}
        preloadImage={cardCoverPreload(firstCard)}
      />
      <Stack gap={{ base: "4", md: "6" }}>
        <Breadcrumbs items={category.breadcrumbs} />
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
            {category.name}
          </Heading>
          {category.description && (
            <Text color="fg.muted" mt="2" maxW="4xl" fontSize={{ base: "sm", md: "md" }}>
              {category.description}
            </Text>
          )}
        </Box>
        {category.children.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
            {category.children.map((c) => (
              <li key={c.id}>
                <AppLink
                  to={c.url}
                  display="inline-flex"
                  alignItems="center"
                  gap="1.5"
                  px="3"
                  py="1.5"
                  rounded="full"
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border.muted"
                  fontSize="sm"
                  fontWeight="medium"
                  _hover={{ borderColor: "colorPalette.solid", textDecoration: "none" }}
                >
                  {c.name}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {c.productCount}
                  </Text>
                </AppLink>
              </li>
            ))}
          </HStack>
        )}
        <ProductListing
          variables={listVars}
          params={params}
          platforms={layout?.platforms ?? []}
        />
      </Stack>
    </Container>
  );
}

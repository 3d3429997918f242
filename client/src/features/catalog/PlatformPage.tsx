/** A platform's products (/platform/steam), with a link to its activation guide. */
import { Box, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { useAppEnv } from "../../app/env";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { KeyIcon } from "../../components/icons";
import { AppLink } from "../../components/links";
import { T, useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { breadcrumbJsonLd } from "../../lib/seo";
import { PlatformPageQuery, ProductsQuery } from "./catalog.graphql";
import { listVariables, parseListParams } from "./list-params";
import { loadPlatformOr404 } from "./platform-loader";
import { loadQuery } from "../../app/route-context";
import { ProductListing } from "./ProductListing";

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, url, locale, platform } = await loadPlatformOr404(args);
  const params = parseListParams(url.searchParams);
  await loadQuery(env, ProductsQuery, listVariables({ platform: platform.slug }, params, locale, env.currency()));
  return null;
}

export function Component() {
  const t = useT();
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const [search] = useSearchParams();
  const { currency } = useCurrency();
  const slug = useParams().slug ?? "";
  const platform = useQuery(PlatformPageQuery, { variables: { slug, locale } }).data?.platform;
  const params = parseListParams(search);
  const listVars = listVariables({ platform: platform?.slug }, params, locale, currency);
  if (!platform) return null;
  const page = params.page > 1 ? `?page=${params.page}` : "";
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "5", md: "8" }}>
      <Seo
        title={t("platform.metaTitle", { platform: platform.name })}
        description={t("platform.metaDescription", { platform: platform.name })}
        {...structuralSeo(siteUrl, locale, platform.url, page)}
        jsonLd={[breadcrumbJsonLd(siteUrl, platform.url)]}
      />
      <Stack gap={{ base: "4", md: "6" }}>
        <Breadcrumbs
          items={[
            { name: "", url: localePath(locale, "/") },
            { name: platform.name, url: platform.url },
          ]}
        />
        <Flex justify="space-between" align={{ base: "flex-start", md: "flex-end" }} gap="3" direction={{ base: "column", md: "row" }}>
          <Box>
            <Heading as="h1" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
              <T id="platform.title" values={{ platform: platform.name }} />
            </Heading>
            <Text color="fg.muted" mt="2">
              <T id="platform.intro" values={{ platform: platform.name }} />
            </Text>
          </Box>
          <AppLink to={platform.activationGuideUrl} display="inline-flex" alignItems="center" gap="2" fontWeight="semibold" color="colorPalette.fg">
            <KeyIcon />
            <T id="platform.guideLink" values={{ platform: platform.name }} />
          </AppLink>
        </Flex>
        <ProductListing variables={listVars} params={params} showPlatforms={false} />
      </Stack>
    </Container>
  );
}

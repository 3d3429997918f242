/** How to activate a key on a platform (/activation/steam), step by step. */
import { Box, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { useAppEnv } from "../../app/env";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { AppLink } from "../../components/links";
import { T, useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { breadcrumbJsonLd } from "../../lib/seo";
import { PlatformPageQuery } from "../catalog/catalog.graphql";
import { LayoutQuery } from "../layout/layout.graphql";
import { loadPlatformOr404 } from "../catalog/platform-loader";

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  await loadPlatformOr404(args);
  return null;
}

export function Component() {
  const t = useT();
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const slug = useParams().slug ?? "";
  const platform = useQuery(PlatformPageQuery, { variables: { slug, locale } }).data?.platform;
  const others = useQuery(LayoutQuery, { variables: { locale } }).data?.platforms.filter((p) => p.slug !== slug) ?? [];
  if (!platform) return null;
  const steps = platform.activationGuide;
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "5", md: "8" }}>
      <Seo
        title={t("activation.metaTitle", { platform: platform.name })}
        description={t("activation.metaDescription", { platform: platform.name, steps: steps.length })}
        {...structuralSeo(siteUrl, locale, platform.activationGuideUrl)}
        jsonLd={[
          breadcrumbJsonLd(siteUrl, platform.activationGuideUrl),
          {
            "@context": "https://schema.org",
            "@type": "HowTo",
            name: t("activation.title", { platform: platform.name }),
            step: steps.map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
          },
        ]}
      />
      <Stack gap={{ base: "5", md: "8" }}>
        <Breadcrumbs
          items={[
            { name: "", url: localePath(locale, "/") },
            { name: t("activation.crumb", { platform: platform.name }), url: platform.activationGuideUrl },
          ]}
        />
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap={{ base: "8", lg: "12" }} alignItems="start">
          <Stack gap="6">
            <Box>
              <Heading as="h1" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
                <T id="activation.title" values={{ platform: platform.name }} />
              </Heading>
              <Text color="fg.muted" mt="2">
                <T id="activation.intro" values={{ platform: platform.name }} />
              </Text>
            </Box>
            <Stack as="ol" listStyleType="none" gap="3" data-testid="activation-steps">
              {steps.map((step, i) => (
                <Flex as="li" key={i} gap="4" p="4" rounded="l3" bg="bg.panel" borderWidth="1px" borderColor="border.muted" align="flex-start">
                  <Flex
                    boxSize="8"
                    flexShrink={0}
                    rounded="full"
                    bg="colorPalette.solid"
                    color="colorPalette.contrast"
                    align="center"
                    justify="center"
                    fontWeight="bold"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </Flex>
                  <Text pt="1" overflowWrap="anywhere">
                    {step}
                  </Text>
                </Flex>
              ))}
            </Stack>
            <AppLink to={platform.url} fontWeight="semibold" color="colorPalette.fg">
              <T id="activation.browse" values={{ platform: platform.name }} />
            </AppLink>
          </Stack>
          <Box as="nav" aria-labelledby="other-guides" bg="bg.panel" rounded="l3" borderWidth="1px" borderColor="border.muted" p="5">
            <Heading as="h2" id="other-guides" size="md" mb="3">
              <T id="activation.others" />
            </Heading>
            <Grid as="ul" listStyleType="none" templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
              {others.map((p) => (
                <li key={p.id}>
                  <AppLink to={p.activationGuideUrl} fontSize="sm">
                    {p.name}
                  </AppLink>
                </li>
              ))}
            </Grid>
          </Box>
        </Grid>
      </Stack>
    </Container>
  );
}

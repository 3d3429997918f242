/**
 * The admin and seller areas' frame: a top bar, a side navigation and the section's
 * content, always light (spec §4), green accent for sellers, no third-party scripts, and
 * client-rendered (a loader until the browser has rendered).
 */
import { Box, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink, NavLink, useLocation } from "react-router";
import { AreaPaletteContext } from "../../components/area-palette";
import { ClientOnly } from "../../components/ClientOnly";
import { Seo } from "../../components/head";
import { Logo } from "../../components/Logo";
import { T, useT, type MessageId } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";

export interface AreaNavItem {
  /** Path inside the area ("" for its overview). */
  path: string;
  label: MessageId;
}

export interface AreaLayoutProps {
  area: "admin" | "seller";
  title: MessageId;
  nav: readonly AreaNavItem[];
  children?: ReactNode;
}

export function AreaLayout({ area, title, nav, children }: AreaLayoutProps) {
  const t = useT();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const base = localePath(locale, `/${area}`);
  const matched = nav.find((n) => (n.path ? pathname.startsWith(`${base}/${n.path}`) : pathname === base || pathname === `${base}/`));
  // The frame alone (server render, hydration) names the first section; a page under no
  // section is the area's not-found page.
  const heading: MessageId = matched?.label ?? (children === undefined ? nav[0]!.label : "area.notFound.title");
  const palette = area === "seller" ? "green" : "purple";
  return (
    <AreaPaletteContext.Provider value={palette}>
      <Box colorPalette={palette} minH="100dvh" bg="bg.subtle" data-area={area}>
        <Seo title={t("shell.metaTitle", { page: `${t(title)} · ${t(heading)}` })} robots="noindex, nofollow" />
        <Box as="header" bg="colorPalette.solid" color="colorPalette.contrast">
          <Container maxW="7xl" px={{ base: "3", md: "6" }}>
            <Flex h="14" align="center" gap="4">
              <RouterLink to={localePath(locale, "/")} reloadDocument aria-label={t("header.home")}>
                <Logo compact />
              </RouterLink>
              <Text fontWeight="semibold" opacity="0.9">
                <T id={title} />
              </Text>
              <Box ms="auto" asChild fontSize="sm" fontWeight="medium" _hover={{ textDecoration: "underline" }}>
                <RouterLink to={localePath(locale, "/")} reloadDocument>
                  <T id="area.backToShop" />
                </RouterLink>
              </Box>
            </Flex>
          </Container>
        </Box>
        <Container maxW="7xl" px={{ base: "3", md: "6" }} py="6">
          <Flex gap="6" direction={{ base: "column", md: "row" }} align="flex-start">
            <Box as="nav" aria-label={t("area.navigation")} w={{ base: "full", md: "56" }} flexShrink={0}>
              <Stack as="ul" listStyleType="none" gap="1" direction={{ base: "row", md: "column" }} overflowX="auto">
                {nav.map((n) => (
                  <li key={n.path}>
                    <Box
                      asChild
                      display="block"
                      px="3"
                      py="2"
                      rounded="l2"
                      fontSize="sm"
                      fontWeight="medium"
                      whiteSpace="nowrap"
                      _hover={{ bg: "colorPalette.subtle" }}
                      css={{ "&[aria-current=page]": { bg: "colorPalette.subtle", color: "colorPalette.fg" } }}
                    >
                      <NavLink to={n.path ? `${base}/${n.path}` : base} end={!n.path}>
                        <T id={n.label} />
                      </NavLink>
                    </Box>
                  </li>
                ))}
              </Stack>
            </Box>
            <Box
              as="main"
              id="main"
              flex="1"
              minW="0"
              w="full"
              bg="bg.panel"
              rounded="l3"
              borderWidth="1px"
              borderColor="border.muted"
              p={{ base: "4", md: "6" }}
            >
              <ClientOnly>
                <Stack gap="3" data-testid="area-page">
                  <Heading as="h1" size="2xl">
                    <T id={heading} />
                  </Heading>
                  {children ?? (
                    <Text color="fg.muted">
                      <T id={`${area}.lead` as MessageId} />
                    </Text>
                  )}
                </Stack>
              </ClientOnly>
            </Box>
          </Flex>
        </Container>
      </Box>
    </AreaPaletteContext.Provider>
  );
}

/** The content of an area page under no known section (a mistyped or not yet opened one). */
export function AreaSectionNotFound() {
  return (
    <Text color="fg.muted" data-testid="area-section-not-found">
      <T id="area.notFound.message" />
    </Text>
  );
}

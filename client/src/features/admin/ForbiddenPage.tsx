/**
 * The 403 screen of the admin area for signed-in users without a staff role, and for staff
 * opening a section their role may not read (support at /admin/payouts: `role` names it). The
 * server refuses their requests anyway: this only says so. Always light, like the area.
 */
import { Box, Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router";
import { Seo } from "../../components/head";
import { Logo } from "../../components/Logo";
import { T, useT } from "../../i18n";
import { ROLE_LABELS } from "../accounts/roles";
import { localeOfPath, localePath } from "../../lib/locale";

export function ForbiddenPage({ email, role, home }: { email: string; role?: string; home?: string }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <Box minH="100dvh" bg="bg.subtle" data-testid="forbidden-page">
      <Seo title={t("shell.metaTitle", { page: t("forbidden.title") })} robots="noindex, nofollow" />
      <Box as="header" bg="colorPalette.solid" color="colorPalette.contrast" px={{ base: "3", md: "6" }} h="14" display="flex" alignItems="center">
        <RouterLink to={localePath(locale, "/")} reloadDocument aria-label={t("header.home")}>
          <Logo compact />
        </RouterLink>
      </Box>
      <Center px="4" py={{ base: "12", md: "20" }}>
        <Stack gap="4" maxW="lg" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p={{ base: "6", md: "8" }}>
          <Text fontSize="5xl" fontWeight="black" color="colorPalette.fg" lineHeight="1">
            403
          </Text>
          <Heading as="h1" size="2xl">
            <T id="forbidden.title" />
          </Heading>
          <Text color="fg.muted">
            {role ? (
              <T id="forbidden.section" values={{ email, role: t(ROLE_LABELS[role] ?? "role.user") }} />
            ) : (
              <T id="forbidden.message" values={{ email }} />
            )}
          </Text>
          <HStack gap="3" flexWrap="wrap">
            {home && (
              <Button asChild data-testid="forbidden-admin-home">
                <RouterLink to={localePath(locale, home)}>
                  <T id="forbidden.adminHome" />
                </RouterLink>
              </Button>
            )}
            <Button asChild variant={home ? "outline" : "solid"}>
              <RouterLink to={localePath(locale, "/")} reloadDocument>
                <T id="area.backToShop" />
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={localePath(locale, "/account")} reloadDocument>
                <T id="header.account" />
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Center>
    </Box>
  );
}

/**
 * The error page (spec §2): "Oops!", a title, a message and a link to the home page.
 * Shown for a rendering crash or any failure answered with status 500.
 */
import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { withChakra } from "../app/ChakraArea";
import { Link as RouterLink, useLocation } from "react-router";
import { T, useT } from "../i18n";
import { localeOfPath, localePath, type Locale } from "../lib/locale";
import { Seo } from "./head";

function ErrorPageContent({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }} px="6" data-testid="error-page">
      <Seo title={t("error.pageTitle")} robots="noindex" />
      <Stack gap="5" align="flex-start">
        <Text fontSize={{ base: "5xl", md: "6xl" }} fontWeight="black" color="purple.600" _dark={{ color: "purple.300" }} lineHeight="1">
          <T id="error.oops" />
        </Text>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          <T id="error.title" />
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          <T id="error.message" />
        </Text>
        <Button asChild size="lg">
          {/* A document navigation: after a crash, start from a fresh page. */}
          <RouterLink to={localePath(locale, "/")} reloadDocument>
            <T id="error.home" />
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

/** The error page ("Oops!", a title, a message, a link home), with Chakra's provider. */
export const ErrorPageView = withChakra(ErrorPageContent);

export function ErrorPage() {
  return <ErrorPageView locale={localeOfPath(useLocation().pathname)} />;
}

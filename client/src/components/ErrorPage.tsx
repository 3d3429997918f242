/**
 * The error page (spec §2): "Oops!", a title, a message and a link to the home page.
 * Shown for a rendering crash or any failure answered with status 500. With `unavailable`
 * (status 503: the shop's database cannot be reached for now) it says so and offers to load
 * the same page again.
 */
import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { withChakra } from "../app/ChakraArea";
import { Link as RouterLink, useLocation } from "react-router";
import { T, useT } from "../i18n";
import { localeOfPath, localePath, type Locale } from "../lib/locale";
import { Seo } from "./head";

function ErrorPageContent({ locale, unavailable = false }: { locale: Locale; unavailable?: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }} px="6" data-testid={unavailable ? "unavailable-page" : "error-page"}>
      <Seo title={t(unavailable ? "error.unavailable.pageTitle" : "error.pageTitle")} robots="noindex" />
      <Stack gap="5" align="flex-start">
        <Text fontSize={{ base: "5xl", md: "6xl" }} fontWeight="black" color="purple.600" _dark={{ color: "purple.300" }} lineHeight="1">
          <T id="error.oops" />
        </Text>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          <T id={unavailable ? "error.unavailable.title" : "error.title"} />
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          <T id={unavailable ? "error.unavailable.message" : "error.message"} />
        </Text>
        <Button asChild size="lg">
          {/* A document navigation: after a crash, start from a fresh page (or this one again). */}
          <RouterLink to={unavailable ? pathname + search : localePath(locale, "/")} reloadDocument>
            <T id={unavailable ? "error.unavailable.retry" : "error.home"} />
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

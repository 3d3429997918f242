/** 404: the page does not exist (unknown path, product, category or platform). */
import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router";
import { withChakra } from "../../app/ChakraArea";
import { Seo } from "../../components/head";
import { T, useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";

function NotFoundContent() {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }} px="6" data-testid="not-found-page">
      <Seo title={t("notFound.pageTitle")} robots="noindex" />
      <Stack gap="5" align="flex-start">
        <Text fontSize={{ base: "5xl", md: "6xl" }} fontWeight="black" color="purple.600" _dark={{ color: "purple.300" }} lineHeight="1">
          404
        </Text>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          <T id="notFound.title" />
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          <T id="notFound.message" />
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="lg">
            <RouterLink to={localePath(locale, "/")}>
              <T id="notFound.home" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to={localePath(locale, "/search")}>
              <T id="notFound.browse" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

export const NotFoundPage = withChakra(NotFoundContent);

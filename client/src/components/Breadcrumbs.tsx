/** The visible trail Home → … → page (names from the API, in the page's language). */
import { chakra, HStack, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import { useT } from "../i18n";
import { ChevronRightIcon } from "./icons";
import { AppLink } from "./links";

export function Breadcrumbs({ items }: { items: readonly { name: string; url: string }[] }) {
  const t = useT();
  return (
    <chakra.nav aria-label={t("breadcrumbs.label")} fontSize="sm" color="fg.muted" minW="0">
      <HStack as="ol" listStyleType="none" gap="1" wrap="wrap">
        {items.map((b, i) => (
          <Fragment key={`${b.url}-${i}`}>
            <HStack as="li" gap="1" minW="0">
              {i > 0 && <ChevronRightIcon boxSize="3.5" />}
              {i < items.length - 1 ? (
                <AppLink to={b.url} color="fg.muted" _hover={{ color: "fg" }}>
                  {i === 0 ? t("breadcrumbs.home") : b.name}
                </AppLink>
              ) : (
                <Text as="span" color="fg" aria-current="page" truncate maxW={{ base: "60vw", md: "none" }}>
                  {b.name}
                </Text>
              )}
            </HStack>
          </Fragment>
        ))}
      </HStack>
    </chakra.nav>
  );
}

/**
 * The frame of the client-rendered storefront pages (login, account, cart, checkout):
 * a heading, a lead, and the page's own content, which the account and cart issues add.
 */
import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ClientOnly } from "../../components/ClientOnly";
import { Seo } from "../../components/head";
import { T, useT, type MessageId } from "../../i18n";
import { useAppEnv } from "../env";
import { localeOfPath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";

export interface ShellPageProps {
  title: MessageId;
  lead: MessageId;
  children?: ReactNode;
  maxW?: string;
}

export function ShellPage({ title, lead, children, maxW = "4xl" }: ShellPageProps) {
  const t = useT();
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  return (
    <Container maxW={maxW} px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Seo title={t("shell.metaTitle", { page: t(title) })} robots="noindex, nofollow" {...structuralSeo(siteUrl, localeOfPath(pathname), pathname)} />
      <ClientOnly>
        <Stack gap="4" data-testid="shell-page">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            <T id={title} />
          </Heading>
          <Text color="fg.muted">
            <T id={lead} />
          </Text>
          {children}
        </Stack>
      </ClientOnly>
    </Container>
  );
}

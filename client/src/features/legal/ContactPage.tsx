/**
 * /contact and /it/contact: the contact form beside the company's details (name, registered
 * office, VAT number, support address and hours, from the server's configuration) and the
 * pages most questions are answered by. Rendered on the server like the other storefront
 * pages; a signed-in visitor's name and address are filled in once the browser knows them.
 */
import { Box, chakra, Container, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useAppEnv } from "../../app/env";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { AppLink } from "../../components/links";
import { T, useT, type MessageId } from "../../i18n";
import { localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { absoluteUrl, breadcrumbJsonLd } from "../../lib/seo";
import { formatHours, useCompany } from "./company";
import { ContactForm } from "./ContactForm";

const SHORTCUTS: readonly [string, MessageId][] = [
  ["/account/orders", "legal.contact.orders"],
  ["/refund-policy", "legal.refund.title"],
  ["/terms", "legal.terms.title"],
  ["/privacy", "legal.privacy.title"],
];

export function Component() {
  const t = useT();
  const { siteUrl } = useAppEnv();
  const { company, locale } = useCompany();
  if (!company) return null;
  const url = localePath(locale, "/contact");
  const title = t("legal.contact.title");
  const rows: [MessageId, ReactNode][] = [
    ["legal.contact.address", company.address],
    ["legal.contact.vatId", company.vatId],
    [
      "legal.contact.email",
      <Link key="email" href={`mailto:${company.supportEmail}`} color="colorPalette.fg" overflowWrap="anywhere">
        {company.supportEmail}
      </Link>,
    ],
    ["legal.contact.hours", t("legal.contact.hoursValue", { hours: formatHours(company.supportHours, locale) })],
  ];
  return (
    <Container maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "5", md: "8" }} data-testid="contact-page">
      <Seo
        title={t("legal.metaTitle", { page: title })}
        description={t("legal.contact.metaDescription")}
        {...structuralSeo(siteUrl, locale, url)}
        jsonLd={[
          breadcrumbJsonLd(siteUrl, url),
          {
            "@context": "https://schema.org",
            "@type": "Organization",
            name: company.name,
            url: absoluteUrl(siteUrl, localePath(locale, "/")),
            email: company.supportEmail,
            vatID: company.vatId,
            address: company.address,
            contactPoint: {
              "@type": "ContactPoint",
              contactType: "customer support",
              email: company.supportEmail,
              availableLanguage: ["en", "it"],
            },
          },
        ]}
      />
      <Stack gap={{ base: "5", md: "8" }}>
        <Breadcrumbs
          items={[
            { name: "", url: localePath(locale, "/") },
            { name: title, url },
          ]}
        />
        <Box maxW="68ch">
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" mt="2" fontSize={{ base: "md", md: "lg" }}>
            <T id="legal.contact.lead" />
          </Text>
        </Box>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 20rem" }} gap={{ base: "6", lg: "10" }} alignItems="start">
          <Box
            as="section"
            aria-labelledby="contact-form-title"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="l3"
            p={{ base: "4", md: "6" }}
          >
            <Heading as="h2" id="contact-form-title" size="lg" mb="1">
              <T id="legal.contact.formTitle" />
            </Heading>
            <Text color="fg.muted" fontSize="sm" mb="5">
              <T id="legal.contact.formLead" />
            </Text>
            <ContactForm locale={locale} supportEmail={company.supportEmail} />
          </Box>
          <Stack gap="5">
            <Box as="section" aria-labelledby="contact-company-title" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p="5">
              <Heading as="h2" id="contact-company-title" size="md" mb="3">
                {company.name}
              </Heading>
              <chakra.dl display="flex" flexDirection="column" gap="3" fontSize="sm" data-testid="contact-company">
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <chakra.dt color="fg.muted">
                      <T id={label} />
                    </chakra.dt>
                    <chakra.dd ms="0" fontWeight="medium" overflowWrap="anywhere">
                      {value}
                    </chakra.dd>
                  </div>
                ))}
              </chakra.dl>
              <Text fontSize="sm" color="fg.muted" mt="4">
                <T id="legal.contact.answer" />
              </Text>
            </Box>
            <Box as="nav" aria-labelledby="contact-help-title" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p="5">
              <Heading as="h2" id="contact-help-title" size="md" mb="3">
                <T id="legal.contact.help" />
              </Heading>
              <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2" fontSize="sm">
                {SHORTCUTS.map(([path, label]) => (
                  <li key={path}>
                    <AppLink to={localePath(locale, path)} color="colorPalette.fg">
                      <T id={label} />
                    </AppLink>
                  </li>
                ))}
              </chakra.ul>
            </Box>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

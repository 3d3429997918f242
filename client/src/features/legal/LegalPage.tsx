/**
 * The legal pages (/terms, /privacy, /refund-policy and their /it twins): a title, the date
 * of the last change, a table of contents and the numbered sections of one language's text
 * (content.en.tsx, content.it.tsx: each language's texts are a chunk of their own, loaded
 * with the route). The text keeps a readable line length; the table of contents sits beside
 * it on wide screens and above it on phones. Links inside the text that stay on the site go
 * through the router.
 */
import { Box, chakra, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import { useAppEnv } from "../../app/env";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { useT, type MessageId } from "../../i18n";
import { localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { useRouterClicks } from "../../lib/router-clicks";
import { breadcrumbJsonLd } from "../../lib/seo";
import { formatHours, useCompany } from "./company";
import type { CookieCategory, LegalContent, LegalDocumentKind } from "./types";

/** Each text's site path and its title and description in the messages. */
export const LEGAL_PAGES: Record<LegalDocumentKind, { path: string; title: MessageId; description: MessageId }> = {
  terms: { path: "/terms", title: "legal.terms.title", description: "legal.terms.metaDescription" },
  privacy: { path: "/privacy", title: "legal.privacy.title", description: "legal.privacy.metaDescription" },
  refund: { path: "/refund-policy", title: "legal.refund.title", description: "legal.refund.metaDescription" },
};

/** The typography of the texts: paragraphs, lists, sub-headings, tables and links. */
const PROSE = {
  "& p": { mb: "3" },
  "& p:last-child": { mb: "0" },
  "& ul, & ol": { ps: "5", mb: "3", display: "flex", flexDirection: "column", gap: "1.5" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li::marker": { color: "fg.muted" },
  "& h3": { fontSize: "md", fontWeight: "semibold", mt: "5", mb: "2", lineHeight: "1.4" },
  "& a": { color: "colorPalette.fg", textDecoration: "underline", textUnderlineOffset: "2px", overflowWrap: "anywhere" },
  "& a:hover": { textDecorationThickness: "2px" },
  "& strong": { fontWeight: "semibold" },
  "& blockquote": { borderStartWidth: "3px", borderColor: "border.emphasized", ps: "4", color: "fg.muted", my: "3" },
} as const;

/**
 * The cookie table of the privacy policy: one group of rows per category, names in code
 * type. From 600 px a table; on phones each row is a card (names and duration on top, the
 * purpose below), with the table's roles given explicitly so screen readers keep reading it
 * as a table whatever its display.
 */
export function CookieTable({ caption, headers, categories }: { caption: string; headers: [string, string, string]; categories: CookieCategory[] }) {
  const cell = { textAlign: "start", verticalAlign: "top", px: "3", py: { base: "1", sm: "2" } } as const;
  return (
    <Box my="4" borderWidth="1px" borderColor="border.muted" rounded="l2" overflow="hidden" data-testid="cookie-table">
      <chakra.table role="table" display={{ base: "block", sm: "table" }} width="full" fontSize="sm" css={{ borderCollapse: "collapse" }}>
        <chakra.caption display={{ base: "block", sm: "table-caption" }} textAlign="start" px="3" pt="3" pb="2" fontWeight="semibold" color="fg">
          {caption}
        </chakra.caption>
        <chakra.thead role="rowgroup" srOnly={{ base: true, sm: false }}>
          <chakra.tr role="row" borderBottomWidth="1px" borderColor="border.muted" color="fg.muted">
            {headers.map((h) => (
              <chakra.th key={h} role="columnheader" scope="col" fontWeight="medium" {...cell}>
                {h}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        {categories.map((c) => (
          <chakra.tbody key={c.id} role="rowgroup" id={`cookies-${c.id}`} display={{ base: "block", sm: "table-row-group" }}>
            <chakra.tr role="row" display={{ base: "block", sm: "table-row" }} bg="bg.muted" borderTopWidth="1px" borderColor="border.muted">
              <chakra.th role="rowheader" colSpan={3} scope="rowgroup" display={{ base: "block", sm: "table-cell" }} {...cell} py="2">
                <chakra.span fontWeight="semibold">{c.title}</chakra.span>
                <chakra.span color="fg.muted" fontWeight="normal">
                  {" · "}
                  {c.basis}
                </chakra.span>
              </chakra.th>
            </chakra.tr>
            {c.rows.map((r) => (
              <chakra.tr
                key={r.names.join(" ")}
                role="row"
                display={{ base: "grid", sm: "table-row" }}
                gridTemplateColumns="minmax(8rem, 1fr) auto"
                columnGap="3"
                py={{ base: "2", sm: "0" }}
                borderTopWidth="1px"
                borderColor="border.muted"
              >
                <chakra.td role="cell" {...cell} gridColumn="1" gridRow="1" width={{ sm: "11rem" }}>
                  {r.names.map((n, i) => (
                    <span key={n}>
                      {i > 0 && ", "}
                      <chakra.code fontSize="xs" overflowWrap="anywhere">
                        {n}
                      </chakra.code>
                    </span>
                  ))}
                </chakra.td>
                <chakra.td role="cell" {...cell} gridColumn="1 / -1" gridRow="2">
                  {r.purpose}
                </chakra.td>
                <chakra.td
                  role="cell"
                  {...cell}
                  gridColumn="2"
                  gridRow="1"
                  width={{ sm: "9rem" }}
                  color={{ base: "fg.muted", sm: "fg" }}
                  textAlign={{ base: "end", sm: "start" }}
                >
                  {r.duration}
                </chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        ))}
      </chakra.table>
    </Box>
  );
}

/** One legal text in the page's language (the content modules export one component per text). */
export function LegalPage({ kind, content }: { kind: LegalDocumentKind; content: LegalContent }) {
  const t = useT();
  const intl = useIntl();
  const { siteUrl } = useAppEnv();
  const { company, locale } = useCompany();
  const routerClicks = useRouterClicks();
  if (!company) return null;
  const page = LEGAL_PAGES[kind];
  const url = localePath(locale, page.path);
  const title = t(page.title);
  const doc = content.documents[kind]({ company, locale, hours: formatHours(company.supportHours, locale), path: (p) => localePath(locale, p) });
  // The text's links to other pages go through the router; links within the page (the table
  // of contents, "see section 3") keep the browser's own jump.
  const onTextClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest?.("a[href]")?.getAttribute("href")?.startsWith("#")) return;
    routerClicks(event);
  };
  return (
    <Container maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "5", md: "8" }} data-testid={`legal-${kind}`}>
      <Seo
        title={t("legal.metaTitle", { page: title })}
        description={t(page.description)}
        {...structuralSeo(siteUrl, locale, url)}
        jsonLd={[breadcrumbJsonLd(siteUrl, url)]}
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
          <Text color="fg.muted" mt="2" fontSize="sm" data-testid="legal-updated">
            {t("legal.updated", { date: intl.formatDate(content.updated, { dateStyle: "long", timeZone: "UTC" }) })}
          </Text>
          <Box mt="4" fontSize={{ base: "md", md: "lg" }} color="fg.muted" lineHeight="1.7" css={PROSE} onClick={onTextClick}>
            {doc.intro}
          </Box>
        </Box>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 17rem" }} gap={{ base: "6", lg: "12" }} alignItems="start">
          <Box
            as="nav"
            aria-labelledby="legal-toc-title"
            gridColumn={{ lg: "2" }}
            gridRow={{ lg: "1" }}
            position={{ lg: "sticky" }}
            top={{ lg: "6" }}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="l3"
            p={{ base: "4", md: "5" }}
            data-testid="legal-toc"
          >
            <Heading as="h2" id="legal-toc-title" size="sm" mb="3">
              {t("legal.toc")}
            </Heading>
            <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="2" fontSize="sm">
              {doc.sections.map((s, i) => (
                <li key={s.id}>
                  <chakra.a href={`#${s.id}`} display="flex" gap="2" color="fg.muted" _hover={{ color: "fg", textDecoration: "underline" }}>
                    <chakra.span minW="2em" flexShrink={0} fontVariantNumeric="tabular-nums" aria-hidden="true">
                      {i + 1}.
                    </chakra.span>
                    <span>{s.title}</span>
                  </chakra.a>
                </li>
              ))}
            </chakra.ol>
          </Box>
          <Stack gap="8" maxW="68ch" gridColumn={{ lg: "1" }} gridRow={{ lg: "1" }} lineHeight="1.7" css={PROSE} onClick={onTextClick}>
            {doc.sections.map((s, i) => (
              <Box as="section" key={s.id} id={s.id} scrollMarginTop="6" data-testid="legal-section">
                <Heading as="h2" size={{ base: "lg", md: "xl" }} mb="3" lineHeight="1.3">
                  {i + 1}. {s.title}
                </Heading>
                {s.body}
              </Box>
            ))}
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

/** Search results (/search?q=…): every product when the query is empty. Not indexed. */
import { Container, Heading, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { useAppEnv } from "../../app/env";
import { loaderEnv, loadQuery } from "../../app/route-context";
import { Seo } from "../../components/head";
import { T, useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { structuralSeo } from "../../lib/page-seo";
import { ProductsQuery } from "./catalog.graphql";
import { listVariables, parseListParams } from "./list-params";
import { ProductListing } from "./ProductListing";

const queryOf = (search: URLSearchParams) => (search.get("q") ?? "").trim().slice(0, 200);

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, url, locale } = loaderEnv(args);
  const q = queryOf(url.searchParams);
  const params = parseListParams(url.searchParams, q ? "RELEVANCE" : "BESTSELLING");
  await loadQuery(env, ProductsQuery, listVariables({ search: q || undefined }, params, locale, env.currency()));
  return null;
}

export function Component() {
  const t = useT();
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const [search] = useSearchParams();
  const { currency } = useCurrency();
  const q = queryOf(search);
  const defaultSort = q ? "RELEVANCE" : "BESTSELLING";
  const params = parseListParams(search, defaultSort);
  const listVars = listVariables({ search: q || undefined }, params, locale, currency);
  const products = useQuery(ProductsQuery, { variables: listVars }).data?.products;
  // Misspelt words were corrected: the corrected search is one click away.
  const didYouMean = q && products?.didYouMean && products.didYouMean !== q.toLowerCase() ? products.didYouMean : null;
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "5", md: "8" }}>
      <Seo
        title={q ? t("search.metaTitleFor", { query: q }) : t("search.metaTitle")}
        description={t("search.metaDescription")}
        robots="noindex, follow"
        {...structuralSeo(siteUrl, locale, pathname)}
      />
      <Stack gap={{ base: "4", md: "6" }}>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {q ? <T id="search.titleFor" values={{ query: q }} /> : <T id="search.title" />}
        </Heading>
        {didYouMean && (
          <p className="km-did-you-mean" data-testid="did-you-mean">
            <T
              id="search.didYouMean"
              values={{ query: <Link to={`${localePath(locale, "/search")}?${new URLSearchParams({ q: didYouMean })}`}>{didYouMean}</Link> }}
            />
          </p>
        )}
        <ProductListing variables={listVars} params={params} defaultSort={defaultSort} keep={q ? { q } : {}} />
      </Stack>
    </Container>
  );
}

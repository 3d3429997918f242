/**
 * A category page (/games, /games/action; /it/giochi/azione): intro, subcategories, listing.
 * Plain elements styled by styles/storefront.css (`.km-category`).
 */
import { useQuery } from "@apollo/client/react";
import { data as response, Link, redirect, useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { useAppEnv } from "../../app/env";
import { loaderEnv, loadQuery } from "../../app/route-context";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, otherLocale } from "../../lib/locale";
import { absoluteUrl, alternates, breadcrumbJsonLd } from "../../lib/seo";
import { CategoryPageQuery, ProductsQuery } from "./catalog.graphql";
import { listVariables, parseListParams } from "./list-params";
import { ProductListing } from "./ProductListing";

const slugOf = (params: Record<string, string | undefined>) => (params.child ?? params.root ?? "").toLowerCase();

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, url, locale } = loaderEnv(args);
  const slug = slugOf(args.params);
  const data = await loadQuery(env, CategoryPageQuery, { slug, locale, path: url.pathname, otherLocale: otherLocale(locale) });
  const category = data?.category;
  if (!category) throw response(null, { status: 404 });
  // One URL per category: anything else (wrong parent, trailing slash, case) moves for good.
  if (safeDecode(url.pathname) !== category.url) throw redirect(`${category.url}${url.search}`, 301);
  const params = parseListParams(url.searchParams);
  await loadQuery(env, ProductsQuery, listVariables({ categorySlug: category.slug }, params, locale, env.currency()));
  return null;
}

export function Component() {
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const [search] = useSearchParams();
  const { currency } = useCurrency();
  const slug = slugOf(useParams());
  const { data } = useQuery(CategoryPageQuery, { variables: { slug, locale, path: pathname, otherLocale: otherLocale(locale) } });
  const category = data?.category;
  const params = parseListParams(search);
  const listVars = listVariables({ categorySlug: category?.slug }, params, locale, currency);
  if (!category) return null;
  const other = data.translatedUrl.exact ? data.translatedUrl.url : null;
  const page = params.page > 1 ? `?page=${params.page}` : "";
  const enPath = locale === "en" ? category.url : other;
  const itPath = locale === "it" ? category.url : other;
  return (
    <div className="km-container km-category">
      <Seo
        title={category.metaTitle}
        description={category.metaDescription}
        canonical={absoluteUrl(siteUrl, category.url + page)}
        alternates={alternates(siteUrl, enPath && enPath + page, itPath && itPath + page)}
        jsonLd={[breadcrumbJsonLd(siteUrl, category.url)]}
      />
      <Breadcrumbs items={category.breadcrumbs} />
      <div>
        <h1 className="km-category__title">{category.name}</h1>
        {category.description && <p className="km-category__intro">{category.description}</p>}
      </div>
      {category.children.length > 0 && (
        <ul className="km-chips">
          {category.children.map((c) => (
            <li key={c.id}>
              <Link to={c.url} className="km-chip">
                {c.name}
                <span className="km-chip__count">{c.productCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ProductListing variables={listVars} params={params} showTypes={false} />
    </div>
  );
}
